/**
 * "Add to calendar" for Google Calendar: a link to its new-event form filled with one occurrence
 * (docs/product.md#calendar-feeds). Pure.
 */
import { allDayValues } from './ics';
import { CALENDAR_TZID, localICSValue } from './timezone';
import type { DateRange } from '../dates';

const GOOGLE_TEMPLATE = 'https://calendar.google.com/calendar/render';
/** Keeps the link well under the lengths browsers and Google accept. */
const MAX_DETAILS = 1000;
/** Google's `dates`: all-day 'YYYYMMDD/YYYYMMDD' (end exclusive), else local times read in `ctz`; invalid → null. */
function googleDates(range: DateRange): string | null {
  const days = allDayValues(range);
  if (days) return days.join('/');
  const [start, end] = range;
  const from = localICSValue(start);
  if (!from) return null;
  const to = end && new Date(end).getTime() > new Date(start).getTime() ? localICSValue(end) : null;
  return `${from}/${to ?? from}`;
}

export interface GoogleCalendarEvent {
  title: string;
  range: DateRange;
  details?: string;
  location?: string;
}

/** A link that opens Google Calendar's "new event" form filled with one occurrence; null when its date is unusable. */
export function googleCalendarUrl({ title, range, details, location }: GoogleCalendarEvent): string | null {
  const dates = googleDates(range);
  if (!dates) return null;
  const params = new URLSearchParams({ action: 'TEMPLATE', text: title, dates, ctz: CALENDAR_TZID });
  if (details) params.set('details', details.length > MAX_DETAILS ? `${details.slice(0, MAX_DETAILS - 1)}…` : details);
  if (location) params.set('location', location);
  return `${GOOGLE_TEMPLATE}?${params.toString()}`;
}
