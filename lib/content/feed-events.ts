import 'server-only';
import { addDays, rangeStartMs, todayInZone } from '@/lib/dates';
import { ELEMENT_IDS, upcomingOccurrences, type Entry } from '@/lib/entries';
import { byPosition, decodeCursor, pageAfter, queryDigest, type Page, type Position } from '@/lib/feed/cursor';
import { eventRecord, selectFields } from '@/lib/feed/entry-records';
import { inCategories, withinReach } from '@/lib/feed/filters';
import { daysOf, listOf, nearOf, pageSizeOf } from '@/lib/feed/param-values';
import { MAX_EVENT_DAYS, type EventsQuery } from '@/lib/feed/params';
import type { Parsed } from '@/lib/feed/query-params';
import type { Event } from '@/lib/feed/records';
import { feedContext } from './feed-context';
import { BAD_CURSOR } from './feed-places';
import { FEED_READ_LIMIT, feedRead } from './feed-reads';

/** Occurrences by start, ties by the occurrence's id (`{entry}::{day}` for a series). */
const positionOf = (item: { entry: Entry }): Position => ({ key: rangeStartMs(item.entry.occurrence), id: item.entry.id });

/**
 * Every occurrence with a day from `from` to `to` (America/Denver) of the events read from `from` on, in start order.
 * Only a `from` of today is read through the data cache (one key a day); any other day a URL names is a free-text
 * read, as the events list treats custom days.
 */
export async function occurrencesBetween(from: string, to: string, search: string | undefined, now: Date): Promise<Entry[]> {
  const { entries } = await feedRead(
    { type: 'event', [`element.${ELEMENT_IDS.eventDatetime}`]: `>=${from}`, order: 'time', limit: FEED_READ_LIMIT, ...(search ? { search } : {}) },
    { freeText: from !== todayInZone(now) },
  );
  return upcomingOccurrences(entries, from, to);
}

/** One page of /api/v1/events (docs/product.md#the-open-feed), or the message of a bad range or cursor. */
export async function feedEvents(query: EventsQuery, now = new Date()): Promise<Parsed<Page<Partial<Event> & { id: string }>>> {
  const { from, to } = daysOf(query.from, query.to, now);
  if (to > addDays(from, MAX_EVENT_DAYS - 1)) return { ok: false, message: `to: at most ${MAX_EVENT_DAYS} days after from.` };
  if (to < from) return { ok: false, message: 'to: must not be before from.' };
  const digest = queryDigest({ ...query, from, to });
  const after = query.cursor ? decodeCursor(query.cursor, digest) : null;
  if (query.cursor && !after) return { ok: false, message: BAD_CURSOR };
  const categories = listOf(query.category);
  const occurrences = (await occurrencesBetween(from, to, query.q, now)).filter((entry) => inCategories(entry, categories));
  const reached = withinReach(occurrences, nearOf(query.near, query.radius));
  const page = pageAfter(reached.sort(byPosition(positionOf)), positionOf, after, pageSizeOf(query.limit), digest);
  const context = feedContext(now);
  const fields = listOf(query.fields);
  return {
    ok: true,
    value: { next: page.next, items: page.items.map(({ entry, ...extra }) => selectFields(eventRecord(entry, context, extra), fields)) },
  };
}
