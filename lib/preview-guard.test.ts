import { previewAllowed, safeReturnPath } from './preview-guard';

it('allows preview without a secret, else only with the matching token', () => {
  expect(previewAllowed(null, undefined)).toBe(true);
  expect(previewAllowed('s3cret', 's3cret')).toBe(true);
  expect(previewAllowed('wrong', 's3cret')).toBe(false);
  expect(previewAllowed(null, 's3cret')).toBe(false);
});

it('keeps return paths on the site and strips preview params', () => {
  expect(safeReturnPath('/stay?preview=true&token=x&order=title#map')).toBe('/stay?order=title#map');
  expect(safeReturnPath('//evil.com')).toBe('/');
  expect(safeReturnPath('/\\evil.com')).toBe('/');
  expect(safeReturnPath('https://evil.com')).toBe('/');
  expect(safeReturnPath(null)).toBe('/');
});
