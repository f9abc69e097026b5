/**
 * Dates in the town's zone (America/Denver) with Intl; identical on server and browser.
 * Days are 'YYYY-MM-DD' strings, which compare correctly as strings.
 */
import { LOCALE, TIME_ZONE, TIME_ZONE_MIN_HOURS_BEHIND_UTC } from './config/constants';

/** [start, end]; start === end means a single value. */
export type DateRange = readonly [string, string];
export type DateDataType = 'date/time' | 'date' | 'time';

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_PARTS = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALE, options);
    formatters.set(key, f);
  }
  return f;
}

/** An instant's wall-clock time in a zone, as numbers (hour 0–23). */
export function partsInZone(date: Date, zone: string = TIME_ZONE) {
  const parts = formatter(`parts:${zone}`, {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { y: get('year'), m: get('month'), d: get('day'), h: get('hour') % 24, min: get('minute'), s: get('second') };
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

function toDate(value: string | number | Date): Date | null {
  const d = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Today's date in the zone as 'YYYY-MM-DD'. */
export function todayInZone(now: Date = new Date(), zone: string = TIME_ZONE): string {
  const { y, m, d } = partsInZone(now, zone);
  return `${y}-${pad(m)}-${pad(d)}`;
}

/**
 * Whether the town's day `day` ('YYYY-MM-DD') is over at `now`. Before 06:00 UTC of the next day it cannot be, and
 * no formatter is built: a browser's first Intl.DateTimeFormat with a time zone costs 20–40 ms (more on a phone),
 * which a page's first load should not spend to learn that it is still today.
 */
export function dayIsOver(day: string, now: number = Date.now()): boolean {
  const [y, m, d] = day.split('-').map(Number);
  if (now < Date.UTC(y, m - 1, d + 1, TIME_ZONE_MIN_HOURS_BEHIND_UTC)) return false;
  return todayInZone(new Date(now)) > day;
}

/** The zone's calendar day of a value: 'YYYY-MM-DD' stays as is, timestamps are converted; invalid → null. */
export function dayInZone(value: string | Date, zone: string = TIME_ZONE): string | null {
  if (typeof value === 'string' && DAY_RE.test(value)) return value;
  const d = toDate(value);
  return d ? todayInZone(d, zone) : null;
}

/** Offset (ms) of the zone from UTC at an instant. */
function zoneOffset(at: number, zone: string): number {
  const p = partsInZone(new Date(at), zone);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - Math.floor(at / 1000) * 1000;
}

/** The instant of a wall-clock time ('HH:MM') on the zone's given day ('YYYY-MM-DD'). */
export function instantInZone(day: string, time: string = '00:00', zone: string = TIME_ZONE): Date {
  const [y, m, d] = day.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, h, min);
  // The offset at the wall time read as UTC, then at the instant that gives: right on both sides of a change.
  let t = wall - zoneOffset(wall, zone);
  t = wall - zoneOffset(t, zone);
  return new Date(t);
}

/** The instant at which the zone's given day ('YYYY-MM-DD') starts. */
export function startOfDayInZone(day: string, zone: string = TIME_ZONE): Date {
  return instantInZone(day, '00:00', zone);
}

/** The instant today started in the zone. */
export function startOfTodayInZone(now: Date = new Date(), zone: string = TIME_ZONE): Date {
  return startOfDayInZone(todayInZone(now, zone), zone);
}

/** True while a range is not in the past: its end day (or start day) is today or later. */
export function isUpcoming(range: DateRange | null | undefined, today: string): boolean {
  if (!range) return false;
  const end = dayInZone(range[1] || range[0]) ?? dayInZone(range[0]);
  return end !== null && end >= today;
}

function startTime(range: DateRange): number {
  const v = range[0];
  if (DAY_RE.test(v)) return startOfDayInZone(v).getTime();
  return toDate(v)?.getTime() ?? Number.POSITIVE_INFINITY;
}

/** Sorts ranges by start (stable; unparsable last). */
export function sortRanges(ranges: readonly DateRange[]): DateRange[] {
  return [...ranges].sort((a, b) => startTime(a) - startTime(b));
}

/**
 * The next occurrence: the first range (by start) not in the past, unless `override` (the item's own
 * chosen occurrence, e.g. a recurring event's expanded date) is given.
 */
export function nextOccurrence(
  ranges: readonly DateRange[] | null | undefined,
  today: string,
  override?: DateRange | null,
): DateRange | null {
  if (override) return override;
  return sortRanges(ranges ?? []).find((r) => isUpcoming(r, today)) ?? null;
}

/** Sort key (ms) of a range's start; Infinity when missing or unparsable. */
export function rangeStartMs(range: DateRange | null | undefined): number {
  return range ? startTime(range) : Number.POSITIVE_INFINITY;
}

const clean = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

function formatTimeOfDay(value: string): string {
  const m = TIME_RE.exec(value);
  if (!m) return '';
  const h = Number(m[1]);
  if (h > 23) return '';
  return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * US-format display of one value in the zone, two-digit year: 'date' → 11/22/26,
 * 'date/time' → 11/22/26, 6:30 PM, 'time' → 6:30 PM. Invalid → ''.
 */
export function formatDate(value: string, dataType: DateDataType = 'date/time', zone: string = TIME_ZONE): string {
  if (!value || typeof value !== 'string') return '';
  if (dataType === 'time') {
    if (TIME_RE.test(value)) return formatTimeOfDay(value);
    const d = toDate(value);
    return d ? clean(formatter(`t:${zone}`, { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(d)) : '';
  }
  const dateOptions = { month: '2-digit', day: '2-digit', year: '2-digit' } as const;
  if (DAY_RE.test(value)) {
    // A calendar date has no zone: format it as is.
    const d = toDate(`${value}T12:00:00Z`);
    return d ? formatter('d:UTC', { timeZone: 'UTC', ...dateOptions }).format(d) : '';
  }
  const d = toDate(value);
  if (!d) return '';
  if (dataType === 'date') return formatter(`d:${zone}`, { timeZone: zone, ...dateOptions }).format(d);
  return clean(
    formatter(`dt:${zone}`, { timeZone: zone, ...dateOptions, hour: 'numeric', minute: '2-digit' }).format(d),
  );
}

/** A range for display: equal ends show once, otherwise 'start – end' (en dash). */
export function formatRange(range: DateRange | null | undefined, dataType: DateDataType = 'date/time'): string {
  if (!range) return '';
  const start = formatDate(range[0], dataType);
  const end = formatDate(range[1], dataType);
  if (!start || !end || start === end) return start || end;
  return `${start} – ${end}`;
}

/** iCalendar value: 'YYYYMMDD' for a calendar date, 'YYYYMMDDTHHMMSSZ' (UTC) for a timestamp; invalid → null. */
export function toICSValue(value: string): string | null {
  if (DAY_RE.test(value)) return value.replace(/-/g, '');
  const d = toDate(value);
  if (!d) return null;
  return d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

// Calendar days ('YYYY-MM-DD') as such: arithmetic on the date alone, the same in every zone.

function utcOf(day: string): Date {
  const [, y, m, d] = DAY_PARTS.exec(day)!;
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
}

/** A real calendar day written 'YYYY-MM-DD' (2026-02-30 and 9999-99-99 are not). */
export function isCalendarDay(value: string): boolean {
  const m = DAY_PARTS.exec(value);
  if (!m) return false;
  const date = utcOf(value);
  return date.getUTCFullYear() === Number(m[1]) && date.getUTCMonth() + 1 === Number(m[2]) && date.getUTCDate() === Number(m[3]);
}

/** The day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  const date = utcOf(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: string): number {
  return utcOf(day).getUTCDay();
}
