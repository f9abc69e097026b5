'use client';

import { hydrateOnDemand } from '@/components/hydration/hydrate-on-demand';

/**
 * The newsletter form every page's footer carries: its code loads when the footer comes near the viewport after the
 * page has loaded, or at the visitor's first interaction; a submission before that is validated once it has
 * arrived. Not at idle: most visits never reach the footer, and its 5 kB would come with every page.
 * A box: the form is a grid item of the footer's row.
 */
export const FooterSubscribeForm = hydrateOnDemand('subscribe', () => import('./SubscribeForm').then((m) => m.SubscribeForm), {
  when: 'in-view',
  box: true,
});
