/**
 * Which list states Next's page cache keeps, and how a state becomes the path of the internal route that renders it
 * (docs/product.md#cached-list-pages): `{view}/{day}/{state}`, the day in America/Denver (so every list rolls over
 * at midnight) and the state the canonical non-default query, or `_` for the default state.
 */
import type { ListView } from '../config/routes';
import { isCalendarDay } from '../dates';
import { OPEN_NOW } from './dates';
import { defaultsFor, parseListQuery, toSearchParams, type ListQuery } from './state';

/** The state segment of the default state. */
export const DEFAULT_STATE_SEGMENT = '_';

type View = Pick<ListView, 'path' | 'defaultOrder' | 'type'>;

/**
 * A state is cached only when it holds no free text (`search`, `selected`, custom `from`/`to`) and its category, if
 * any, is one of the view's real categories (`categories`; unknown yet: null, and no category state is cached).
 * What is left is a bounded set per view and day: categories × orders × tabs × quick dates × pages.
 */
export function isCacheableState(query: ListQuery, categories: ReadonlySet<string> | null): boolean {
  // "Open now" changes by the minute: rendered per request (a shared cache keeps it a minute), never for a day.
  if (query.search || query.selected || query.from || query.to || query.when === OPEN_NOW) return false;
  return !query.category || Boolean(categories?.has(query.category));
}

/** The state as one path segment, not yet percent-encoded: the canonical query string, or `_`. */
export function stateSegment(query: ListQuery, view: View): string {
  return toSearchParams(query, defaultsFor(view)).toString() || DEFAULT_STATE_SEGMENT;
}

/** The internal route's path for `query` of `view` on `day` ('YYYY-MM-DD'). */
export function cachedListPath(view: View, day: string, query: ListQuery): string {
  return `${view.path}/${day}/${encodeURIComponent(stateSegment(query, view))}`;
}

/**
 * The state a (decoded) segment names for `view` on `day`, or null unless it is exactly the canonical segment of a
 * state without free text: each state has one address, so the page cache holds each state once.
 */
export function stateFromSegment(segment: string, view: View, day: string): ListQuery | null {
  if (!isCalendarDay(day)) return null;
  const query = parseListQuery(segment === DEFAULT_STATE_SEGMENT ? '' : segment, view, day);
  if (stateSegment(query, view) !== segment) return null;
  return isCacheableState(query, query.category ? new Set([query.category]) : null) ? query : null;
}
