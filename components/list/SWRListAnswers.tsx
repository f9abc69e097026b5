'use client';

import { useEffect, useLayoutEffect } from 'react';
import useSWR, { SWRConfig, useSWRConfig, type SWRResponse } from 'swr';
import type { ListPayload } from '@/lib/list-query/cards';
import type { ListPage } from '@/lib/list-query/pages';
import { fetchList } from './fetch-list';
import type { Answer, AnswerSourceProps } from './list-answers';

/**
 * The list's answers through swr, seeded with the server-rendered results keyed by their API URL, so nothing is
 * fetched twice. Stale-but-present data is not refetched on mount or focus (the route handler is CDN-cached for a
 * minute anyway). A failed request is not retried behind the visitor's back: the list says so and offers to try
 * again. Loaded only once a list needs something fetched (use-list-answers.tsx).
 */
export function SWRListAnswers({ fallback, ...props }: AnswerSourceProps) {
  return (
    <SWRConfig
      value={{
        fallback,
        fetcher: fetchList,
        revalidateIfStale: false,
        revalidateOnFocus: false,
        shouldRetryOnError: false,
        dedupingInterval: 10_000,
      }}
    >
      <Answers {...props} />
    </SWRConfig>
  );
}

function Answers({ grid: gridKey, map: mapKey, revalidate, onAnswers }: Omit<AnswerSourceProps, 'fallback'>) {
  const grid = useSWR<ListPage>(gridKey);
  const map = useSWR<ListPayload>(mapKey);
  const { mutate } = useSWRConfig();
  useEffect(() => {
    for (const key of revalidate) void mutate(key);
    // Only what was asked for before this code had loaded: from now on swr's own mutate is asked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [gridData, gridError, gridValidating] = [grid.data, grid.error, grid.isValidating];
  const [mapData, mapError, mapValidating] = [map.data, map.error, map.isValidating];
  const [askGrid, askMap] = [grid.mutate, map.mutate];
  // Before paint: the list renders these answers in the same frame as the change that asked for them.
  useLayoutEffect(() => {
    const answer = <T extends ListPayload>(data: T | undefined, error: unknown, isValidating: boolean, ask: SWRResponse<T>['mutate']): Answer<T> => ({
      data,
      error,
      isValidating,
      mutate: () => void ask(),
    });
    onAnswers({
      keys: { grid: gridKey, map: mapKey },
      grid: answer(gridData, gridError, gridValidating, askGrid),
      map: answer(mapData, mapError, mapValidating, askMap),
    });
  }, [onAnswers, gridKey, mapKey, gridData, gridError, gridValidating, askGrid, mapData, mapError, mapValidating, askMap]);
  return null;
}
