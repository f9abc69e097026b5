'use client';

import { hydrateOnDemand } from '@/components/shell/hydrate-on-demand';

/** The newsletter form every page's footer carries: its code loads when the footer comes near the viewport. */
export const FooterSubscribeForm = hydrateOnDemand('subscribe', () => import('./SubscribeForm').then((m) => m.SubscribeForm));
