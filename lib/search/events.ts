/** Events in search results (docs/product.md#search): past events are left out; a recurring one links to its next date. */
import { dayInZone, isUpcoming, nextOccurrence } from '../dates';
import { eventRanges } from '../entries/access';
import { occurrenceHref } from '../entries/occurrences';
import type { Entry } from '../entries/types';
import { entryPath } from '../text';

/** True when the entry has dates and every range has ended before `today` ('YYYY-MM-DD' in America/Denver). */
export function hasEnded(entry: Pick<Entry, 'element'>, today: string): boolean {
  const ranges = eventRanges(entry);
  return ranges.length > 0 && !ranges.some((range) => isUpcoming(range, today));
}

/** The entry page; for an event with several dates, at its next upcoming one (`?date=`), as its list card links. */
export function searchHitPath(entry: Pick<Entry, 'element' | 'id' | 'sourceId' | 'title'>, today: string): string {
  const ranges = eventRanges(entry);
  const next = ranges.length > 1 ? nextOccurrence(ranges, today) : null;
  const day = next ? dayInZone(next[0]) : null;
  return day ? occurrenceHref(entryPath(entry), day) : entryPath(entry);
}
