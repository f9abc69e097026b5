'use client';

import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { ListPayload } from '@/lib/list-query';
import { fetchList } from './fetch-list';

/**
 * The client store for list pages: swr, seeded with the server-rendered results keyed by their API
 * URL, so the first render reads the server state and nothing is fetched twice. Stale-but-present data is
 * not refetched on mount or focus (the route handler is CDN-cached for a minute anyway). A failed request is not
 * retried behind the visitor's back: the list says so and offers to try again.
 */
export function ListProvider({ fallback, children }: { fallback: Record<string, ListPayload>; children: ReactNode }) {
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
      {children}
    </SWRConfig>
  );
}
