import { queryStatePath, selectOptions } from './list-query-state.mjs';

const controls = (categories: string, orders: string) =>
  `<main><form action="/stay"><select id="l-category" name="category"><option value="">All</option>${categories}</select>` +
  `<select id="l-order" name="order">${orders}</select></form></main>`;

test('selectOptions lists a select’s non-empty values in page order, entities decoded', () => {
  const html = controls('<option value="stay-hotels">Hotels</option><option value="a&amp;b">A&amp;B</option>', '');
  expect(selectOptions(html, 'category')).toEqual(['stay-hotels', 'a&b']);
  expect(selectOptions(html, 'when')).toEqual([]);
});

test('queryStatePath takes the first category and a-z when offered', () => {
  const html = controls(
    '<option value="stay-hotels">Hotels</option><option value="stay-cabins">Cabins</option>',
    '<option value="priority">Featured</option><option value="a-z">A–Z</option><option value="z-a">Z–A</option>',
  );
  expect(queryStatePath('/stay', html)).toBe('/stay?category=stay-hotels&order=a-z');
});

test('queryStatePath falls back to the last order, and to null without controls', () => {
  expect(queryStatePath('/events', controls('', '<option value="time">Soonest</option><option value="title">Title</option>'))).toBe('/events?order=title');
  expect(queryStatePath('/events', '<main>no controls</main>')).toBeNull();
});
