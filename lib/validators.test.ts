import { hasScriptTag, isEmail, isHttpUrl, isImageUrl, isOnHosts, safeHref } from './validators';

it('validates email addresses', () => {
  expect(isEmail('visitor@example.com')).toBe(true);
  expect(isEmail('  visitor@example.com ')).toBe(true);
  expect(isEmail('visitor@example')).toBe(false);
  expect(isEmail('no at sign')).toBe(false);
  expect(isEmail('')).toBe(false);
  expect(isEmail(undefined)).toBe(false);
});

it('recognises image URLs, with query strings and local paths', () => {
  expect(isImageUrl('https://cdn.elebase.io/a/b.JPG')).toBe(true);
  expect(isImageUrl('http://x.com/p.webp?w=200')).toBe(true);
  expect(isImageUrl('/images/lake.jpg')).toBe(true);
  expect(isImageUrl('/webcams/cam1.jpg')).toBe(true);
  expect(isImageUrl('//evil.com/x.png')).toBe(false);
  expect(isImageUrl('https://x.com/file.pdf')).toBe(false);
  expect(isImageUrl('javascript:alert(1)//.png')).toBe(false);
  expect(isImageUrl('ftp://x.com/a.png')).toBe(false);
});

it('detects script tags', () => {
  expect(hasScriptTag('<p>hi</p><SCRIPT src=x>')).toBe(true);
  expect(hasScriptTag('< /script >')).toBe(true);
  expect(hasScriptTag('a description of scripts')).toBe(false);
});

it('checks http(s) URLs', () => {
  expect(isHttpUrl('https://explorewhitefish.com/stay')).toBe(true);
  expect(isHttpUrl('mailto:a@b.c')).toBe(false);
  expect(isHttpUrl('https://')).toBe(false);
});

it('drops javascript:, vbscript: and data: hrefs, even disguised', () => {
  expect(safeHref('javascript:alert(1)')).toBeNull();
  expect(safeHref(' JaVaScRiPt:alert(1)')).toBeNull();
  expect(safeHref('java\nscript:alert(1)')).toBeNull();
  expect(safeHref('vbscript:x')).toBeNull();
  expect(safeHref('data:text/html,hi')).toBeNull();
  expect(safeHref('/stay')).toBe('/stay');
  expect(safeHref('https://x.com')).toBe('https://x.com');
  expect(safeHref('')).toBeNull();
});

it('matches photo-sharing hosts', () => {
  expect(isOnHosts('https://www.instagram.com/p/abc/', ['www.instagram.com'])).toBe(true);
  expect(isOnHosts('https://instagram.com.evil.io/p', ['instagram.com'])).toBe(false);
});
