import { listCategories, recordListCategories } from '../content/list-categories';
import { listRouteDecision } from './list-route-gate';

const today = '2026-11-24';
const read = { read: true, preview: false, today };
const decide = (path: string, qs = '', options = read) => listRouteDecision(path, new URLSearchParams(qs), options);

beforeEach(() => listCategories().clear());

test('a list view’s default and option states go to its internal route for today', () => {
  expect(decide('/stay')).toEqual({ action: 'cached', path: '/stay/2026-11-24/_', canonical: true });
  expect(decide('/stay/', 'order=bogus&junk=1')).toEqual({ action: 'cached', path: '/stay/2026-11-24/_', canonical: false });
  expect(decide('/events', 'page=2&when=weekend')).toEqual({ action: 'cached', path: '/events/2026-11-24/page%3D2%26when%3Dweekend', canonical: true });
});

test('only a state’s one canonical address may be kept by a shared cache: any other spelling is not', () => {
  expect(decide('/stay', 'order=a-z')).toMatchObject({ action: 'cached', canonical: true });
  expect(decide('/stay', 'order=a-z&_rsc=1x2y')).toMatchObject({ canonical: true });
  for (const junk of ['order=a-z&utm_source=x', 'order=a-z&order=a-z', 'order=priority', 'order=a-z&search=', 'junk=1']) {
    expect([junk, decide('/stay', junk)]).toEqual([junk, expect.objectContaining({ action: 'cached', canonical: false })]);
  }
  expect(decide('/events', 'when=weekend&page=2')).toMatchObject({ path: '/events/2026-11-24/page%3D2%26when%3Dweekend', canonical: false });
});

test('the day in the path rolls over at midnight in America/Denver', () => {
  expect(decide('/events', '', { ...read, today: '2026-11-25' })).toEqual({ action: 'cached', path: '/events/2026-11-25/_', canonical: true });
});

test('a category is cached once the site has read it as one of the list’s categories', () => {
  expect(decide('/stay', 'category=stay-cabins')).toBeNull();
  recordListCategories({ stay: [{ id: 'stay-cabins', label: 'Cabins' }] });
  expect(decide('/stay', 'category=stay-cabins')).toEqual({ action: 'cached', path: '/stay/2026-11-24/category%3Dstay-cabins', canonical: true });
  expect(decide('/dine', 'category=stay-cabins')).toBeNull();
});

test('once a list’s categories are known, any other category value is the state without one: junk adds no pages', () => {
  recordListCategories({ stay: [{ id: 'stay-cabins', label: 'Cabins' }] });
  const paths = new Set(Array.from({ length: 500 }, (_, i) => decide('/stay', `category=junk-${i}&order=a-z`)).map((d) => d && 'path' in d && d.path));
  expect([...paths]).toEqual(['/stay/2026-11-24/order%3Da-z']);
});

test('free text, preview and other methods are rendered per request', () => {
  expect(decide('/stay', 'search=pool')).toBeNull();
  expect(decide('/events', 'from=2026-12-01&to=2026-12-03')).toBeNull();
  expect(decide('/stay', '', { ...read, preview: true })).toBeNull();
  expect(decide('/stay', '', { ...read, read: false })).toBeNull();
});

test('the internal route asked for directly is not found; other paths are not list views', () => {
  expect(decide('/stay/2026-11-24/_')).toEqual({ action: 'not-found' });
  expect(decide('/events/2026-11-24/when%3Dweekend/')).toEqual({ action: 'not-found' });
  expect(decide('/about-whitefish')).toBeNull();
  expect(decide('/entries/a/b/c')).toBeNull();
});
