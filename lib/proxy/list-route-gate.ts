/**
 * Which list view requests Next's page cache answers (docs/operations.md#cached-list-pages): decided in proxy.ts,
 * before the page cache is consulted, because whatever the internal list route renders is stored under its path.
 */
import { listViewByPath, type ListView } from '@/lib/config/routes';
import { todayInZone } from '@/lib/dates';
import { cachedListPath, DEFAULT_STATE_SEGMENT, isCacheableState, parseListQuery, stateSegment } from '@/lib/list-query';
import { knownListCategories } from '../content/list-categories';

export type ListRouteDecision =
  /**
   * a state without free text: rewrite to the internal ISR route at `path`; `canonical` when the address asked for
   * is that state's one address (its canonical query), which a shared cache may then keep
   */
  | { action: 'cached'; path: string; canonical: boolean }
  /** the internal route's own address: the not-found view */
  | { action: 'not-found' };

/** `/{view}/{day}/{state}`: the internal route, reached only through the rewrite below. */
const INTERNAL_ROUTE = /^(\/[^/]+)\/[^/]+\/[^/]+\/?$/;

function internalRouteView(pathname: string): ListView | undefined {
  const match = INTERNAL_ROUTE.exec(pathname);
  return match ? listViewByPath(match[1]) : undefined;
}

/**
 * What a list view request should answer: its internal route for a cacheable state (GET/HEAD outside preview),
 * not-found for the internal route asked for directly, null for everything else (other paths, free-text states,
 * preview: the per-request list route answers as before).
 */
export function listRouteDecision(
  pathname: string,
  searchParams: URLSearchParams,
  { read, preview, today = todayInZone() }: { read: boolean; preview: boolean; today?: string },
): ListRouteDecision | null {
  if (internalRouteView(pathname)) return { action: 'not-found' };
  const view = listViewByPath(pathname);
  if (!view || !read || preview) return null;
  const categories = knownListCategories(view.categoryKey);
  const asked = parseListQuery(searchParams, view, today);
  // An unknown category is ignored like any invalid value (docs/product.md#query-parameters): once the list's
  // categories are known, junk values all name the state without one, so they add no pages and render nothing.
  const query = asked.category && categories && !categories.has(asked.category) ? { ...asked, category: '' } : asked;
  if (!isCacheableState(query, categories)) return null;
  const segment = stateSegment(query, view);
  const asAsked = new URLSearchParams(searchParams);
  asAsked.delete('_rsc');
  const canonical = asAsked.toString() === (segment === DEFAULT_STATE_SEGMENT ? '' : segment);
  return { action: 'cached', path: cachedListPath(view, today, query), canonical };
}
