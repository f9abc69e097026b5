import { imageUrl, logoUrl } from './images';

it('adds quality and auto-rotate to vendor images when absent', () => {
  expect(imageUrl('https://cdn.elebase.io/p/a.jpg')).toBe('https://cdn.elebase.io/p/a.jpg?q=75&rot=auto');
  expect(imageUrl('https://cdn.elebase.io/p/a.jpg?q=90')).toBe('https://cdn.elebase.io/p/a.jpg?q=90&rot=auto');
});

it('leaves other hosts, local paths and junk alone', () => {
  expect(imageUrl('https://example.com/a.jpg')).toBe('https://example.com/a.jpg');
  expect(imageUrl('/images/a.jpg')).toBe('/images/a.jpg');
  expect(imageUrl('not a url')).toBe('not a url');
});

it('requests logos at 140 or 200 with fit=max and dpr', () => {
  const u = new URL(logoUrl('https://cdn.elebase.io/logo.png', 200, 2));
  expect(Object.fromEntries(u.searchParams)).toEqual({ w: '200', fit: 'max', dpr: '2', q: '75', rot: 'auto' });
  expect(new URL(logoUrl('https://cdn.elebase.io/logo.png')).searchParams.get('w')).toBe('140');
  expect(new URL(logoUrl('https://cdn.elebase.io/logo.png', 140, NaN)).searchParams.get('dpr')).toBe('1');
});
