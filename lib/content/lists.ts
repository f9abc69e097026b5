import 'server-only';
import { MAP_TYPES, type ListView } from '@/lib/config/routes';
import { todayInZone } from '@/lib/dates';
import { ELEMENT_IDS, upcomingOccurrences, type Entry, type ListedEntry } from '@/lib/entries';
import { entryHours, entryHoursLive } from '@/lib/hours/entry-hours';
import { isOpenAt, isOpenOnDays } from '@/lib/hours/intervals';
import { datesKindOf, LIST_MAX_ITEMS, OPEN_NOW, orderEntries, pageOf, resolveDates, toCardData, type CardData, type DayRange, type ListPage, type ListPayload, type ListQuery } from '@/lib/list-query';
import { getEntriesById, listEntries, listEntriesLazily } from './entries';
import { knownCategory } from './list-categories';

/**
 * The fields a list orders, counts and phase-checks its items by (lib/entries/entry.ts entryKeys; `score` comes with
 * any search). A list that shows a page of its items reads only these for all of them, then the page's entries.
 */
const KEY_FIELDS = 'id,title,phase,groups';

export interface ListResults {
  /** Every listable item, in order: at most LIST_MAX_ITEMS (normalized where used: a page shows LIST_PAGE_SIZE). */
  entries: ListedEntry[];
  /** Items matching the query, listable or not. */
  total: number;
  today: string;
  /** The events list's days, or a list of places' days or "open now", when the query asks for some. */
  dates?: DayRange;
  /** A list of places with dates: how many matching places keep no machine-readable hours (not listed). */
  withoutHours?: number;
  /** The entries were read as their keys alone: `entry()` of one is not the entry (see shownEntries). */
  keysOnly?: boolean;
}

/** An entry already normalized (an event's occurrence), as a list holds it. */
const asListed = (entry: Entry): ListedEntry => ({ ...entry, entry: () => entry });

/**
 * The items of a list view for a query: filtered and ordered by the content service, events expanded per
 * occurrence, then ordered here. One read of the first LIST_MAX_ITEMS entries serves every page (the same cache
 * entry), so page N is the same slice wherever it is asked for (docs/product.md#pages). With `keys`, a list that
 * orders by keys alone reads only those (KEY_FIELDS), and its page reads its own entries (getListPage).
 */
export async function getListResults(view: ListView, asked: ListQuery, now = new Date(), { keys = false }: { keys?: boolean } = {}): Promise<ListResults> {
  const query = { ...asked, category: await knownCategory(view, asked.category) };
  const today = todayInZone(now);
  const isEvents = view.type === 'event';
  const dates = isEvents ? resolveDates(query, today) : null;
  const placeDates = datesKindOf(view.type) === 'hours' ? resolveDates(query, today) : null;
  // Events (expanded per occurrence) and places on dates (weighed by their hours) need whole entries to be listed;
  // any other list orders and counts by keys, so those are all it reads of the items it does not show.
  const keysOnly = keys && !isEvents && !placeDates;
  const fromDay = dates?.from ?? today;
  // Custom days (`from`, `to`) are any of some 730 days a URL can name: like free text, they are not read through the
  // data cache (quick choices and the plain list are: a handful of keys a day).
  const params = {
    type: view.type,
    category: query.category || undefined,
    search: query.search || undefined,
    ...(isEvents ? { [`element.${ELEMENT_IDS.eventDatetime}`]: `>=${fromDay}` } : {}),
    ...(keysOnly ? { data: KEY_FIELDS } : {}),
    limit: LIST_MAX_ITEMS,
  };
  const readOptions = { freeText: Boolean(dates && !dates.when) };
  // With dates, read by date: the events in the range are then the first ones read (docs/product.md#dates-on-the-events-list).
  const readOrder = dates ? 'time' : query.order === 'score' && !query.search ? 'priority' : query.order;
  // Every order and tab of one filter shows the same items when one read holds them all, so they share one read in
  // the list's own order, kept in the data cache: a new order or tab reads nothing. Only a list longer than one read
  // is read again in the order asked, since the order then decides which items are read. A search is read in the
  // order asked at once: its reads are not kept (free text), and a shared read first would be a second read of
  // every long search.
  const sharedOrder = dates ? 'time' : query.search ? readOrder : isEvents ? 'time' : 'priority';
  const shared = await listEntriesLazily({ ...params, order: sharedOrder }, readOptions);
  const { entries, total } = readOrder === sharedOrder || shared.entries.length >= shared.total ? shared : await listEntriesLazily({ ...params, order: readOrder }, readOptions);
  const options = { search: query.search, today };
  if (placeDates) return openOn(orderEntries(entries, query.order, options), placeDates, now, today);
  if (!isEvents) return { entries: orderEntries(entries, query.order, options).slice(0, LIST_MAX_ITEMS), total, today, ...(keysOnly ? { keysOnly } : {}) };
  // Every occurrence of the entries read, ordered, then cut: an occurrence past the cut is a later one in any
  // order (occurrences of one event share its title and rank, and start no earlier than its next occurrence).
  const read = entries.map((listed) => listed.entry());
  const occurrences = orderEntries(upcomingOccurrences(read, fromDay, dates?.to), query.order, options);
  // Entries not read count once each, as long as they may still be in the range: read by date, they are not
  // when the last one read is not.
  const unread = Math.max(total - entries.length, 0);
  const last = read.at(-1);
  const unreadMayMatch = !dates || (last !== undefined && upcomingOccurrences([last], fromDay, dates.to).length > 0);
  return {
    entries: occurrences.slice(0, LIST_MAX_ITEMS).map(asListed),
    total: (unreadMayMatch ? unread : 0) + occurrences.length,
    today,
    ...(dates ? { dates } : {}),
  };
}

/** The card with its open/closed badge from `now` when the entry has machine-readable hours (docs/product.md#opening-hours). */
function withHours(card: CardData, entry: Entry, now: Date): CardData {
  const hours = entryHoursLive(entry, now.getTime());
  return hours ? { ...card, hours } : card;
}

/**
 * The places of a list open on the days asked for, or at `now` for "open now" (docs/product.md#open-on-my-dates), in
 * their order. Places without machine-readable hours (or with a value that does not parse) are not listed but
 * counted apart. Only the entries read are weighed (the first LIST_MAX_ITEMS of the list).
 */
function openOn(entries: readonly ListedEntry[], dates: DayRange, now: Date, today: string): ListResults {
  const open: ListedEntry[] = [];
  let withoutHours = 0;
  for (const listed of entries) {
    const hours = entryHours(listed.entry());
    if (!hours) withoutHours += 1;
    else if (dates.when === OPEN_NOW ? isOpenAt(hours, now.getTime()) : isOpenOnDays(hours, dates.from, dates.to)) open.push(listed);
  }
  return { entries: open.slice(0, LIST_MAX_ITEMS), total: open.length, today, dates, withoutHours };
}

/**
 * A list view's results as serialisable cards: pages 1..query.page when `cumulative` (the rendered page), page
 * query.page alone otherwise (GET /api/lists/{key}?page=N, what "Show more" fetches).
 */
export async function getListPage(view: ListView, query: ListQuery, { cumulative }: { cumulative: boolean }, now = new Date()): Promise<ListPage> {
  const { entries, total, today, dates, withoutHours, keysOnly } = await getListResults(view, query, now, { keys: true });
  const { items, page, more } = pageOf(entries, query.page, cumulative);
  const shown = await shownEntries(items, keysOnly);
  return { items: shown.map((entry) => withHours(toCardData(entry, today), entry, now)), total, today, ...(dates ? { dates } : {}), ...(withoutHours !== undefined ? { withoutHours } : {}), page, more };
}

/**
 * The entries of the items a page shows, in their order: read by id when the list read only keys (each entry cached
 * on its own, as a trip's are; one the list read but that is gone since is left out).
 */
async function shownEntries(items: readonly ListedEntry[], keysOnly = false): Promise<Entry[]> {
  if (!keysOnly) return items.map((listed) => listed.entry());
  const byId = new Map((await getEntriesById(items.map((listed) => listed.id))).map((entry) => [entry.sourceId, entry]));
  return items.flatMap((listed) => byId.get(listed.id) ?? []);
}

/**
 * Every listable item of a list view's query that has a map point, for its map tab (GET /api/lists/{key}/map):
 * without the card text, which the map's compact cards do not show. `total` is the list's.
 */
export async function getListMapPayload(view: ListView, query: ListQuery, now = new Date()): Promise<ListPayload> {
  const { entries, total, today, dates, withoutHours } = await getListResults(view, query, now);
  const items = entries
    .map((listed) => toCardData(listed.entry(), today))
    .filter((card) => card.point !== null)
    .map((card) => ({ ...card, summary: '' }));
  return { items, total, today, ...(dates ? { dates } : {}), ...(withoutHours !== undefined ? { withoutHours } : {}) };
}

/** Every map-listed entry (MAP_TYPES) that has a point, ordered Featured first, as cards: at most LIST_MAX_ITEMS, like a list. */
export async function getMapPayload(now = new Date()): Promise<ListPayload> {
  const today = todayInZone(now);
  const { entries, total } = await listEntries({ type: MAP_TYPES.join(','), order: 'priority', limit: LIST_MAX_ITEMS });
  const items = orderEntries(entries, 'priority')
    .map((entry) => toCardData(entry, today))
    .filter((card) => card.point !== null);
  return { items, total: Math.max(items.length, total - (entries.length - items.length)), today };
}
