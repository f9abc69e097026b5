'use client';

import { lazy, Suspense } from 'react';
import { hydrateOnDemand } from '@/components/shell/hydrate-on-demand';
import type { ListClientProps } from './ListClient';

const loadListClient = () => import('./ListClient').then((m) => m.ListClient);

/**
 * A list view's controls and results: server-rendered, and working without script (a GET form, links for tabs
 * and cards); the client code (swr, filters, in-place updates) loads when the visitor reaches into the list or
 * first interacts with the page. ListController adopts whatever was typed or chosen before it hydrated.
 */
export const ListOnDemand = hydrateOnDemand('list', loadListClient, { nearViewport: false });

/**
 * The same, hydrated as soon as its code arrives: for the map tab opened directly, whose "Show interactive map"
 * button is clicked first (a click on a part still waiting to hydrate is not replayed). Its own Suspense boundary
 * keeps the server HTML in place until then: without one the subtree would be rendered afresh instead of hydrated.
 */
const ListClientNow = lazy(() => import('./ListClient').then((m) => ({ default: m.ListClient })));
export function ListNow(props: ListClientProps) {
  return (
    <Suspense fallback={null}>
      <ListClientNow {...props} />
    </Suspense>
  );
}
