import 'server-only';
import { addDays, rangeStartMs, startOfDayInZone, todayInZone } from '@/lib/dates';
import { ELEMENT_IDS, eventRanges, upcomingOccurrences, type Entry } from '@/lib/entries';
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
import { scanStore, TOO_BROAD } from './feed-scan';

/** Occurrences by start, ties by the occurrence's id (`{entry}::{day}` for a series). */
const positionOf = (item: { entry: Entry }): Position => ({ key: rangeStartMs(item.entry.occurrence), id: item.entry.id });

/** A window's page is first looked for in this many events of the store's time order. */
const FIRST_READ = 200;
/**
 * The store and this site read an event's dates each in their own way (a day alone, a date-only element given a
 * time): two days is more than the two can differ by for one date, so a bound this far under the site's reading
 * is under the store's.
 */
const READING_MARGIN_MS = 2 * 86_400_000;

/**
 * At most the store's time key of `entry` (its earliest date still running on `from`, counted from the start of
 * `from`): every event the store orders after `entry` has each of its dates that run on `from` starting no
 * earlier than this.
 */
function keyFloor(entry: Entry | undefined, fromMs: number): number {
  const starts = eventRanges(entry).map((range) => rangeStartMs(range)).filter(Number.isFinite);
  if (starts.length === 0) return fromMs;
  return Math.max(fromMs, Math.min(...starts)) - READING_MARGIN_MS;
}

/**
 * The events read from `from` on, in start order. Only a `from` of today is read through the data cache (one key a
 * day); any other day a URL names is a free-text read, as the events list treats custom days.
 */
function eventsRead(from: string, search: string | undefined, now: Date, limit: number, page = 1) {
  return feedRead(
    { type: 'event', [`element.${ELEMENT_IDS.eventDatetime}`]: `>=${from}`, order: 'time', limit, ...(page > 1 ? { page } : {}), ...(search ? { search } : {}) },
    { freeText: from !== todayInZone(now) },
  );
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
  const near = nearOf(query.near, query.radius);
  const size = pageSizeOf(query.limit);
  // Every occurrence with a day from `from` to `to` (America/Denver), in start order.
  const pageOf = (entries: Entry[]) => {
    const occurrences = upcomingOccurrences(entries, from, to).filter((entry) => inCategories(entry, categories));
    return pageAfter(withinReach(occurrences, near).sort(byPosition(positionOf)), positionOf, after, size, digest);
  };
  // What a read left out starts at or after its last event's key: past `to`, or past a full page's end.
  const fromMs = startOfDayInZone(from).getTime();
  const endMs = startOfDayInZone(addDays(to, 1)).getTime();
  const decide = (entries: Entry[], whole: boolean) => {
    const candidate = pageOf(entries);
    if (whole) return candidate;
    const floor = keyFloor(entries.at(-1), fromMs);
    const last = candidate.items.at(-1);
    const pageEnds = floor > fromMs && candidate.items.length === size && candidate.next !== null && last !== undefined && rangeStartMs(last.entry.occurrence) < floor;
    return floor >= endMs || pageEnds ? candidate : null;
  };
  const first = await eventsRead(from, query.q, now, FIRST_READ);
  const page = decide(first.entries, first.whole) ?? (await scanStore((n) => eventsRead(from, query.q, now, FEED_READ_LIMIT, n), decide));
  if (page === null) return { ok: false, message: TOO_BROAD };
  const context = feedContext(now);
  const fields = listOf(query.fields);
  return {
    ok: true,
    value: { next: page.next, items: page.items.map(({ entry, ...extra }) => selectFields(eventRecord(entry, context, extra), fields)) },
  };
}
