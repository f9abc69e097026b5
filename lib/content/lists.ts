import 'server-only';
import { MAP_TYPES, type ListView } from '@/lib/config/routes';
import { todayInZone } from '@/lib/dates';
import { ELEMENT_IDS, upcomingOccurrences, type Entry } from '@/lib/entries';
import { orderEntries, toCardData, type ListPayload, type ListQuery } from '@/lib/list-query';
import { listEntries } from './entries';

/** Most items one list page shows; the count then reads '{n} of {t} items'. */
export const LIST_PAGE_SIZE = 60;

export interface ListResults {
  entries: Entry[];
  total: number;
  today: string;
}

/** The items of a list view for a query: filtered and ordered by the content service, events expanded per occurrence. */
export async function getListResults(view: ListView, query: ListQuery, now = new Date()): Promise<ListResults> {
  const today = todayInZone(now);
  const isEvents = view.type === 'event';
  const { entries, total } = await listEntries({
    type: view.type,
    category: query.category || undefined,
    search: query.search || undefined,
    order: query.order === 'score' && !query.search ? 'priority' : query.order,
    ...(isEvents ? { [`element.${ELEMENT_IDS.eventDatetime}`]: `>=${today}` } : {}),
    limit: LIST_PAGE_SIZE,
  });
  if (!isEvents) return { entries: orderEntries(entries, query.order, { search: query.search, today }), total, today };
  const occurrences = orderEntries(upcomingOccurrences(entries, today), query.order, { search: query.search, today });
  return { entries: occurrences, total: Math.max(total - entries.length, 0) + occurrences.length, today };
}

/** A list view's results as serialisable cards (page render and GET /api/lists/{key} share this). */
export async function getListPayload(view: ListView, query: ListQuery, now = new Date()): Promise<ListPayload> {
  const { entries, total, today } = await getListResults(view, query, now);
  return { items: entries.map((entry) => toCardData(entry, today)), total, today };
}

/** Most places the /map page draws. */
export const MAP_PAGE_SIZE = 500;

/** Every map-listed entry (MAP_TYPES) that has a point, ordered Featured first, as cards. */
export async function getMapPayload(now = new Date()): Promise<ListPayload> {
  const today = todayInZone(now);
  const { entries, total } = await listEntries({ type: MAP_TYPES.join(','), order: 'priority', limit: MAP_PAGE_SIZE });
  const items = orderEntries(entries, 'priority')
    .map((entry) => toCardData(entry, today))
    .filter((card) => card.point !== null);
  return { items, total: Math.max(items.length, total - (entries.length - items.length)), today };
}
