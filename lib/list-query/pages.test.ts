import { joinPages, LIST_MAX_ITEMS, LIST_PAGE_SIZE, MAX_LIST_PAGE, pageCount, pageOf, type ListPage } from './pages';

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('pageOf', () => {
  const P = LIST_PAGE_SIZE;
  const items = numbers(2 * P + P / 2); // pages: 1–P, P+1–2P and half a page

  it('gives page N alone, or pages 1..N for a rendered list', () => {
    expect(pageOf(items, 2, false)).toEqual({ items: numbers(2 * P).slice(P), page: 2, more: true });
    expect(pageOf(items, 2, true)).toEqual({ items: numbers(2 * P), page: 2, more: true });
    const last = pageOf(items, 3, false);
    expect(last.items).toEqual(items.slice(2 * P));
    expect(last.more).toBe(false);
  });

  it('the pages, one after another, are the rendered list', () => {
    const oneByOne = [1, 2, 3].flatMap((page) => pageOf(items, page, false).items);
    expect(oneByOne).toEqual(pageOf(items, 3, true).items);
    expect(oneByOne).toEqual(items);
  });

  it('ignores a page past the last or not a whole number ≥ 1: page 1', () => {
    for (const page of [4, 0, -1, 1.5, NaN]) expect(pageOf(items, page, true)).toEqual({ items: numbers(P), page: 1, more: true });
    expect(pageOf([], 1, true)).toEqual({ items: [], page: 1, more: false });
    expect(pageOf(numbers(P), 2, true).page).toBe(1);
  });

  it('lists at most LIST_MAX_ITEMS', () => {
    const many = numbers(LIST_MAX_ITEMS + 100);
    const pages = pageCount(many.length);
    expect(pages).toBe(MAX_LIST_PAGE);
    const all = pageOf(many, pages, true);
    expect(all.items).toHaveLength(LIST_MAX_ITEMS);
    expect(all.more).toBe(false);
    expect(pageOf(many, pages, false).items).toEqual(numbers(LIST_MAX_ITEMS).slice((pages - 1) * LIST_PAGE_SIZE));
  });
});

describe('joinPages', () => {
  const page = (n: number, today = '2026-11-22', more = true): ListPage => ({
    items: [{ id: `item-${n}` } as ListPage['items'][number]],
    total: 10,
    today,
    page: n,
    more,
  });
  const ids = (p: ListPage) => p.items.map((item) => item.id);

  it('appends the later pages that follow on, in order', () => {
    const joined = joinPages(page(1), new Map([[3, page(3, undefined, false)], [2, page(2)]]));
    expect(ids(joined)).toEqual(['item-1', 'item-2', 'item-3']);
    expect(joined).toMatchObject({ page: 3, more: false, total: 10 });
  });

  it('starts after the rendered pages and stops at a gap or another day', () => {
    const rendered = { ...page(2), items: [...page(1).items, ...page(2).items] };
    expect(ids(joinPages(rendered, new Map([[2, page(2)], [3, page(3)]])))).toEqual(['item-1', 'item-2', 'item-3']);
    expect(ids(joinPages(page(1), new Map([[3, page(3)]])))).toEqual(['item-1']);
    expect(ids(joinPages(page(1), new Map([[2, page(2, '2026-11-23')]])))).toEqual(['item-1']);
    expect(joinPages(page(1), undefined)).toEqual(page(1));
  });
});
