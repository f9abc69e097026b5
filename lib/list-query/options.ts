/** Which order options a list view offers (docs/product.md#orders): `time` on events only, `score` only with a search. */
import type { ListView } from '../config/routes';
import { ORDER_OPTIONS, type ListQuery, type OrderKey } from './state';

export function orderOptionsFor(
  view: Pick<ListView, 'type'>,
  query: Pick<ListQuery, 'search' | 'order'>,
): ReadonlyArray<{ value: OrderKey; label: string }> {
  const isEvents = view.type === 'event';
  const hasSearch = query.search.trim() !== '';
  return ORDER_OPTIONS.filter(({ value }) => {
    if (value === 'time') return isEvents;
    // Relevance needs search terms; keep it listed while chosen so the select shows the real state.
    if (value === 'score') return hasSearch || query.order === 'score';
    return true;
  });
}
