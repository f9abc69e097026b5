'use client';

import { hydrateNearView } from '@/components/shell/hydrate-near-view';

/** The newsletter form every page's footer carries: its code loads when the footer comes near the viewport. */
export const FooterSubscribeForm = hydrateNearView('subscribe', () => import('./SubscribeForm').then((m) => m.SubscribeForm));
