'use client';

import { hydrateOnDemand } from '@/components/hydration/hydrate-on-demand';

const loadListController = () => import('./ListController').then((m) => m.ListController);

/**
 * A list view's controls and results: server-rendered, and working without script (a GET form, links for tabs
 * and cards); the client code (filters, in-place updates, Show more, Save toggles) loads once the page has loaded
 * and the list is in view, or earlier at the visitor's first interaction; swr follows with the first change that
 * needs fetching (use-list-answers.tsx). ListController adopts whatever was typed or chosen before it hydrated; a
 * tap meanwhile is carried out once it has (hydrate-on-demand.tsx).
 */
export const ListOnDemand = hydrateOnDemand('list', loadListController);

/** The same, hydrated as soon as its code arrives: for the map tab opened directly, whose map is wanted at once. */
export const ListNow = hydrateOnDemand('list', loadListController, { when: 'now' });
