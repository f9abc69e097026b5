'use client';

import type { ListPayload } from '@/lib/list-query';
import { ListController, type ListControllerProps } from './ListController';
import { ListProvider } from './ListProvider';

export interface ListClientProps extends ListControllerProps {
  /** The server-rendered results, keyed by their API URL (swr's fallback). */
  fallback: Record<string, ListPayload>;
}

/** The client side of a list view: swr seeded with the server's results, and the controller. */
export function ListClient({ fallback, ...controller }: ListClientProps) {
  return (
    <ListProvider fallback={fallback}>
      <ListController {...controller} />
    </ListProvider>
  );
}
