/** Opening hours as schema.org `openingHoursSpecification` for an entry's structured data. */
import { TIME_ZONE } from '../config/constants';
import { partsInZone, todayInZone } from '../dates';
import { dayRanges } from './intervals';
import { warnInvalid, type Hours } from './parse';
import { MINUTE } from './wall-time';

const pad = (n: number) => String(n).padStart(2, '0');

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
