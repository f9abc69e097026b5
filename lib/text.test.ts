import { displayUrl, entryPath, shorten, slugify } from './text';

describe('shorten', () => {
  it('collapses line breaks and trims', () => {
    expect(shorten('  Hello\n\nworld \r\n again ')).toBe('Hello world again');
  });
  it('cuts at a word boundary with ...', () => {
    expect(shorten('The quick brown fox jumps', 12)).toBe('The quick...');
    expect(shorten('The quick brown fox', 9)).toBe('The quick...');
    expect(shorten('Supercalifragilistic', 5)).toBe('Super...');
  });
  it('defaults to 500 characters', () => {
    const long = 'word '.repeat(200);
    const out = shorten(long);
    expect(out.endsWith('...')).toBe(true);
    expect(out.length).toBeLessThanOrEqual(503);
    expect(shorten(null)).toBe('');
  });
});

describe('entry URLs', () => {
  it('slugifies titles', () => {
    expect(slugify('Café & Bar — Whitefish!')).toBe('cafe-and-bar-whitefish');
    expect(slugify("Moose's Saloon")).toBe('mooses-saloon');
    expect(slugify('!!!')).toBe('entry');
  });
  it('links occurrences to their source entry', () => {
    expect(entryPath({ id: 'abc::2026-11-22', sourceId: 'abc', title: 'Ski Fest' })).toBe('/entries/ski-fest/abc');
    expect(entryPath({ id: 'abc::2026-11-22', title: 'Ski Fest' })).toBe('/entries/ski-fest/abc');
  });
});

describe('displayUrl', () => {
  it('drops the scheme and a trailing slash, keeping the path', () => {
    expect(displayUrl('https://example.com/')).toBe('example.com');
    expect(displayUrl('HTTP://example.com/a/b/')).toBe('example.com/a/b');
    expect(displayUrl('example.com')).toBe('example.com');
  });
});
