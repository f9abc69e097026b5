/**
 * iCalendar (RFC 5545) files for events: one VEVENT per occurrence. Pure: the caller passes `now`.
 * Lines end in CRLF, text values are escaped, and content lines are folded at 75 octets (UTF-8 safe).
 */
import type { DateRange } from './dates';
import { toICSValue } from './dates';

export interface CalendarEvent {
  /** Stable id of the event (the Elebase entry id). */
  id: string;
  title: string;
  description?: string;
  location?: string;
  /** Absolute URL of the event page. */
  url?: string;
  /** Occurrences to include, already filtered (e.g. upcoming only). */
  ranges: readonly DateRange[];
}

export interface CalendarOptions {
  /** DTSTAMP (defaults to the current time). */
  now?: Date;
  /** Domain used in UIDs, e.g. 'explorewhitefish.com'. */
  domain?: string;
  /** PRODID value. */
  prodId?: string;
  /** X-WR-CALNAME value. */
  name?: string;
}

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
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

/** The day after a 'YYYY-MM-DD' day (DTEND of an all-day event is exclusive). */
function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function dateProps(range: DateRange): string[] | null {
  const [start, end] = range;
  if (DAY_RE.test(start)) {
    const last = DAY_RE.test(end) && end >= start ? end : start;
    return [`DTSTART;VALUE=DATE:${start.replace(/-/g, '')}`, `DTEND;VALUE=DATE:${nextDay(last).replace(/-/g, '')}`];
  }
  const s = toICSValue(start);
  if (!s) return null;
  const e = end && end !== start ? toICSValue(end) : null;
  return e && e > s ? [`DTSTART:${s}`, `DTEND:${e}`] : [`DTSTART:${s}`];
}

function property(name: string, value: string | undefined): string[] {
  return value ? [`${name}:${escapeText(value)}`] : [];
}

/** A complete VCALENDAR with one VEVENT per valid range (invalid dates are skipped). */
export function buildCalendar(event: CalendarEvent, options: CalendarOptions = {}): string {
  const stamp = toICSValue((options.now ?? new Date()).toISOString()) ?? '';
  const domain = options.domain || 'localhost';
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.prodId ?? '-//Whitefish//Visitor site//EN'}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...property('X-WR-CALNAME', options.name),
  ];
  const seen = new Set<string>();
  for (const range of event.ranges) {
    const dates = dateProps(range);
    if (!dates) continue;
    const startValue = dates[0].split(':')[1];
    const uid = `${event.id}-${startValue}@${domain}`;
    if (seen.has(uid)) continue;
    seen.add(uid);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${uid}`,
      `DTSTAMP:${stamp}`,
      ...dates,
      ...property('SUMMARY', event.title),
      ...property('DESCRIPTION', event.description),
      ...property('LOCATION', event.location),
      // URL is a URI value, not TEXT: not escaped; only http(s) URLs are written.
      ...(event.url && /^https?:\/\/\S+$/i.test(event.url) ? [`URL:${event.url}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A safe download file name: 'winter-carnival.ics'. */
export function calendarFileName(slug: string): string {
  const clean = slug.replace(/[^a-z0-9-]/gi, '').slice(0, 80);
  return `${clean || 'event'}.ics`;
}
