/** Pages of a list view (docs/product.md#pages): what page N holds, and joining pages fetched one by one. */
import type { ListPayload } from './cards';

/** Items one page adds; the count then reads '{n} of {t} items' until every item is shown. */
export const LIST_PAGE_SIZE = 24;
/** Most items a list reaches (the first ones in its order), like the map's bound; narrowing reaches the rest. */
export const LIST_MAX_ITEMS = 500;
/** The last page any list can have: a larger `page` is ignored without asking the content service. */
export const MAX_LIST_PAGE = Math.ceil(LIST_MAX_ITEMS / LIST_PAGE_SIZE);

/** Body of GET /api/lists/{key}[?page=N] and of a rendered list: one page, or pages 1..page when rendered. */
export interface ListPage extends ListPayload {
  /** The (last) page these items are. */
  page: number;
  /** A further page exists. */
  more: boolean;
}

/** Pages of a list: the listable items split into pages of LIST_PAGE_SIZE (at least one, maybe empty). */
export function pageCount(listable: number): number {
  return Math.max(1, Math.ceil(Math.min(listable, LIST_MAX_ITEMS) / LIST_PAGE_SIZE));
}

/**
 * Page `requested` of `items` (every listable item, in order): pages 1..N when `cumulative` (a rendered list:
 * what "Show more" N−1 times shows), else page N alone (what "Show more" fetches). A page past the last is
 * ignored like any invalid list value: page 1.
 */
export function pageOf<T>(items: readonly T[], requested: number, cumulative: boolean): { items: T[]; page: number; more: boolean } {
  const listable = items.slice(0, LIST_MAX_ITEMS);
  const pages = pageCount(listable.length);
  const page = Number.isInteger(requested) && requested >= 1 && requested <= pages ? requested : 1;
  const start = cumulative ? 0 : (page - 1) * LIST_PAGE_SIZE;
  return { items: listable.slice(start, page * LIST_PAGE_SIZE), page, more: page < pages };
}

/**
 * The rendered (or first fetched) pages followed by the later pages fetched since, as far as they join up: each
 * must be the next page, for the same day (events: a later day is a different list).
 */
export function joinPages(first: ListPage, later: ReadonlyMap<number, ListPage> | undefined): ListPage {
  let joined = first;
  for (let next = later?.get(first.page + 1); next && next.today === first.today; next = later?.get(joined.page + 1)) {
    joined = { ...joined, items: [...joined.items, ...next.items], page: next.page, more: next.more };
  }
  return joined;
}
