import 'server-only';
import type { ListView } from '@/lib/config/routes';
import { todayInZone } from '@/lib/dates';
import { ELEMENT_IDS, upcomingOccurrences, type Entry } from '@/lib/entries';
import { orderEntries, type ListQuery } from '@/lib/list-query';
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
