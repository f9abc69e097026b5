/** When a place is open (docs/product.md#opening-hours): open stretches, the state at an instant, the next opening. */
import { TIME_ZONE } from '../config/constants';
import { addDays, startOfDayInZone } from '../dates';
import type { Hours } from './parse';
import { DAY, fromWall, toWall } from './wall-time';

/** An open interval [start, end) in ms since the epoch. */
export interface Interval {
  start: number;
  end: number;
}

/** How far ahead an opening is looked for; none within it is simply "Closed". */
const NEXT_OPENING_HORIZON_MS = 400 * DAY;

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
export function openIntervalsWithin(hours: Hours, from: number, to: number, max: number): Interval[] | null {
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

/** Each day's opening ranges ([opens, closes] in ms) for `days` days from `firstDay`, as the table reads them. */
export function dayRanges(hours: Hours, firstDay: string, days: number, max = Infinity): { day: string; start: number; ranges: Array<[number, number] | 'all'> }[] | null {
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
