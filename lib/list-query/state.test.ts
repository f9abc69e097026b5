import { LIST_VIEWS } from '../config/routes';
import { MAX_LIST_PAGE } from './pages';
import { defaultsFor, parseListQuery, parseQuery, toQueryString, toSearchParams } from './state';

const stay = LIST_VIEWS.find((v) => v.key === 'stay')!;
const events = LIST_VIEWS.find((v) => v.key === 'events')!;

describe('defaults', () => {
  it('orders by priority, events by time', () => {
    expect(defaultsFor(stay)).toEqual({ category: '', order: 'priority', search: '', selected: '', tab: 'grid', page: 1, when: '', from: '', to: '' });
    expect(defaultsFor(events).order).toBe('time');
  });
});

describe('parseQuery', () => {
  const defaults = defaultsFor(stay);

  it('ignores unknown keys and invalid options', () => {
    expect(parseQuery(new URLSearchParams('?order=bogus&foo=1&tab=map'), defaults)).toEqual({ ...defaults, tab: 'map' });
    expect(parseQuery('tab=list&order=title', defaults)).toEqual({ ...defaults, order: 'title' });
  });

  it('takes the first, trimmed, length-limited string value', () => {
    const q = parseQuery({ search: ['  ski  ', 'other'], category: 'x'.repeat(500), selected: undefined }, defaults);
    expect(q.search).toBe('ski');
    expect(q.category).toHaveLength(200);
    expect(q.selected).toBe('');
  });

  it('accepts only finite numbers for numeric defaults', () => {
    const numeric = { page: 1, search: '' };
    expect(parseQuery('page=3', numeric).page).toBe(3);
    expect(parseQuery('page=Infinity', numeric).page).toBe(1);
    expect(parseQuery('page=abc', numeric).page).toBe(1);
    expect(parseQuery('page=', numeric).page).toBe(1);
  });

  it('reads page as a whole number from 1 to the last page any list can have; anything else is page 1', () => {
    const page = (raw: string) => parseQuery(`page=${raw}`, defaults).page;
    expect(page('2')).toBe(2);
    expect(page(' 3 ')).toBe(3);
    expect(page(String(MAX_LIST_PAGE))).toBe(MAX_LIST_PAGE);
    for (const bad of ['0', '-1', '1.5', '2e0', '0x2', 'abc', '', String(MAX_LIST_PAGE + 1), '99999999999']) expect(page(bad)).toBe(1);
    expect(toQueryString({ ...defaults, page: 1 }, defaults)).toBe('');
    expect(toQueryString({ ...defaults, search: 'ski', page: 3 }, defaults)).toBe('?search=ski&page=3');
  });

  it('never throws on odd input', () => {
    expect(parseQuery(null, defaults)).toEqual(defaults);
    expect(parseQuery({ constructor: 'x', __proto__: 'y' } as never, defaults)).toEqual(defaults);
  });
});

describe('toSearchParams', () => {
  it('omits defaults, in a stable order', () => {
    const defaults = defaultsFor(stay);
    const state = { ...defaults, tab: 'map' as const, search: 'hot tub', order: 'title' as const };
    expect(toSearchParams(state, defaults).toString()).toBe('order=title&search=hot+tub&tab=map');
    expect(toQueryString(defaults, defaults)).toBe('');
    expect(parseQuery(toSearchParams(state, defaults), defaults)).toEqual(state);
  });
});

describe('dates in the query (docs/product.md#dates-on-the-events-list)', () => {
  const defaults = defaultsFor(events);
  const today = '2026-11-23';

  it('keeps only known quick choices and real calendar days', () => {
    expect(parseQuery('when=weekend&from=2026-12-01&to=2026-12-24', defaults)).toMatchObject({ when: 'weekend', from: '2026-12-01', to: '2026-12-24' });
    for (const bad of ['2026-02-30', '9999-99-99', '2026-1-5', 'junk', '2026-12-01T00:00', '20261201', '']) {
      expect(parseQuery(`from=${bad}&to=${bad}`, defaults)).toMatchObject({ from: '', to: '' });
    }
    expect(parseQuery('when=yesterday', defaults).when).toBe('');
    expect(parseQuery('from=2028-02-29', defaults).from).toBe('2028-02-29');
  });

  it('keeps dates on the events list only, as the list keeps them', () => {
    expect(parseListQuery('when=today', stay, today)).toEqual(defaultsFor(stay));
    expect(parseListQuery('when=today&from=2026-12-01', events, today)).toMatchObject({ when: 'today', from: '', to: '' });
    expect(parseListQuery('when=any&from=2026-12-01', events, today)).toMatchObject({ when: '', from: '', to: '' });
    expect(parseListQuery('from=2026-12-24&to=2026-12-01', events, today)).toMatchObject({ from: '2026-12-01', to: '2026-12-24' });
    expect(parseListQuery('from=2026-11-01&to=2026-11-20', events, today)).toMatchObject({ from: '', to: '' });
    expect(toQueryString(parseListQuery('category=x&when=week&order=title&page=2', events, today), defaults)).toBe(
      '?category=x&order=title&page=2&when=week',
    );
  });

  it('reads the clock only when the query names days: a list without dates builds no date formatter', () => {
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(parseListQuery('category=x&order=title', events)).toEqual({ ...defaults, category: 'x', order: 'title' });
      expect(parseListQuery('', stay)).toEqual(defaultsFor(stay));
      expect(built).not.toHaveBeenCalled();
      // A past range is dropped against today's date, which is then read.
      expect(parseListQuery('from=2000-01-01&to=2000-01-02', events)).toMatchObject({ from: '', to: '' });
    } finally {
      built.mockRestore();
    }
  });
});
