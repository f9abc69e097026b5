/** Recurring events: one list item per upcoming occurrence (docs/product.md#the-events-list). */
import { dayInZone, isUpcoming, nextOccurrence, rangeStartMs, sortRanges, type DateRange } from '../dates';
import { eventRanges } from './access';
import { ELEMENT_IDS } from './element-ids';
import type { Entry, EntryElement } from './types';
import { entryPath } from '../text';

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

function withOccurrence(entry: Entry, occurrence: DateRange, rest: DateRange[], id: string): Entry {
  const el = entry.element[ELEMENT_IDS.eventDatetime];
  if (el?.type !== 'datetime') return entry;
  const updated: EntryElement = { ...el, data: [occurrence, ...rest] };
  return {
    ...entry,
    id,
    occurrence,
    elements: entry.elements.map((e) => (e === el ? updated : e)),
    element: { ...entry.element, [el.id]: updated },
  };
}

/**
 * Upcoming occurrences one event may have as list items: every day for a year. Each item carries the dates after
 * it, so an event with thousands of dates (an import, a partner feed) would cost their square in copies.
 */
export const MAX_OCCURRENCES = 366;

/**
 * The entry's upcoming occurrences from `fromDay` ('YYYY-MM-DD' in the zone) on, earliest first, at most
 * MAX_OCCURRENCES. With several date ranges each upcoming one becomes an item with id `sourceId::YYYY-MM-DD` (its
 * start day) whose event-datetime list starts with that occurrence; a single-range event keeps its id.
 * Past-only or undated entries give [].
 */
export function expandOccurrences(entry: Entry, fromDay: string): Entry[] {
  const ranges = sortRanges(eventRanges(entry));
  const upcoming = ranges.filter((r) => isUpcoming(r, fromDay)).slice(0, MAX_OCCURRENCES);
  if (upcoming.length === 0) return [];
  if (ranges.length === 1) return [withOccurrence(entry, upcoming[0], [], entry.sourceId)];
  const seen = new Set<string>();
  const out: Entry[] = [];
  upcoming.forEach((range, i) => {
    const day = dayInZone(range[0]);
    if (!day) return;
    const id = `${entry.sourceId}::${day}`;
    if (seen.has(id)) return;
    seen.add(id);
    out.push(withOccurrence(entry, range, upcoming.slice(i + 1), id));
  });
  return out;
}

/** The date an entry sorts by: its own occurrence, else its next upcoming range. */
export function entryNextOccurrence(entry: Pick<Entry, 'element' | 'occurrence'>, today: string): DateRange | null {
  return nextOccurrence(eventRanges(entry), today, entry.occurrence);
}

/**
 * The events list: every upcoming occurrence of every entry, sorted by date (ties keep list order). With `until`
 * (a day), only occurrences starting by then: with `today` the range's first day, those with any day in the range
 * (docs/product.md#dates-on-the-events-list).
 */
export function upcomingOccurrences(entries: readonly Entry[], today: string, until?: string): Entry[] {
  const startsInTime = (e: Entry) => {
    const start = e.occurrence ? dayInZone(e.occurrence[0]) : null;
    return !until || (start !== null && start <= until);
  };
  return entries
    .flatMap((e) => expandOccurrences(e, today).filter(startsInTime))
    .map((e, i) => ({ e, i, t: rangeStartMs(e.occurrence) }))
    .sort((a, b) => a.t - b.t || a.i - b.i)
    .map(({ e }) => e);
}

/**
 * The occurrence an entry page was opened for (`?date=YYYY-MM-DD`, docs/product.md#entry-pages): the range of
 * `ranges` that starts on `day` in the zone and has not ended by `today`. Anything else — malformed, a day no
 * range starts on, an occurrence that is over — is null: the page shows the next upcoming date instead.
 */
export function occurrenceOn(ranges: readonly DateRange[], day: string | null | undefined, today: string): DateRange | null {
  if (!day || !DAY_RE.test(day)) return null;
  return sortRanges(ranges).find((range) => dayInZone(range[0]) === day && isUpcoming(range, today)) ?? null;
}

/** One occurrence of an entry: the day it starts on (its `?date=`) and its date range. */
export interface EntryOccurrence {
  day: string;
  range: DateRange;
}

/** `occurrenceOn` for an entry's event dates, with the day it was asked for. */
export function entryOccurrenceOn(entry: Pick<Entry, 'element'>, day: string | null | undefined, today: string): EntryOccurrence | null {
  const range = occurrenceOn(eventRanges(entry), day, today);
  return range && day ? { day, range } : null;
}

/** The address of one occurrence of an entry: its page with `?date=` its start day. */
export function occurrenceHref(path: string, day: string): string {
  return `${path}?date=${day}`;
}

/**
 * Where an entry asked for at `pathname` must be sent instead (a permanent redirect), or null when that is its
 * canonical path: a wrong title slug goes to the canonical one, keeping the occurrence's day when one was named.
 */
export function canonicalEntryRedirect(pathname: string, canonical: string, day: string | null | undefined): string | null {
  if (pathname === canonical) return null;
  return day ? occurrenceHref(canonical, day) : canonical;
}

/** Where a card links: a list item standing for one occurrence of a recurring event (`{id}::{day}`) opens that date. */
export function entryHref(entry: Entry): string {
  const day = entry.occurrence && entry.id.includes('::') ? dayInZone(entry.occurrence[0]) : null;
  return day ? occurrenceHref(entryPath(entry), day) : entryPath(entry);
}
