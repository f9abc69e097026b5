/**
 * An event entry as calendar data: the event of an .ics file and of a Google Calendar link, one rule for the
 * text, the place and the address they carry (docs/product.md#calendar-feeds). Pure.
 */
import type { CalendarEvent } from './ics';
import type { DateRange } from '../dates';
import { elementOf, ELEMENT_IDS, type Contact, type Entry } from '../entries';
import { plainDescription } from '../structured-data';

/** Description length in a calendar: enough to recognise the event; the page has the rest. */
export const CALENDAR_DESCRIPTION_LENGTH = 500;

/** The ids of an entry's contacts, first one first: the first with an address places the event. */
export function contactIdsOf(entry: Entry): string[] {
  return elementOf(entry, ELEMENT_IDS.contact, 'contact')?.data.map((c) => c.id) ?? [];
}

/** Where an event takes place: its first contact location with an address, else the town itself. */
export function calendarLocation(contacts: readonly Contact[], town: string): string {
  const location = contacts.flatMap((c) => c.locations).find((l) => l.lines.length > 0);
  return location ? [location.name, ...location.lines].filter(Boolean).join(', ') : town;
}

/** The description a calendar shows: the entry's short text, then its page's address. */
export function calendarDescription(entry: Entry, url: string): string {
  return [plainDescription(entry, CALENDAR_DESCRIPTION_LENGTH), url].filter(Boolean).join('\n\n');
}

export interface EntryCalendarInput {
  /** Absolute URL of the page the occurrences stand for (an occurrence's own `?date=` page when there is one). */
  url: string;
  ranges: readonly DateRange[];
  location: string;
}

/** One event of a calendar file, stamped with the entry's last edit so unchanged content gives the same bytes. */
export function entryCalendarEvent(entry: Entry, { url, ranges, location }: EntryCalendarInput): CalendarEvent {
  return {
    id: entry.sourceId,
    title: entry.title,
    description: calendarDescription(entry, url),
    location,
    url,
    ranges,
    edited: entry.dates.edited || undefined,
  };
}
