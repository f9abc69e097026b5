/** The addresses of a list's results: what swr fetches and the server seeds (docs/product.md#pages). */
import type { ListView } from '../config/routes';
import { defaultsFor, toSearchParams, type ListQuery } from './state';

/** Query keys that change the results (tab and selected do not). */
export const RESULT_KEYS = ['category', 'order', 'search', 'when', 'from', 'to'] as const;

/**
 * The one spelling of a list's API URL — swr's key on the client and the fallback key seeded by the
 * server, so both must build it here. Only non-default result keys, in a stable order. `page` (a page alone,
 * for "Show more") comes last; `/map` asks for every place of the results (the map tab).
 */
export function listApiUrl(
  view: Pick<ListView, 'key' | 'defaultOrder'>,
  query: ListQuery,
  { page = 1, map = false }: { page?: number; map?: boolean } = {},
): string {
  const defaults = defaultsFor(view);
  const all = toSearchParams(query, defaults);
  const params = new URLSearchParams();
  for (const key of RESULT_KEYS) {
    const value = all.get(key);
    if (value !== null) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  const qs = params.toString();
  return `/api/lists/${encodeURIComponent(view.key)}${map ? '/map' : ''}${qs ? `?${qs}` : ''}`;
}
