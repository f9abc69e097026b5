/**
 * An entry's machine-readable hours (docs/product.md#opening-hours), for server code: the badge's steps for a list
 * card or an entry page, the week's table, the structured data. An entry without the element, or with a value that
 * does not parse (logged), has none.
 */
import { ELEMENT_IDS } from '../entries/element-ids';
import { textOf } from '../entries/access';
import type { Entry } from '../entries/types';
import { hoursLive } from './labels';
import { parseHours, type Hours } from './parse';
import { DAY } from './wall-time';
import type { HoursLive } from './live';

/** How far ahead a list card's badge knows its changes: a list state is cached for its day (from its midnight). */
export const CARD_HOURS_WINDOW_MS = 2 * DAY;

/** An entry page's: it is cached an hour, and longer when nobody asks for it. */
export const PAGE_HOURS_WINDOW_MS = 8 * DAY;

export function entryHours(entry: Pick<Entry, 'element' | 'sourceId'>): Hours | null {
  return parseHours(textOf(entry, ELEMENT_IDS.openingHours).text, entry.sourceId);
}

/** The badge of an entry from `now`, or undefined when it has no machine-readable hours. */
export function entryHoursLive(entry: Pick<Entry, 'element' | 'sourceId'>, now: number, window = CARD_HOURS_WINDOW_MS): HoursLive | undefined {
  const hours = entryHours(entry);
  return hours ? hoursLive(hours, now, window) : undefined;
}
