import { getListPage } from '@/lib/content/lists';
import { routeMethods } from '../../route-methods';
import { listAnswer } from '../list-answer';

/**
 * GET /api/lists/{key}?category=&order=&search=&page= → one page of results, `{ items: CardData[], total, today,
 * page, more }` (docs/product.md#pages). A page past the last answers page 1.
 */
const list = listAnswer('List', (view, query) => getListPage(view, query, { cumulative: false }));

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeMethods({ GET: list });
