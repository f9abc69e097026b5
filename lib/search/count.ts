import { byCount, format } from '../config/format';
import { searchMessages } from '@/lib/search/messages';

/** "1 result", "{n} results", or the no-results line (docs/product.md#search). Light: the search panel imports it. */
export function resultCountText(n: number): string {
  if (n <= 0) return searchMessages.empty;
  return format(byCount(n, searchMessages.count_one, searchMessages.count), { n });
}
