/**
 * How a list reads: only the entries it shows are normalized, and the events list reads and counts with dates (docs/product.md#dates-on-the-events-list) when more events match
 * than one read returns: the content service's answer is mocked, cut short as LIST_MAX_ITEMS would cut it.
 */
import { LIST_VIEWS } from '@/lib/config/routes';
import { normalizeEntry, type Entry } from '@/lib/entries';
import { wireEvent, wirePlace } from '@/lib/entries/fixtures';
import { defaultsFor, LIST_MAX_ITEMS, LIST_PAGE_SIZE } from '@/lib/list-query';
import { getEntriesById, listEntriesLazily } from './entries';
import { getListPage, getListResults } from './lists';

jest.mock('./entries', () => ({ listEntriesLazily: jest.fn(), getEntriesById: jest.fn() }));

const events = LIST_VIEWS.find((v) => v.key === 'events')!;
// Monday Nov 23, 2026, 10 AM in Denver.
const NOW = new Date('2026-11-23T17:00:00Z');
const on = (id: string, day: string): Entry =>
  normalizeEntry(wireEvent({ id, title: id }, [[`${day}T12:00:00-07:00`, `${day}T13:00:00-07:00`]]))!;
const read = (entries: Entry[], total: number) =>
  (listEntriesLazily as jest.Mock).mockResolvedValueOnce({ entries: entries.map((entry) => ({ ...entry, entry: () => entry })), total });
const weekend = { ...defaultsFor(events), when: 'weekend' as const };
const lodge = (id: string) => normalizeEntry({ ...wireEvent({ id, title: `Lodge ${id}` }), types: [{ id: 'stay' }] })!;

beforeEach(() => jest.clearAllMocks());

it('reads by date from the range’s first day, and lists only the range', async () => {
  read([on('fri', '2026-11-27'), on('sun', '2026-11-29'), on('mon', '2026-11-30')], 3);
  const result = await getListResults(events, { ...weekend, order: 'title' }, NOW);
  expect(listEntriesLazily).toHaveBeenLastCalledWith(expect.objectContaining({ order: 'time', 'element.event-datetime': '>=2026-11-27' }), { freeText: false });
  expect(result.entries.map((e) => e.title)).toEqual(['fri', 'sun']);
  expect(result).toMatchObject({ total: 2, dates: { from: '2026-11-27', to: '2026-11-29', when: 'weekend' } });
});

it('reads custom days like free text (any of 730 days a URL can name), not through the data cache', async () => {
  read([on('fri', '2026-12-04')], 1);
  await getListResults(events, { ...defaultsFor(events), from: '2026-12-04', to: '2026-12-06' }, NOW);
  expect(listEntriesLazily).toHaveBeenLastCalledWith(expect.objectContaining({ 'element.event-datetime': '>=2026-12-04' }), { freeText: true });
});

it('counts the events not read when the last one read is still in the range: more may be', async () => {
  read([on('fri', '2026-11-27'), on('sat', '2026-11-28')], 10);
  expect((await getListResults(events, weekend, NOW)).total).toBe(2 + 8);
});

it('does not count them once the read has passed the range: read by date, the rest are later', async () => {
  read([on('fri', '2026-11-27'), on('mon', '2026-11-30')], 10);
  expect((await getListResults(events, weekend, NOW)).total).toBe(1);
});

it('without dates reads in the list’s order from today when one read cannot hold them all, and counts every event not read', async () => {
  read([on('fri', '2026-11-27'), on('mon', '2026-11-30')], 10);
  read([on('fri', '2026-11-27'), on('mon', '2026-11-30')], 10);
  const result = await getListResults(events, { ...defaultsFor(events), order: 'title' }, NOW);
  expect(listEntriesLazily).toHaveBeenLastCalledWith(expect.objectContaining({ order: 'title', 'element.event-datetime': '>=2026-11-23' }), { freeText: false });
  expect(result.total).toBe(10);
  expect(result.dates).toBeUndefined();
});

it('reads every item’s keys, orders them, and reads whole only the entries of the page shown', async () => {
  const stay = LIST_VIEWS.find((v) => v.key === 'stay')!;
  // Read best score first, as the content service orders a search; the list orders them again by its own rules.
  const entries = Array.from({ length: LIST_MAX_ITEMS }, (_, i) => {
    const entry = normalizeEntry({ ...wireEvent({ id: `stay-${i}`, title: `Lodge ${i}` }), types: [{ id: 'stay' }], score: LIST_MAX_ITEMS - i })!;
    return { ...entry, entry: jest.fn(() => entry) };
  });
  (listEntriesLazily as jest.Mock).mockResolvedValueOnce({ entries, total: 1000 });
  (getEntriesById as jest.Mock).mockImplementationOnce(async (ids: string[]) => entries.filter((e) => ids.includes(e.id)).reverse());
  const page = await getListPage(stay, { ...defaultsFor(stay), search: 'lodge', order: 'score', page: 2 }, { cumulative: false }, NOW);
  expect(listEntriesLazily).toHaveBeenCalledWith(expect.objectContaining({ data: 'id,title,phase,groups', limit: LIST_MAX_ITEMS }), expect.anything());
  expect(getEntriesById).toHaveBeenCalledWith(entries.slice(LIST_PAGE_SIZE, 2 * LIST_PAGE_SIZE).map((e) => e.id));
  expect(page.items.map((card) => card.title)).toEqual(entries.slice(LIST_PAGE_SIZE, 2 * LIST_PAGE_SIZE).map((e) => e.title));
  expect(page).toMatchObject({ total: 1000, page: 2, more: true });
  expect(entries.filter((e) => e.entry.mock.calls.length > 0)).toEqual([]);
});

it('reads whole entries for a list that lists by what they hold (events by occurrence)', async () => {
  read([on('fri', '2026-11-27')], 1);
  const page = await getListPage(events, defaultsFor(events), { cumulative: true }, NOW);
  expect(listEntriesLazily).toHaveBeenCalledWith(expect.not.objectContaining({ data: expect.anything() }), expect.anything());
  expect(getEntriesById).not.toHaveBeenCalled();
  expect(page.items.map((card) => card.title)).toEqual(['fri']);
});

it('shares one read among every order of a list that one read holds whole', async () => {
  const stay = LIST_VIEWS.find((v) => v.key === 'stay')!;
  const lodges = ['b', 'c', 'a'].map((id) => normalizeEntry({ ...wireEvent({ id, title: `Lodge ${id}` }), types: [{ id: 'stay' }] })!);
  read(lodges, 3);
  const result = await getListResults(stay, { ...defaultsFor(stay), order: 'z-a' }, NOW);
  expect(listEntriesLazily).toHaveBeenCalledTimes(1);
  expect(listEntriesLazily).toHaveBeenLastCalledWith(expect.objectContaining({ order: 'priority' }), { freeText: false });
  expect(result.entries.map((e) => e.title)).toEqual(['Lodge c', 'Lodge b', 'Lodge a']);
});

it('reads again in the order asked when the list is longer than one read', async () => {
  const stay = LIST_VIEWS.find((v) => v.key === 'stay')!;
  read([lodge('m')], 900);
  read([lodge('z')], 900);
  const result = await getListResults(stay, { ...defaultsFor(stay), order: 'z-a' }, NOW);
  expect((listEntriesLazily as jest.Mock).mock.calls.map(([params]) => params.order)).toEqual(['priority', 'z-a']);
  expect(result.entries.map((e) => e.title)).toEqual(['Lodge z']);
});

it('reads a search once, in the order asked, however many items match', async () => {
  const stay = LIST_VIEWS.find((v) => v.key === 'stay')!;
  read([lodge('m')], 900);
  const result = await getListResults(stay, { ...defaultsFor(stay), search: 'lodge' }, NOW);
  expect((listEntriesLazily as jest.Mock).mock.calls.map(([params]) => [params.order, params.search])).toEqual([['priority', 'lodge']]);
  expect(result).toMatchObject({ total: 900, entries: [expect.objectContaining({ title: 'Lodge m' })] });
});

describe('a list of places open now or on some days (docs/product.md#open-on-my-dates)', () => {
  const dine = LIST_VIEWS.find((v) => v.key === 'dine')!;
  const place = (id: string, hours?: string): Entry => normalizeEntry(wirePlace(id, hours))!;
  const places = () => [place('bar', 'Mo-Su 16:00-02:00'), place('cafe', 'Mo-Su 06:30-15:00'), place('no-hours'), place('weekends', 'Sa,Su 10:00-14:00'), place('bad', 'daily-ish')];

  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('lists the places open at the moment asked and counts those without hours apart', async () => {
    read(places(), 5);
    // Monday 10 AM: the café is open, the bar and the weekend place are not.
    const result = await getListResults(dine, { ...defaultsFor(dine), when: 'now' }, NOW);
    expect(listEntriesLazily).toHaveBeenLastCalledWith(expect.not.objectContaining({ 'element.event-datetime': expect.anything() }), { freeText: false });
    expect(result.entries.map((e) => e.title)).toEqual(['cafe']);
    expect(result).toMatchObject({ total: 1, withoutHours: 2, dates: { when: 'now', from: '2026-11-23', to: '2026-11-23' } });
  });

  it('lists the places open at any time of the days asked', async () => {
    read(places(), 5);
    const page = await getListPage(dine, { ...defaultsFor(dine), when: 'weekend' }, { cumulative: true }, NOW);
    expect(page.items.map((card) => card.title)).toEqual(['bar', 'cafe', 'weekends']);
    expect(page).toMatchObject({ total: 3, withoutHours: 2, dates: { from: '2026-11-27', to: '2026-11-29' } });
    // and each card has its badge
    expect(page.items.every((card) => card.hours && card.hours.steps.length > 0)).toBe(true);
  });
});
