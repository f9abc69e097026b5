'use client';

import { hydrateOnDemand } from '@/components/shell/hydrate-on-demand';

const loadListClient = () => import('./ListClient').then((m) => m.ListClient);

/**
 * A list view's controls and results: server-rendered, and working without script (a GET form, links for tabs
 * and cards); the client code (swr, filters, in-place updates) loads when the visitor reaches into the list or
 * first interacts with the page. ListController adopts whatever was typed or chosen before it hydrated.
 */
export const ListOnDemand = hydrateOnDemand('list', loadListClient, { when: 'reached' });

/**
 * The same, hydrated as soon as its code arrives: for the map tab opened directly, whose "Show interactive map"
 * button is clicked first (a click on a part still waiting to hydrate is not replayed).
 */
export const ListNow = hydrateOnDemand('list', loadListClient, { when: 'now' });
