/**
 * An event's dates expanded into the `event-datetime` pairs the content model uses ([start, end] as UTC instants).
 * rrule expands the pattern over floating wall-clock days (UTC dates standing for Whitefish days), and each day's
 * times become instants in America/Denver only afterwards: 7 PM stays 7 PM across both daylight-saving changes.
 */
import { RRule, type Weekday } from 'rrule';
import { addDays, instantInZone } from '@/lib/dates';
import { MAX_OCCURRENCES } from './fields';

export interface EventTiming {
  /** 'YYYY-MM-DD' (Whitefish). */
  startDate: string;
  /** 'YYYY-MM-DD', the same day or later: a multi-day event. */
  endDate: string;
  /** 'HH:MM'; ignored when all day. */
  startTime: string;
  endTime: string;
  allDay: boolean;
}

export type Recurrence =
  | { repeat: 'none' }
  | { repeat: 'weekly'; weekdays: readonly number[]; until: string }
  | { repeat: 'monthly'; nth: number; until: string }
  | { repeat: 'dates'; dates: readonly string[] };

export type Pair = [string, string];

const RRULE_DAYS: readonly Weekday[] = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU];

const floating = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((floating(to).getTime() - floating(from).getTime()) / 86_400_000);
const iso = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** rrule's weekday index (0 = Monday) of a day. */
export function rruleWeekday(day: string): number {
  return (floating(day).getUTCDay() + 6) % 7;
}

/** The days the event starts on, first to last; at most MAX_OCCURRENCES + 1 (one more says "too many"). */
export function occurrenceDays(startDate: string, recurrence: Recurrence): string[] {
  const limit = MAX_OCCURRENCES + 1;
  if (recurrence.repeat === 'none') return [startDate];
  if (recurrence.repeat === 'dates') return [...new Set([startDate, ...recurrence.dates])].sort().slice(0, limit);
  const byweekday =
    recurrence.repeat === 'weekly'
      ? recurrence.weekdays.map((index) => RRULE_DAYS[index])
      : [RRULE_DAYS[rruleWeekday(startDate)].nth(recurrence.nth)];
  const rule = new RRule({
    freq: recurrence.repeat === 'weekly' ? RRule.WEEKLY : RRule.MONTHLY,
    byweekday,
    dtstart: floating(startDate),
    until: floating(recurrence.until),
    count: limit,
  });
  return rule.all().map(dayOf);
}

/** The `event-datetime` pairs of the event on each of `days`. */
export function occurrencePairs(timing: EventTiming, days: readonly string[]): Pair[] {
  const length = daysBetween(timing.startDate, timing.endDate);
  return days.map((day) => {
    const last = addDays(day, length);
    if (timing.allDay) return [iso(instantInZone(day, '00:00')), iso(instantInZone(last, '23:59'))];
    return [iso(instantInZone(day, timing.startTime)), iso(instantInZone(last, timing.endTime))];
  });
}
