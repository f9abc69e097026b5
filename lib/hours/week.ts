/** The entry page's table of the week's opening hours (docs/product.md#opening-hours). */
import { LOCALE, TIME_ZONE } from '../config/constants';
import { todayInZone } from '../dates';
import { dayRanges } from './intervals';
import { formatTime } from './labels';
import type { Hours } from './parse';

const dayFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, weekday: 'short', month: 'short', day: 'numeric' });

export interface HoursDay {
  /** 'YYYY-MM-DD' in Whitefish. */
  day: string;
  /** "Thu, Nov 26" */
  label: string;
  /** "11 am – 4 pm" each, in order; empty when closed. A night past midnight shows on the day it starts. */
  ranges: string[];
}

/** Seven days from `now`'s day: what the entry page's table shows. */
export function weekTable(hours: Hours, now: number): HoursDay[] {
  return dayRanges(hours, todayInZone(new Date(now), TIME_ZONE), 7)!.map(({ day, start, ranges }) => ({
    day,
    label: dayFormat.format(start),
    ranges: ranges.map((r) => (r === 'all' ? 'Open 24 hours' : `${formatTime(r[0])} – ${formatTime(r[1])}`)),
  }));
}
