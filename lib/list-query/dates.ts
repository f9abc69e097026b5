/**
 * Dates on the events list (docs/product.md#dates-on-the-events-list): `when` quick choices and `from`/`to`
 * custom days, resolved to an inclusive range of days in America/Denver for a given today. Days are
 * 'YYYY-MM-DD' strings: they compare as strings and have no zone of their own.
 */
import { addDays, isCalendarDay, weekdayOf } from '../dates';

export const WHEN_KEYS = ['today', 'tomorrow', 'weekend', 'week', 'month'] as const;
export type WhenKey = (typeof WHEN_KEYS)[number];
/** Lists of places with opening hours only (docs/product.md#open-on-my-dates): open at the moment of the request. */
export const OPEN_NOW = 'now';
/** `any` is what the form's "Any date" sends: no dates, whatever the From/To fields still hold. */
export type WhenValue = WhenKey | typeof OPEN_NOW | 'any' | '';
export const WHEN_VALUES: readonly WhenValue[] = [...WHEN_KEYS, OPEN_NOW, 'any'];

/** The part of a list's query that names its days. */
export interface DatesQuery {
  when: WhenValue;
  from: string;
  to: string;
}

/** Which lists take dates: the events list (events on those days), lists of places with hours (open on them). */
export type DatesKind = 'events' | 'hours' | null;

/** Types whose entries may keep machine-readable opening hours: their lists offer "Open on my dates". */
export const HOURS_TYPES: readonly string[] = ['dine', 'shop', 'explore', 'here'];

/** Which dates a list of `type` takes. */
export function datesKindOf(type: string): DatesKind {
  return type === 'event' ? 'events' : HOURS_TYPES.includes(type) ? 'hours' : null;
}

/** How far ahead a range may reach: a later `to` (or `from` alone) ends here, a later `from` is ignored. */
export const MAX_RANGE_DAYS = 730;

/** An inclusive range of days; `when` names the quick choice (`now`: today, at the moment asked), `openEnd` marks a `from` without a `to`. */
export interface DayRange {
  from: string;
  to: string;
  when: WhenKey | typeof OPEN_NOW | null;
  openEnd: boolean;
}

function lastOfMonth(day: string): string {
  const [year, month] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** A quick choice's days: the weekend is Friday to Sunday, from today while it is the weekend. */
function quickRange(when: WhenKey, today: string): [string, string] {
  switch (when) {
    case 'today':
      return [today, today];
    case 'tomorrow':
      return [addDays(today, 1), addDays(today, 1)];
    case 'weekend': {
      const day = weekdayOf(today);
      const toSunday = (7 - day) % 7;
      return day === 0 || day >= 5 ? [today, addDays(today, toSunday)] : [addDays(today, 5 - day), addDays(today, toSunday)];
    }
    case 'week':
      return [today, addDays(today, 6)];
    case 'month':
      return [today, lastOfMonth(today)];
  }
}

const isWhenKey = (value: string): value is WhenKey => (WHEN_KEYS as readonly string[]).includes(value);

/**
 * The days a query asks for, or null for every upcoming day. A valid `when` wins over `from`/`to`; `from` alone
 * runs MAX_RANGE_DAYS from today, `to` alone starts today; reversed ends are swapped; a range starting before
 * today starts today (the list shows upcoming events only). A range wholly past, or starting after the cap, is
 * ignored; malformed days were dropped by parseQuery and are ignored here too.
 */
export function resolveDates(query: DatesQuery, today: string): DayRange | null {
  if (query.when === OPEN_NOW) return { from: today, to: today, when: OPEN_NOW, openEnd: false };
  if (isWhenKey(query.when)) {
    const [from, to] = quickRange(query.when, today);
    return { from, to, when: query.when, openEnd: false };
  }
  if (query.when === 'any') return null;
  const from = isCalendarDay(query.from) ? query.from : '';
  const to = isCalendarDay(query.to) ? query.to : '';
  if (!from && !to) return null;
  const limit = addDays(today, MAX_RANGE_DAYS);
  let [start, end] = from && to && from > to ? [to, from] : [from || today, to || limit];
  if (start < today) start = today;
  if (end > limit) end = limit;
  if (end < today || start > limit) return null;
  return { from: start, to: end, when: null, openEnd: !to };
}

/**
 * The query as the list keeps it: no dates outside the events list, `any` and ignored ranges dropped, `from`/`to`
 * dropped under a valid `when`, reversed ends swapped. What the visitor sees in the controls and the URL.
 */
export function withDates<T extends DatesQuery>(query: T, kind: DatesKind, today: string): T {
  const none = { ...query, when: '', from: '', to: '' };
  if (!kind) return none;
  // "Open now" is a list of places' choice; on the events list it is ignored like any unknown value.
  if (kind === 'events' && query.when === OPEN_NOW) return withDates({ ...query, when: '' }, kind, today);
  const range = resolveDates(query, today);
  if (!range) return none;
  if (range.when) return { ...none, when: range.when };
  const [from, to] = query.from && query.to && query.from > query.to ? [query.to, query.from] : [query.from, query.to];
  return { ...none, from: isCalendarDay(from) ? from : '', to: isCalendarDay(to) ? to : '' };
}

