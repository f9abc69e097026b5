import { imageUrl } from './images';

it('adds quality and auto-rotate to vendor images when absent', () => {
  expect(imageUrl('https://cdn.elebase.io/p/a.jpg')).toBe('https://cdn.elebase.io/p/a.jpg?q=75&rot=auto');
  expect(imageUrl('https://cdn.elebase.io/p/a.jpg?q=90')).toBe('https://cdn.elebase.io/p/a.jpg?q=90&rot=auto');
});

it('leaves other hosts, local paths and junk alone', () => {
  expect(imageUrl('https://example.com/a.jpg')).toBe('https://example.com/a.jpg');
  expect(imageUrl('/images/a.jpg')).toBe('/images/a.jpg');
  expect(imageUrl('not a url')).toBe('not a url');
});
