import { LIST_VIEWS } from '../config/routes';
import { cachedListPath, isCacheableState, stateFromSegment, stateSegment } from './cached-state';
import { defaultsFor, parseListQuery } from './state';

const stay = LIST_VIEWS.find((v) => v.key === 'stay')!;
const events = LIST_VIEWS.find((v) => v.key === 'events')!;
const DAY = '2026-11-24';

describe('state ↔ path', () => {
  it('names the default state `_` and keeps the day in the path', () => {
    expect(cachedListPath(stay, DAY, defaultsFor(stay))).toBe('/stay/2026-11-24/_');
    expect(stateFromSegment('_', stay, DAY)).toEqual(defaultsFor(stay));
  });

  it('writes the canonical query (non-default values, fixed key order) as one encoded segment', () => {
    const query = parseListQuery('page=2&order=title&category=stay-cabins&tab=map', stay, DAY);
    expect(stateSegment(query, stay)).toBe('category=stay-cabins&order=title&tab=map&page=2');
    expect(cachedListPath(stay, DAY, query)).toBe('/stay/2026-11-24/category%3Dstay-cabins%26order%3Dtitle%26tab%3Dmap%26page%3D2');
  });

  it.each([
    ['stay', ''],
    ['stay', 'order=title'],
    ['stay', 'category=stay-cabins&tab=map&page=3'],
    ['events', 'when=weekend'],
    ['events', 'order=title&when=today&page=2'],
  ])('round-trips %s?%s', (key, qs) => {
    const view = key === 'stay' ? stay : events;
    const query = parseListQuery(qs, view, DAY);
    expect(stateFromSegment(stateSegment(query, view), view, DAY)).toEqual(query);
  });

  it('one address per state: a non-canonical spelling of a state is no state at all', () => {
    expect(stateFromSegment('order=title', stay, DAY)).not.toBeNull();
    expect(stateFromSegment('page=2&order=title', stay, DAY)).toBeNull(); // key order
    expect(stateFromSegment('order=priority', stay, DAY)).toBeNull(); // a default written out
    expect(stateFromSegment('', stay, DAY)).toBeNull();
    expect(stateFromSegment('order=bogus', stay, DAY)).toBeNull();
    expect(stateFromSegment('when=today', stay, DAY)).toBeNull(); // dates only on the events list
    expect(stateFromSegment('?order=title', stay, DAY)).toBeNull();
  });

  it('rejects junk days and free-text states', () => {
    expect(stateFromSegment('_', stay, '2026-02-30')).toBeNull();
    expect(stateFromSegment('_', stay, 'today')).toBeNull();
    expect(stateFromSegment('search=hot+tub', stay, DAY)).toBeNull();
    expect(stateFromSegment('selected=abc', stay, DAY)).toBeNull();
    expect(stateFromSegment('from=2026-12-01&to=2026-12-02', events, DAY)).toBeNull();
  });
});

describe('which states are cached', () => {
  const categories = new Set(['stay-cabins', 'stay-hotels']);
  const cacheable = (qs: string, view = stay, known: ReadonlySet<string> | null = categories) =>
    isCacheableState(parseListQuery(qs, view, DAY), known);

  it('the default state, orders, tabs, pages and quick dates', () => {
    expect(cacheable('')).toBe(true);
    expect(cacheable('order=a-z&tab=map&page=4')).toBe(true);
    expect(cacheable('when=week&order=title', events)).toBe(true);
  });

  it('a category only when it is one of the view’s real categories', () => {
    expect(cacheable('category=stay-cabins')).toBe(true);
    expect(cacheable('category=made-up')).toBe(false);
    expect(cacheable('category=stay-cabins', stay, null)).toBe(false);
  });

  it('never free text: search, the selected place, custom dates', () => {
    expect(cacheable('search=pool')).toBe(false);
    expect(cacheable('selected=abc&tab=map')).toBe(false);
    expect(cacheable('from=2026-12-01', events)).toBe(false);
  });

  it('a list of places: its quick dates for the day, never "open now" (it changes by the minute)', () => {
    const dine = LIST_VIEWS.find((v) => v.key === 'dine')!;
    expect(cacheable('when=weekend', dine)).toBe(true);
    expect(stateSegment(parseListQuery('when=weekend', dine, DAY), dine)).toBe('when=weekend');
    expect(cacheable('when=now', dine)).toBe(false);
    expect(stateFromSegment('when=now', dine, DAY)).toBeNull();
    expect(cacheable('from=2026-12-01', dine)).toBe(false);
    // lists of other types take no dates: the value is ignored and names the plain state
    expect(stateSegment(parseListQuery('when=now', stay, DAY), stay)).toBe('_');
    // nor does the events list take "open now"
    expect(stateSegment(parseListQuery('when=now', events, DAY), events)).toBe('_');
  });
});
