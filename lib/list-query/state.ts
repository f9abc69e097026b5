/** List query state in the URL (docs/product.md#query-parameters): sanitised parse, default-free serialise. */
import { orderMessages } from '@/lib/list-query/messages';
import type { ListView, OrderKey } from '../config/routes';
import { isCalendarDay, todayInZone } from '../dates';
import { datesKindOf, WHEN_VALUES, withDates, type WhenValue } from './dates';
import { MAX_LIST_PAGE } from './pages';

export type { OrderKey };
export type ListTab = 'grid' | 'map';

// A type alias (not an interface) so it satisfies parseQuery's Record<string, string | number> bound.
export type ListQuery = {
  category: string;
  order: OrderKey;
  search: string;
  selected: string;
  tab: ListTab;
  /** Pages shown (docs/product.md#pages): 1 to MAX_LIST_PAGE. */
  page: number;
  /** Events only (docs/product.md#dates-on-the-events-list): a quick choice, or custom days 'YYYY-MM-DD'. */
  when: WhenValue;
  from: string;
  to: string;
};

export const ORDER_KEYS: readonly OrderKey[] = ['priority', 'score', 'time', 'title', 'a-z', 'z-a'];
export const TABS: readonly ListTab[] = ['grid', 'map'];
export const MAX_VALUE_LENGTH = 200;

export const ORDER_OPTIONS: ReadonlyArray<{ value: OrderKey; label: string }> = ORDER_KEYS.map((value) => ({
  value,
  label: orderMessages[value],
}));

export function defaultsFor(view: Pick<ListView, 'defaultOrder'> | null | undefined): ListQuery {
  return { category: '', order: view?.defaultOrder ?? 'priority', search: '', selected: '', tab: 'grid', page: 1, when: '', from: '', to: '' };
}

export type SearchParamsInput =
  | URLSearchParams
  | Record<string, string | string[] | undefined>
  | string
  | null
  | undefined;

function firstValue(input: SearchParamsInput, key: string): string | undefined {
  if (!input) return undefined;
  if (typeof input === 'string') return new URLSearchParams(input).get(key) ?? undefined;
  if (input instanceof URLSearchParams) return input.get(key) ?? undefined;
  if (!Object.prototype.hasOwnProperty.call(input, key)) return undefined;
  const v = input[key];
  const first = Array.isArray(v) ? v[0] : v;
  return typeof first === 'string' ? first : undefined;
}

const ALLOWED: Record<string, readonly string[]> = { order: ORDER_KEYS, tab: TABS, when: WHEN_VALUES };
/** Strings that must be real calendar days, 'YYYY-MM-DD'. */
const DAYS = new Set(['from', 'to']);
/** Numbers that must be whole, written in digits, within a range. */
const WHOLE: Record<string, readonly [number, number]> = { page: [1, MAX_LIST_PAGE] };

/**
 * Reads only keys present in `defaults`. Strings: first value, trimmed, at most 200 characters.
 * Numbers: only finite values; `page`: only digits from 1 to MAX_LIST_PAGE. `order` / `tab` / `when`: only allowed
 * options; `from` / `to`: only real calendar days. Anything else keeps the default.
 */
export function parseQuery<T extends Record<string, string | number>>(input: SearchParamsInput, defaults: T): T {
  const out: Record<string, string | number> = { ...defaults };
  for (const key of Object.keys(defaults)) {
    const raw = firstValue(input, key);
    if (raw === undefined) continue;
    const fallback = defaults[key];
    if (typeof fallback === 'number' && WHOLE[key]) {
      const [min, max] = WHOLE[key];
      const n = /^\d{1,6}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
      if (n >= min && n <= max) out[key] = n;
      continue;
    }
    if (typeof fallback === 'number') {
      const n = raw.trim() === '' ? NaN : Number(raw);
      if (Number.isFinite(n)) out[key] = n;
      continue;
    }
    const value = raw.trim().slice(0, MAX_VALUE_LENGTH);
    if (ALLOWED[key]) {
      if (ALLOWED[key].includes(value)) out[key] = value;
      continue;
    }
    if (DAYS.has(key)) {
      if (isCalendarDay(value)) out[key] = value;
      continue;
    }
    out[key] = value;
  }
  return out as T;
}

/**
 * A list view's query from the URL: parseQuery with the view's defaults, then its dates kept as the list keeps them
 * (withDates: none outside the events list, ignored ranges dropped) for `today` in America/Denver. Today is read only
 * when the query names days: a list's first load in the browser builds no date formatter (lib/dates.ts, dayIsOver).
 */
export function parseListQuery(input: SearchParamsInput, view: Pick<ListView, 'defaultOrder' | 'type'>, today?: string): ListQuery {
  const query = parseQuery(input, defaultsFor(view));
  const kind = datesKindOf(view.type);
  const namesDays = kind !== null && Boolean(query.when || query.from || query.to);
  return withDates(query, kind, namesDays ? (today ?? todayInZone()) : '');
}

/** Search params holding only non-default values, in the defaults' key order. */
export function toSearchParams<T extends Record<string, string | number>>(state: T, defaults: T): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(defaults)) {
    const value = state[key];
    if (value === undefined || value === defaults[key]) continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    params.set(key, String(value));
  }
  return params;
}

/** '?a=b' or '' — for hrefs. */
export function toQueryString<T extends Record<string, string | number>>(state: T, defaults: T): string {
  const s = toSearchParams(state, defaults).toString();
  return s ? `?${s}` : '';
}
