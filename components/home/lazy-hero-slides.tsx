'use client';

import { hydrateOnDemand } from '@/components/shell/hydrate-on-demand';

/**
 * The home carousel: server-rendered as a plain scroll strip (swipe or scroll); its code — the Previous / Next
 * buttons and the slide tracking — loads when the visitor reaches for it or first interacts with the page.
 */
export const HeroSlides = hydrateOnDemand('hero-slides', () => import('./HeroSlides').then((m) => m.HeroSlides), {
  when: 'reached',
});
