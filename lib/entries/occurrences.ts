/** Recurring events: one list item per upcoming occurrence (docs/product.md#the-events-list). */
import { dayInZone, isUpcoming, nextOccurrence, rangeStartMs, sortRanges, type DateRange } from '../dates';
import { eventRanges } from './access';
import { ELEMENT_IDS } from './element-ids';
import type { Entry, EntryElement } from './types';

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
 * The entry's upcoming occurrences from `fromDay` ('YYYY-MM-DD' in the zone) on, earliest first.
 * With several date ranges each upcoming one becomes an item with id `sourceId::YYYY-MM-DD` (its start
 * day) whose event-datetime list starts with that occurrence; a single-range event keeps its id.
 * Past-only or undated entries give [].
 */
export function expandOccurrences(entry: Entry, fromDay: string): Entry[] {
  const ranges = sortRanges(eventRanges(entry));
  const upcoming = ranges.filter((r) => isUpcoming(r, fromDay));
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

/** The events list: every upcoming occurrence of every entry, sorted by date (ties keep list order). */
export function upcomingOccurrences(entries: readonly Entry[], today: string): Entry[] {
  return entries
    .flatMap((e) => expandOccurrences(e, today))
    .map((e, i) => ({ e, i, t: rangeStartMs(e.occurrence) }))
    .sort((a, b) => a.t - b.t || a.i - b.i)
    .map(({ e }) => e);
}
