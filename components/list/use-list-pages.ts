'use client';

import { useEffect, useReducer, useState } from 'react';
import type { CardData } from '@/lib/list-query/cards';
import { joinPages, LIST_PAGE_SIZE, type ListPage } from '@/lib/list-query/pages';
import { fetchList } from './fetch-list';

/**
 * Pages fetched after the first answer, per result URL. Module scope, so a remount (back or forward to the list
 * inside the site) shows them again at once and the browser can restore the scroll position. Bounded.
 */
const laterPages = new Map<string, Map<number, ListPage>>();
const REMEMBERED_LISTS = 20;

function remember(key: string, page: ListPage): void {
  const pages = laterPages.get(key) ?? new Map<number, ListPage>();
  laterPages.delete(key);
  if (laterPages.size >= REMEMBERED_LISTS) laterPages.delete(laterPages.keys().next().value!);
  laterPages.set(key, pages.set(page.page, page));
}

export interface ShownPages {
  /** Items of pages 1..page. */
  items: CardData[];
  page: number;
  total: number;
  /** A further page can be shown. */
  more: boolean;
  /** The next page is being fetched. */
  loading: boolean;
  /** Fetching the next page failed; `retry` asks again. */
  failed: boolean;
  retry: () => void;
}

/** Page `page` alone of the results at `key` (listApiUrl without a page): listApiUrl puts `page` last. */
export function pageUrl(key: string, page: number): string {
  return `${key}${key.includes('?') ? '&' : '?'}page=${page}`;
}

/**
 * Pages 1..`wanted` of a list's results: `first` (the rendered pages, or page 1 from swr, for `key`) joined with
 * the later pages, each fetched once when `wanted` goes past what is loaded ("Show more", or back/forward to a
 * URL with a larger `page`).
 */
export function useListPages(key: string, first: ListPage | undefined, wanted: number): ShownPages | undefined {
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const [failedAt, setFailedAt] = useState<string | null>(null);
  const joined = first ? joinPages(first, laterPages.get(key)) : undefined;
  const next = joined && wanted > joined.page && joined.more ? joined.page + 1 : null;
  const failed = next !== null && failedAt === pageUrl(key, next);

  useEffect(() => {
    if (next === null || failed || !joined) return;
    const url = pageUrl(key, next);
    const { today, total } = joined;
    let current = true;
    fetchList<ListPage>(url)
      .then((page) => {
        // The list has fewer pages now (the server answers page 1 past the last): it ends here.
        remember(key, page.page === next ? page : { items: [], total, today, page: next, more: false });
        if (current) loaded();
      })
      .catch(() => {
        if (current) setFailedAt(url);
      });
    return () => {
      current = false;
    };
    // `joined` changes identity every render; what matters of it is in `next`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, next, failed]);

  if (!joined) return undefined;
  const items = joined.items.slice(0, wanted * LIST_PAGE_SIZE);
  return {
    items,
    page: Math.min(wanted, joined.page),
    total: joined.total,
    more: joined.items.length > items.length || joined.more,
    // Fetching whenever a wanted page is missing and has not failed (the effect above).
    loading: next !== null && !failed,
    failed,
    retry: () => setFailedAt(null),
  };
}
