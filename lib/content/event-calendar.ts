import 'server-only';
import { buildCalendar, calendarFileName } from '@/lib/calendar/ics';
import { entryCalendarEvent } from '@/lib/calendar/entry';
import { readSettings } from '@/lib/config/settings';
import { dayInZone, isUpcoming, sortRanges, startOfTodayInZone, todayInZone, type DateRange } from '@/lib/dates';
import { entryOccurrenceOn, eventRanges, occurrenceHref } from '@/lib/entries';
import { isEntryId } from '@/lib/entries/entry-id';
import { entryPath, slugify } from '@/lib/text';
import { eventLocations } from './calendar-locations';
import { getEntry } from './entries';

export type EventCalendar = { found: true; ics: string; fileName: string } | { found: false; message: string };

/**
 * The .ics calendar of an event (GET /api/calendar/{id}): one VEVENT per upcoming occurrence, located at its first
 * contact's address, each linking to its own page (a recurring series' `?date=` addresses). `{id}::{YYYY-MM-DD}`
 * names one upcoming occurrence (an entry page opened for it, or its next date): that one alone; any other suffix
 * names the event.
 */
export async function eventCalendar(id: string, now = new Date()): Promise<EventCalendar> {
  const [eventId, day] = id.split('::');
  if (!isEntryId(eventId)) return { found: false, message: 'Event not found.' };
  const entry = await getEntry(eventId);
  if (!entry || entry.type !== 'event') return { found: false, message: 'Event not found.' };
  const today = todayInZone(now);
  const all = sortRanges(eventRanges(entry));
  const occurrence = entryOccurrenceOn(entry, day, today);
  const ranges = occurrence ? [occurrence.range] : all.filter((r) => isUpcoming(r, today));
  if (ranges.length === 0) return { found: false, message: 'This event has no upcoming dates.' };

  const settings = readSettings();
  const base = `${settings.siteUrl}/`;
  const path = entryPath(entry);
  // Each date of a recurring event has a page of its own.
  const pageOf = (range: DateRange) => {
    const start = all.length > 1 ? dayInZone(range[0]) : null;
    return new URL(start ? occurrenceHref(path, start) : path, base).toString();
  };
  const url = occurrence ? pageOf(occurrence.range) : new URL(path, base).toString();
  const location = (await eventLocations([entry])).get(entry.sourceId) ?? '';
  const ics = buildCalendar(
    { ...entryCalendarEvent(entry, { url, ranges, location }), occurrenceUrl: pageOf },
    {
      domain: new URL(settings.siteUrl).hostname,
      name: entry.title,
      prodId: `-//${settings.productName}//Visitor site//EN`,
      now: startOfTodayInZone(now),
    },
  );
  const slug = occurrence ? `${slugify(entry.title)}-${occurrence.day}` : slugify(entry.title);
  return { found: true, ics, fileName: calendarFileName(slug) };
}
