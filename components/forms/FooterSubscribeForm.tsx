'use client';

import { hydrateOnDemand } from '@/components/shell/hydrate-on-demand';

/**
 * The newsletter form every page's footer carries: its code loads once the page has loaded and is idle (or the
 * footer comes near, or the visitor interacts); a submission before that is validated once it has arrived.
 * A box: the form is a grid item of the footer's row.
 */
export const FooterSubscribeForm = hydrateOnDemand('subscribe', () => import('./SubscribeForm').then((m) => m.SubscribeForm), {
  box: true,
});
