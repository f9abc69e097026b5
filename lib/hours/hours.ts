/**
 * Opening hours a machine can read (docs/product.md#opening-hours): an entry's `opening-hours` element in
 * OpenStreetMap's `opening_hours` syntax, evaluated by the `opening_hours` package in America/Denver.
 *
 * Server code only: the evaluator is large, so browsers get its results (lib/hours/live.ts), never the evaluator.
 * It reads the *local* fields of the Dates it is given (getHours…) and knows no zones, so it is handed "wall clock"
 * Dates whose local fields are Whitefish's wall time, and the wall times it returns are turned back into instants
 * here. That is exact whatever the server's zone as long as that zone has no gap at the same wall time (UTC has
 * none; US zones shift on the same days as Denver at the same wall time).
 */
import OpeningHours from 'opening_hours';
import { LRUCache } from 'lru-cache';
import { logOnce } from '../log-once';
import { LOCALE, MAP, TIME_ZONE } from '../config/constants';
import { partsInZone, startOfDayInZone, todayInZone } from '../dates';
import { addDays } from '../list-query/dates';
import { hoursTooComplex } from './complexity';
import type { HoursLive, HoursState, HoursStep } from './live';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Closed for longer than this (the next opening further away) reads "Closed for the season · opens May 1" instead of a weekday. */
export const SEASON_GAP_MS = 7 * DAY;

/** How far ahead an opening is looked for; none within it is simply "Closed". */
const NEXT_OPENING_HORIZON_MS = 400 * DAY;

/** Public holidays (`PH`) are Montana's, as the package knows them (federal holidays plus Christmas Eve and New Year's Eve). */
const WHERE = { lat: MAP.center.latitude, lon: MAP.center.longitude, address: { country_code: 'us', state: 'Montana' } };

/** A parsed value. `value` is as the editor wrote it (trimmed). */
export interface Hours {
  value: string;
  evaluator: OpeningHours;
}

/** An open interval [start, end) in ms since the epoch. */
export interface Interval {
  start: number;
  end: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Parsing

/**
 * Values already parsed (NOT_HOURS: does not parse). Parsing costs about half a millisecond, and the same values come
 * back on every list and page; the least recently used go first past MAX_PARSED.
 */
const NOT_HOURS = 'not-hours';
const MAX_PARSED = 2_000;
const parsed = new LRUCache<string, Hours | typeof NOT_HOURS>({ max: MAX_PARSED });

function warnInvalid(value: string, entryId: string | undefined, error: unknown, event = 'invalid_opening_hours'): void {
  const reason = String(error instanceof Error ? error.message : error).split('\n')[0].slice(0, 200);
  logOnce(`${event}:${value}`, () =>
    console.warn(JSON.stringify({ time: new Date().toISOString(), level: 'warn', source: 'hours', event, entry: entryId, value: value.slice(0, 200), reason })),
  );
}

/**
 * The evaluator for a value, or null for an empty value or one that does not parse: that is logged once per value
 * (a warning, never an error for the visitor) and the entry is treated as one without machine-readable hours.
 */
export function parseHours(value: string | null | undefined, entryId?: string): Hours | null {
  const v = (value ?? '').trim();
  if (!v || v.length > 1_000) return null;
  const known = parsed.get(v);
  if (known !== undefined) return known === NOT_HOURS ? null : known;
  let hours: Hours | null;
  const tooComplex = hoursTooComplex(v);
  if (tooComplex) {
    warnInvalid(v, entryId, tooComplex, 'opening_hours_too_complex');
    parsed.set(v, NOT_HOURS);
    return null;
  }
  try {
    // mode 0: time ranges only (points in time such as "Mo 12:00" are not opening hours)
    hours = { value: v, evaluator: new OpeningHours(v, WHERE, { mode: 0, tag_key: 'opening_hours', map_value: false, warnings_severity: undefined, locale: 'en' }) };
  } catch (error) {
    warnInvalid(v, entryId, error);
    hours = null;
  }
  parsed.set(v, hours ?? NOT_HOURS);
  return hours;
}

// ---------------------------------------------------------------------------------------------------------------
// Wall time ↔ instants

/** A Date whose local fields are Whitefish's wall time at `ms`. */
function toWall(ms: number): Date {
  const p = partsInZone(new Date(ms), TIME_ZONE);
  return new Date(p.y, p.m - 1, p.d, p.h, p.min, p.s);
}

/** Offset of Whitefish from UTC (ms) at an instant. */
function offsetAt(ms: number): number {
  const p = partsInZone(new Date(ms), TIME_ZONE);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant of a Whitefish wall time. A time the clocks repeat (1:30 am on the first Sunday of November) is the
 * first of the two; a time they skip (2:30 am on the second Sunday of March) is read with the offset before the
 * change, so a "02:00" closing on that night is the moment the clocks jump.
 */
export function instantOfWall(y: number, m: number, d: number, h: number, min: number): number {
  const asUtc = Date.UTC(y, m - 1, d, h, min);
  const before = offsetAt(asUtc - 14 * HOUR);
  const after = offsetAt(asUtc + 14 * HOUR);
  const valid = [asUtc - before, asUtc - after].filter((t) => {
    const p = partsInZone(new Date(t), TIME_ZONE);
    return p.y === y && p.m === m && p.d === d && p.h === h && p.min === min;
  });
  return valid.length ? Math.min(...valid) : asUtc - before;
}

function fromWall(date: Date): number {
  return instantOfWall(date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours(), date.getMinutes());
}

const pad = (n: number) => String(n).padStart(2, '0');

// ---------------------------------------------------------------------------------------------------------------
// Evaluation

/**
 * The open intervals overlapping [from, to), cut to it, touching ones joined (a night that runs past midnight is
 * one interval). "Unknown" stretches (an open end such as `17:00+`, a comment) count as open: the place says it is.
 */
export function openIntervals(hours: Hours, from: number, to: number): Interval[] {
  return openIntervalsWithin(hours, from, to, Infinity) ?? [];
}

/**
 * The evaluator's open stretches in [from, to) as wall-clock Dates, read one change at a time; null as soon as there
 * are more than `max` (the caller then describes nothing rather than pay for all of them).
 */
function evaluatorIntervals(hours: Hours, from: Date, to: Date, max: number): Array<[Date, Date]> | null {
  const iterator = hours.evaluator.getIterator(from);
  const open = () => iterator.getState() || iterator.getUnknown();
  const out: Array<[Date, Date | undefined]> = open() ? [[from, undefined]] : [];
  while (iterator.advance(to)) {
    const last = out.at(-1);
    if (last && last[1] === undefined) last[1] = iterator.getDate();
    if (!open()) continue;
    if (out.length >= max) return null;
    out.push([iterator.getDate(), undefined]);
  }
  const last = out.at(-1);
  if (last && last[1] === undefined) last[1] = to;
  return out as Array<[Date, Date]>;
}

/** openIntervals, or null when [from, to) holds more than `max` of the evaluator's stretches. */
function openIntervalsWithin(hours: Hours, from: number, to: number, max: number): Interval[] | null {
  if (!(to > from)) return [];
  const raw = evaluatorIntervals(hours, toWall(from), toWall(to), max);
  if (!raw) return null;
  const out: Interval[] = [];
  for (const [a, b] of raw) {
    const start = Math.max(fromWall(a), from);
    const end = Math.min(fromWall(b), to);
    if (!(end > start)) continue;
    const last = out.at(-1);
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else out.push({ start, end });
  }
  return out;
}

/** Whether the place is open at an instant. */
export function isOpenAt(hours: Hours, at: number): boolean {
  const wall = toWall(at);
  return hours.evaluator.getState(wall) || hours.evaluator.getUnknown(wall);
}

/** The first moment at or after `after` at which the place is open, within `horizon`; null when none. */
export function nextOpening(hours: Hours, after: number, horizon = NEXT_OPENING_HORIZON_MS): number | null {
  if (isOpenAt(hours, after)) return after;
  const next = hours.evaluator.getNextChange(toWall(after), toWall(after + horizon));
  return next ? fromWall(next) : null;
}

/**
 * Whether the place is open at any moment of the Whitefish days `from`…`to` ('YYYY-MM-DD', inclusive): open at their
 * start (a night that began the evening before included) or opening before their end. One jump of the evaluator, not
 * a walk through every day, so a range of two years costs what a day does.
 */
export function isOpenOnDays(hours: Hours, from: string, to: string): boolean {
  const start = startOfDayInZone(from, TIME_ZONE).getTime();
  const end = startOfDayInZone(addDays(to, 1), TIME_ZONE).getTime();
  const next = nextOpening(hours, start, end - start);
  return next !== null && next < end;
}

// ---------------------------------------------------------------------------------------------------------------
// Labels

const timeFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true });
const weekdayFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, weekday: 'short' });
const monthDayFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, month: 'short', day: 'numeric' });
const dayFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, weekday: 'short', month: 'short', day: 'numeric' });

/** "8 pm", "11:30 am", "noon", "midnight" in Whitefish. */
export function formatTime(at: number): string {
  const { h, min } = partsInZone(new Date(at), TIME_ZONE);
  if (min === 0 && h === 0) return 'midnight';
  if (min === 0 && h === 12) return 'noon';
  const parts = timeFormat.formatToParts(new Date(at));
  const hour = parts.find((p) => p.type === 'hour')?.value ?? '';
  const minute = parts.find((p) => p.type === 'minute')?.value ?? '00';
  const period = (parts.find((p) => p.type === 'dayPeriod')?.value ?? '').toLowerCase();
  return `${hour}${minute === '00' ? '' : `:${minute}`} ${period}`;
}

const sameDay = (a: number, b: number) => todayInZone(new Date(a), TIME_ZONE) === todayInZone(new Date(b), TIME_ZONE);

/** The badge's state and label at `now`, given the open intervals around it and the first opening after them. */
function labelAt(now: number, intervals: readonly Interval[], known: number, later: number | null): [HoursState, string] {
  const current = intervals.find((i) => i.start <= now && now < i.end);
  if (current) {
    // An interval reaching the end of what was looked at has no known closing time.
    if (current.end >= known || current.end - now >= SEASON_GAP_MS) return ['open', 'Open now'];
    const closes = current.end - now < DAY ? formatTime(current.end) : `${weekdayFormat.format(current.end)} ${formatTime(current.end)}`;
    return ['open', `Open now · closes ${closes}`];
  }
  const next = intervals.find((i) => i.start > now)?.start ?? later;
  if (next === null) return ['closed', 'Closed'];
  if (next - now > SEASON_GAP_MS) return ['closed', `Closed for the season · opens ${monthDayFormat.format(next)}`];
  const opens = sameDay(now, next) ? formatTime(next) : `${weekdayFormat.format(next)} ${formatTime(next)}`;
  return ['closed', `Closed · opens ${opens}`];
}

/** The instants of the Whitefish midnights in (from, to). */
function midnights(from: number, to: number): number[] {
  const out: number[] = [];
  let day = addDays(todayInZone(new Date(from), TIME_ZONE), 1);
  for (let t = startOfDayInZone(day, TIME_ZONE).getTime(); t < to; t = startOfDayInZone(day, TIME_ZONE).getTime()) {
    out.push(t);
    day = addDays(day, 1);
  }
  return out;
}

/** The badge at `now` ([state, label]). */
export function hoursLabel(hours: Hours, now: number): [HoursState, string] {
  const step = hoursLive(hours, now, MINUTE).steps[0];
  return [step[1], step[2]];
}

/**
 * The badge from `now` for `window` ms: the label at `now` and every later change of it (openings, closings, the
 * midnights at which "opens Thu 11 am" becomes "opens 11 am", the day a season's opening comes within a week).
 */
export function hoursLive(hours: Hours, now: number, window: number): HoursLive {
  const until = now + window;
  // Far enough that every label in the window can name its closing or the next opening (within a week; beyond
  // that, the first opening after them is asked for once).
  const known = until + SEASON_GAP_MS + DAY;
  const intervals = openIntervals(hours, now - DAY, known);
  const later = nextOpening(hours, known);
  const moments = new Set<number>([now, ...midnights(now, until)]);
  for (const i of intervals) {
    for (const t of [i.start, i.end, i.end - DAY, i.end - SEASON_GAP_MS, i.start - SEASON_GAP_MS]) if (t > now && t < until) moments.add(t);
  }
  if (later !== null && later - SEASON_GAP_MS > now && later - SEASON_GAP_MS < until) moments.add(later - SEASON_GAP_MS);
  const steps: HoursStep[] = [];
  for (const t of [...moments].sort((a, b) => a - b)) {
    const [state, label] = labelAt(t, intervals, known, later);
    const last = steps.at(-1);
    if (!last || last[1] !== state || last[2] !== label) steps.push([t, state, label]);
  }
  return { steps, until };
}

// ---------------------------------------------------------------------------------------------------------------
// The week's table

export interface HoursDay {
  /** 'YYYY-MM-DD' in Whitefish. */
  day: string;
  /** "Thu, Nov 26" */
  label: string;
  /** "11 am – 4 pm" each, in order; empty when closed. A night past midnight shows on the day it starts. */
  ranges: string[];
}

/** Each day's opening ranges ([opens, closes] in ms) for `days` days from `firstDay`, as the table reads them. */
function dayRanges(hours: Hours, firstDay: string, days: number, max = Infinity): { day: string; start: number; ranges: Array<[number, number] | 'all'> }[] | null {
  const from = startOfDayInZone(firstDay, TIME_ZONE).getTime();
  const to = startOfDayInZone(addDays(firstDay, days), TIME_ZONE).getTime();
  const intervals = openIntervalsWithin(hours, from - 2 * DAY, to + 2 * DAY, max);
  if (!intervals) return null;
  const out = [];
  for (let n = 0; n < days; n++) {
    const day = addDays(firstDay, n);
    const start = startOfDayInZone(day, TIME_ZONE).getTime();
    const end = startOfDayInZone(addDays(day, 1), TIME_ZONE).getTime();
    const ranges: Array<[number, number] | 'all'> = [];
    for (const i of intervals) {
      if (i.start <= start && i.end >= end) ranges.push('all');
      else if (i.start >= start && i.start < end) ranges.push([i.start, i.end]);
    }
    out.push({ day, start, ranges });
  }
  return out;
}

/** Seven days from `now`'s day: what the entry page's table shows. */
export function weekTable(hours: Hours, now: number): HoursDay[] {
  return dayRanges(hours, todayInZone(new Date(now), TIME_ZONE), 7)!.map(({ day, start, ranges }) => ({
    day,
    label: dayFormat.format(start),
    ranges: ranges.map((r) => (r === 'all' ? 'Open 24 hours' : `${formatTime(r[0])} – ${formatTime(r[1])}`)),
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// schema.org

const SCHEMA_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 'HH:MM' in Whitefish. */
function hhmm(at: number): string {
  const { h, min } = partsInZone(new Date(at), TIME_ZONE);
  return `${pad(h)}:${pad(min)}`;
}

const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/**
 * 'HH:MM' of a closing: the minute before it plus one, so a 2 am closing on the night the clocks skip to 3 am stays
 * 02:00, and midnight is 00:00 (before the opening: the next day).
 */
function closingHhmm(at: number): string {
  const { h, min } = partsInZone(new Date(at - MINUTE), TIME_ZONE);
  const minutes = (h * 60 + min + 1) % (24 * 60);
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** A day's ranges as 'HH:MM-HH:MM' joined by ','; '' when closed (closes before opens: past midnight). */
function dayKey(ranges: Array<[number, number] | 'all'>): string {
  return ranges.map((r) => (r === 'all' ? '00:00-23:59' : `${hhmm(r[0])}-${closingHhmm(r[1])}`)).join(',');
}

export type OpeningHoursSpecification = Record<string, unknown>;

/** How far ahead the structured data describes (a year: every season once). */
const SPEC_DAYS = 366;

/**
 * Open stretches the year's description may read: three a day on average. Each costs a few time-zone conversions;
 * a value busier than that (allowed for the badge and the week's table) gets no structured hours, with a warning.
 */
export const SPEC_MAX_INTERVALS = (SPEC_DAYS + 18) * 3;

/**
 * schema.org `openingHoursSpecification` for the next year from `now`: a weekly pattern per period in which it holds
 * (`validFrom`/`validThrough`; none when one pattern holds all year), closed weekdays left out. A day that differs
 * from its period for that day only (a holiday) is a special day of its own: its hours with `validFrom` =
 * `validThrough` = the day, or `opens`/`closes` 00:00 when closed, as schema.org describes special closings.
 */
export function openingHoursSpecification(hours: Hours, now: number): OpeningHoursSpecification[] {
  const ranges = dayRanges(hours, todayInZone(new Date(now), TIME_ZONE), SPEC_DAYS + 14, SPEC_MAX_INTERVALS);
  if (!ranges) {
    warnInvalid(hours.value, undefined, `more than ${SPEC_MAX_INTERVALS} openings a year`, 'opening_hours_not_described');
    return [];
  }
  const days = ranges.map((d) => ({ day: d.day, key: dayKey(d.ranges) }));
  const specs: OpeningHoursSpecification[] = [];
  const periods: { from: string; through: string; pattern: Map<number, string> }[] = [];
  const special: { day: string; key: string }[] = [];
  let current: { from: string; through: string; pattern: Map<number, string> } | null = null;
  for (let n = 0; n < SPEC_DAYS; n++) {
    const { day } = days[n];
    let { key } = days[n];
    const weekday = weekdayOf(day);
    // A day unlike the same weekday before and after it (after it twice, in the first week) is a special day: a
    // holiday does not start a new period.
    const around = n >= 7 ? days[n - 7].key : days[n + 14].key;
    if (key !== days[n + 7].key && around === days[n + 7].key) {
      special.push({ day, key });
      key = days[n + 7].key;
    }
    if (current && current.pattern.has(weekday) && current.pattern.get(weekday) !== key) current = null;
    if (!current) {
      current = { from: day, through: day, pattern: new Map() };
      periods.push(current);
    }
    current.pattern.set(weekday, key);
    current.through = day;
  }
  const whole = periods.length === 1;
  for (const period of periods) {
    const validity = whole ? {} : { validFrom: period.from, validThrough: period.through };
    // Weekdays with the same hours share one specification per range.
    const byKey = new Map<string, number[]>();
    for (const [weekday, key] of period.pattern) if (key) byKey.set(key, [...(byKey.get(key) ?? []), weekday]);
    for (const [key, weekdays] of byKey) {
      for (const range of key.split(',')) {
        const [opens, closes] = range.split('-');
        specs.push({
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: weekdays.sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7)).map((w) => `https://schema.org/${SCHEMA_DAYS[w]}`),
          opens,
          closes,
          ...validity,
        });
      }
    }
  }
  for (const { day, key } of special) {
    const ranges = key ? key.split(',') : ['00:00-00:00'];
    for (const range of ranges) {
      const [opens, closes] = range.split('-');
      specs.push({ '@type': 'OpeningHoursSpecification', opens, closes, validFrom: day, validThrough: day });
    }
  }
  return specs;
}
