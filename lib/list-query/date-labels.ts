/**
 * What a list says about its results: the count above them (docs/product.md#counts) and, on the events list, the
 * count, the empty text and the page title with its dates (docs/product.md#dates-on-the-events-list).
 */
import { byCount, format } from '../config/format';
import { listDateMessages, listHoursMessages, listMessages } from '@/lib/list-query/messages';
import { formatDate, formatRange } from '../dates';
import { OPEN_NOW, type DayRange } from './dates';

const texts = listDateMessages;

/** '{n} items', '{n} of {t} items', or 'No items were found.' when n is 0. */
export function countLabel(n: number, total?: number | null): string {
  if (!n) return listMessages.empty;
  if (typeof total === 'number' && Number.isFinite(total) && total > n) {
    return format(listMessages.count_of, { n, t: total });
  }
  return format(byCount(n, listMessages.count_one, listMessages.count), { n });
}

/** 'on 11/27/26', 'between 11/27/26 and 11/29/26' or 'from 11/27/26 on'. */
export function dateSpan(range: DayRange): string {
  const from = formatDate(range.from, 'date');
  if (range.openEnd) return format(texts.span_open, { from });
  if (range.from === range.to) return format(texts.span_day, { date: from });
  return format(texts.span_range, { from, to: formatDate(range.to, 'date') });
}

/** The count above the results with dates: '{n} events …', '{n} of {t} events …', or 'No events ….' for none. */
export function datedCountLabel(n: number, total: number | null | undefined, range: DayRange): string {
  const span = dateSpan(range);
  if (!n) return format(texts.empty, { span });
  if (typeof total === 'number' && Number.isFinite(total) && total > n) return format(texts.count_of, { n, t: total, span });
  return format(byCount(n, texts.count_one, texts.count), { n, span });
}

/** The page title: 'Events this weekend (11/27/26 – 11/29/26)' for a quick choice, 'Events between … and …' for days. */
export function datedTitle(range: DayRange): string {
  if (!range.when || range.when === OPEN_NOW) return format(texts.title_dates, { span: dateSpan(range) });
  return format(texts[`title_${range.when}`], { range: formatRange([range.from, range.to], 'date') });
}

const hoursTexts = listHoursMessages;

/** 'now', or the days as dateSpan says them. */
const hoursSpan = (range: DayRange): string => (range.when === OPEN_NOW ? hoursTexts.span_now : dateSpan(range));

/**
 * A list of places with dates (docs/product.md#open-on-my-dates): '5 places open now', '12 of 30 places open between …',
 * 'No places are open on ….', then how many of the list's places keep no machine-readable hours (not listed).
 */
export function hoursCountLabel(n: number, total: number | null | undefined, range: DayRange, withoutHours = 0): string {
  const span = hoursSpan(range);
  const count = !n
    ? format(hoursTexts.empty, { span })
    : typeof total === 'number' && Number.isFinite(total) && total > n
      ? format(hoursTexts.count_of, { n, t: total, span })
      : format(byCount(n, hoursTexts.count_one, hoursTexts.count), { n, span });
  if (!withoutHours) return count;
  return `${count.replace(/\.$/, '')} · ${format(byCount(withoutHours, hoursTexts.without_one, hoursTexts.without), { n: withoutHours })}`;
}

/** The page title of a list of places with dates: 'Dine open now', 'Shop open between 11/27/26 and 11/29/26'. */
export function hoursTitle(label: string, range: DayRange): string {
  return format(hoursTexts.title, { label, span: hoursSpan(range) });
}
