'use client';

import { useEffect, useRef, useState } from 'react';
import type { ListView } from '@/lib/config/routes';
import { dayIsOver } from '@/lib/dates';
import { listApiUrl } from '@/lib/list-query/api-url';
import type { ListQuery, ListTab } from '@/lib/list-query/state';
import type { SeededAnswers } from './list-answers';
import { useListAnswers } from './use-list-answers';
import { useListPages } from './use-list-pages';

interface Kept<T> {
  key: string;
  data: T;
  page: number;
}

/** The results for `key` when loaded, else the last results that were (with the page they were shown to). */
function useKept<T>(key: string, data: T | undefined, page: number): Kept<T> | undefined {
  const [kept, setKept] = useState<Kept<T> | undefined>(data === undefined ? undefined : { key, data, page });
  if (data !== undefined && (kept?.data !== data || kept.key !== key || kept.page !== page)) setKept({ key, data, page });
  return data !== undefined ? { key, data, page } : kept;
}

/**
 * What a list view shows for its query: each tab fetches only what it shows (useListAnswers: the server's results,
 * then swr) — the grid pages of results, the map every place of them — and keeps the last results on screen while
 * new ones load. A failed request for a new choice is `failed` (the list says so instead of showing results that do
 * not match it). `source` is the fetching part, for the caller to render.
 */
export function useListResults(view: ListView, query: ListQuery, seeded: SeededAnswers) {
  const tab: ListTab = view.onMap ? query.tab : 'grid';
  const resultsKey = listApiUrl(view, query);
  const mapKey = listApiUrl(view, query, { map: true });
  const { grid, map, source } = useListAnswers({ grid: tab === 'grid' ? resultsKey : null, map: tab === 'map' ? mapKey : null }, seeded);
  const active = tab === 'map' ? map : grid;
  const failed = Boolean(active.error) && !active.data;
  // swr's keepPreviousData would also prefer the last results over the server-seeded fallback when returning to
  // the first URL, so we keep them ourselves.
  const shownGrid = useKept(resultsKey, grid.data, query.page);
  const gridPages = useListPages(shownGrid?.key ?? resultsKey, shownGrid?.data, shownGrid?.page ?? query.page);
  const mapData = useKept(mapKey, map.data, 1)?.data;

  // The server decided "today" (America/Denver); if the visitor's page outlived that day, refetch once.
  const rechecked = useRef(false);
  const gridToday = grid.data?.today;
  const refetchGrid = grid.mutate;
  useEffect(() => {
    if (rechecked.current || !gridToday || view.type !== 'event') return;
    rechecked.current = true;
    if (dayIsOver(gridToday)) refetchGrid();
  }, [gridToday, refetchGrid, view.type]);

  const busy = active.isValidating || (!active.data && !active.error) || (tab === 'grid' && Boolean(gridPages?.loading));
  // The shown results' days (as the server resolved them) and places without hours: while new results load, the
  // count stays that of the results on screen.
  const shown = tab === 'map' ? mapData : shownGrid?.data;
  return { tab, failed, busy, retry: active.mutate, source, gridPages, mapData, dates: shown?.dates, withoutHours: shown?.withoutHours ?? 0 };
}

export type ListResultsState = ReturnType<typeof useListResults>;
