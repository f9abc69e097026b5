/**
 * The town's time zone in iCalendar terms: the VTIMEZONE component for America/Denver and times written as local
 * wall-clock time (`DTSTART;TZID=America/Denver:20261102T180000`), so calendar apps show events at the town's
 * time and across daylight-saving changes as the town lives them (docs/product.md#calendar-feeds).
 */
import { TIME_ZONE } from '../config/constants';
import { partsInZone } from '../dates';

export const CALENDAR_TZID = TIME_ZONE;

/**
 * America/Denver under the US rules in force since 2007: Mountain Daylight Time (UTC−6) from the second Sunday of
 * March at 02:00 to the first Sunday of November at 02:00, Mountain Standard Time (UTC−7) otherwise. Written once;
 * lib/calendar/timezone.test.ts checks it against the platform's zone data for every day of many years.
 */
export const VTIMEZONE_LINES: readonly string[] = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TZID}`,
  `X-LIC-LOCATION:${CALENDAR_TZID}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0700',
  'TZOFFSETTO:-0600',
  'TZNAME:MDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0600',
  'TZOFFSETTO:-0700',
  'TZNAME:MST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** An instant as the town's local time, 'YYYYMMDDTHHMMSS' (no zone suffix: it goes with TZID); invalid → null. */
export function localICSValue(value: string | Date): string | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const { y, m, d, h, min, s: sec } = partsInZone(date, CALENDAR_TZID);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(y, 4)}${pad(m)}${pad(d)}T${pad(h)}${pad(min)}${pad(sec)}`;
}

/**
 * An instant as the town's local time with its UTC offset, '2026-11-02T18:00:00-07:00' (schema.org's startDate):
 * the offset is the one in force at that instant, so a date after a daylight-saving change carries the new one.
 */
export function zonedISOValue(value: string | Date): string | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const { y, m, d, h, min, s: sec } = partsInZone(date, CALENDAR_TZID);
  const offset = Math.round((Date.UTC(y, m - 1, d, h, min, sec) - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}T${pad(h)}:${pad(min)}:${pad(sec)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
