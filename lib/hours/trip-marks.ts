/**
 * The trip's marks on saved places (docs/product.md#the-trip-page): which of the trip's days — today and the start
 * days of its saved events' upcoming dates — a place with machine-readable hours is closed on. Server code.
 */
import { LOCALE, TIME_ZONE } from '../config/constants';
import { dayInZone, startOfDayInZone } from '../dates';
import { eventRanges } from '../entries/access';
import type { Entry } from '../entries/types';
import { addDays } from '../dates';
import { isOpenOnDays } from './intervals';
import { entryHours } from './entry-hours';

/** How far ahead an event's date makes a trip day, and how many days are weighed at most. */
const TRIP_DAYS_AHEAD = 366;
const MAX_TRIP_DAYS = 20;

const dayFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, weekday: 'short', month: 'short', day: 'numeric' });

/** The trip's days: today, then the start days of the saved events' upcoming dates (soonest first), each with its events. */
export function tripDays(entries: readonly Entry[], today: string): Map<string, string[]> {
  const limit = addDays(today, TRIP_DAYS_AHEAD);
  const days = new Map<string, string[]>();
  for (const entry of entries) {
    for (const [start] of eventRanges(entry)) {
      const day = dayInZone(start);
      if (day && day >= today && day <= limit) days.set(day, [...(days.get(day) ?? []), entry.title]);
    }
  }
  const sorted = [...days.keys()].sort().slice(0, MAX_TRIP_DAYS - 1);
  return new Map([[today, days.get(today) ?? []], ...sorted.filter((d) => d !== today).map((d) => [d, days.get(d)!] as [string, string[]])]);
}

/**
 * For each saved place with machine-readable hours that is closed on some of the trip's days, what to say:
 * "Closed today", "Closed Sat, Nov 28 (Tuesday Farmers Market)". Places without hours get nothing: unknown is not
 * closed.
 */
export function tripClosedMarks(entries: readonly Entry[], today: string): Map<string, string[]> {
  const days = tripDays(entries, today);
  const marks = new Map<string, string[]>();
  for (const entry of entries) {
    if (entry.type === 'event') continue;
    const hours = entryHours(entry);
    if (!hours) continue;
    const closed = [...days].filter(([day]) => !isOpenOnDays(hours, day, day));
    if (closed.length === 0) continue;
    marks.set(
      entry.sourceId,
      closed.map(([day, events]) =>
        day === today ? 'Closed today' : `Closed ${dayFormat.format(startOfDayInZone(day, TIME_ZONE))}${events.length ? ` (${[...new Set(events)].join(', ')})` : ''}`,
      ),
    );
  }
  return marks;
}
