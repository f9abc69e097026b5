import { codeCacheKey } from './code-cache-key';

it('keeps one copy of a code file whatever query or fragment it is asked with', () => {
  const file = 'https://explorewhitefish.com/_next/static/chunks/app/page-1a2b.js';
  const variants = [file, `${file}?dpl=abc`, `${file}?v=1&v=2`, `${file}?${'x'.repeat(300)}`, `${file}#top`];
  expect(new Set(variants.map(codeCacheKey))).toEqual(new Set([file]));
  expect(codeCacheKey('https://explorewhitefish.com/map/basemap.pmtiles?range=1')).toBe('https://explorewhitefish.com/map/basemap.pmtiles');
});
