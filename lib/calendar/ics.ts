/**
 * iCalendar (RFC 5545) files for events: one VEVENT per occurrence, of one event or many (docs/product.md#calendar-feeds).
 * Pure. Times are written as the town's local time with a VTIMEZONE for it; all-day dates stay dates. Lines end
 * in CRLF, text values are escaped, and content lines are folded at 75 octets (UTF-8 safe).
 */
import { CALENDAR_TZID, localICSValue, VTIMEZONE_LINES } from './timezone';
import type { DateRange } from '../dates';
import { toICSValue } from '../dates';

export interface CalendarEvent {
  /** Stable id of the event (the Elebase entry id). */
  id: string;
  title: string;
  description?: string;
  location?: string;
  /** Absolute URL of the event page. */
  url?: string;
  /** Absolute URL of one occurrence's page (a recurring series' `?date=` address); `url` when not given. */
  occurrenceUrl?: (range: DateRange) => string | undefined;
  /** Occurrences to include, already filtered (e.g. upcoming only). */
  ranges: readonly DateRange[];
  /**
   * When the event was last edited (ISO): its DTSTAMP and LAST-MODIFIED, so an unchanged event gives the same
   * bytes (and a feed the same ETag). Without it DTSTAMP is the calendar's `now`.
   */
  edited?: string;
}

export interface CalendarOptions {
  /** DTSTAMP of events without an edit time (defaults to the current time). */
  now?: Date;
  /** Domain used in UIDs, e.g. 'explorewhitefish.com'. */
  domain?: string;
  /** PRODID value. */
  prodId?: string;
  /** X-WR-CALNAME value. */
  name?: string;
  /** A subscribed feed: tells calendar apps to refresh it hourly. */
  feed?: boolean;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // Other control characters are not allowed in TEXT values.
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

const encoder = new TextEncoder();
const octets = (s: string) => encoder.encode(s).length;

/**
 * Folds a content line so no physical line exceeds 75 octets: continuation lines start with a space
 * (which counts towards their 75). Never splits a UTF-8 sequence or a surrogate pair.
 */
export function foldLine(line: string): string {
  if (octets(line) <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = MAX_OCTETS;
  for (const char of line) {
    const n = octets(char);
    if (size + n > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = MAX_OCTETS - 1; // the leading space of a continuation line
    }
    current += char;
    size += n;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** The day after a 'YYYY-MM-DD' day. */
function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** An all-day range as iCalendar dates ['YYYYMMDD', 'YYYYMMDD'], the end exclusive; null when it is not all-day. */
export function allDayValues([start, end]: DateRange): [string, string] | null {
  if (!DAY_RE.test(start)) return null;
  const last = DAY_RE.test(end) && end >= start ? end : start;
  return [start.replace(/-/g, ''), nextDay(last).replace(/-/g, '')];
}

function dateProps(range: DateRange): string[] | null {
  const days = allDayValues(range);
  if (days) return [`DTSTART;VALUE=DATE:${days[0]}`, `DTEND;VALUE=DATE:${days[1]}`];
  const [start, end] = range;
  const s = toICSValue(start);
  const localStart = localICSValue(start);
  if (!s || !localStart) return null;
  const e = end && end !== start ? toICSValue(end) : null;
  const localEnd = e && e > s ? localICSValue(end) : null;
  const zoned = (name: string, value: string) => `${name};TZID=${CALENDAR_TZID}:${value}`;
  return localEnd ? [zoned('DTSTART', localStart), zoned('DTEND', localEnd)] : [zoned('DTSTART', localStart)];
}

/** The UID part of an occurrence: its start as a date or a UTC time (the same whatever zone it is written in). */
function startKey(range: DateRange): string | null {
  return toICSValue(range[0]);
}

function property(name: string, value: string | undefined): string[] {
  return value ? [`${name}:${escapeText(value)}`] : [];
}

/** URL is a URI value, not TEXT: not escaped; only http(s) URLs are written. */
function urlProperty(url: string | undefined): string[] {
  return url && /^https?:\/\/\S+$/i.test(url) ? [`URL:${url}`] : [];
}

function eventLines(event: CalendarEvent, fallbackStamp: string, domain: string, seen: Set<string>): string[] {
  const edited = event.edited ? toICSValue(event.edited) : null;
  const stamp = edited && edited.endsWith('Z') ? edited : fallbackStamp;
  const lines: string[] = [];
  for (const range of event.ranges) {
    const dates = dateProps(range);
    const key = startKey(range);
    if (!dates || !key) continue;
    const uid = `${event.id}-${key}@${domain}`;
    if (seen.has(uid)) continue;
    seen.add(uid);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${uid}`,
      `DTSTAMP:${stamp}`,
      ...(edited === stamp ? [`LAST-MODIFIED:${stamp}`] : []),
      ...dates,
      ...property('SUMMARY', event.title),
      ...property('DESCRIPTION', event.description),
      ...property('LOCATION', event.location),
      ...urlProperty(event.occurrenceUrl?.(range) ?? event.url),
      'END:VEVENT',
    );
  }
  return lines;
}

/**
 * A complete VCALENDAR with one VEVENT per valid range of each event, in the order given (invalid dates and
 * repeated occurrences are skipped). It always holds the VTIMEZONE its times refer to, even with no events.
 */
export function buildCalendar(events: CalendarEvent | readonly CalendarEvent[], options: CalendarOptions = {}): string {
  const list: readonly CalendarEvent[] = Array.isArray(events) ? events : [events as CalendarEvent];
  const fallbackStamp = toICSValue((options.now ?? new Date()).toISOString()) ?? '';
  const domain = options.domain || 'localhost';
  const seen = new Set<string>();
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.prodId ?? '-//Whitefish//Visitor site//EN'}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...property('X-WR-CALNAME', options.name),
    `X-WR-TIMEZONE:${CALENDAR_TZID}`,
    ...(options.feed ? ['REFRESH-INTERVAL;VALUE=DURATION:PT1H', 'X-PUBLISHED-TTL:PT1H'] : []),
    ...VTIMEZONE_LINES,
    ...list.flatMap((event) => eventLines(event, fallbackStamp, domain, seen)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A safe download file name: 'winter-carnival.ics'. */
export function calendarFileName(slug: string): string {
  const clean = slug.replace(/[^a-z0-9-]/gi, '').slice(0, 80);
  return `${clean || 'event'}.ics`;
}
