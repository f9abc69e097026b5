/** The open/closed badge's words (docs/product.md#opening-hours): "Open now · closes 8 pm", and when they change. */
import { LOCALE, TIME_ZONE } from '../config/constants';
import { addDays, partsInZone, startOfDayInZone, todayInZone } from '../dates';
import { nextOpening, openIntervals, type Interval } from './intervals';
import type { HoursLive, HoursState, HoursStep } from './live';
import type { Hours } from './parse';
import { DAY, MINUTE } from './wall-time';

/** Closed for longer than this (the next opening further away) reads "Closed for the season · opens May 1" instead of a weekday. */
export const SEASON_GAP_MS = 7 * DAY;

const timeFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true });
const weekdayFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, weekday: 'short' });
const monthDayFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, month: 'short', day: 'numeric' });

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
