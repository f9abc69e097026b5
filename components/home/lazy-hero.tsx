'use client';

import { hydrateOnDemand } from '@/components/hydration/hydrate-on-demand';

// The hero's client parts, each kept out of the home routes' chunk and loaded only where the hero renders it. This
// module is in every home page's chunk, which every other page loads too (its links prefetch the home page).

/**
 * The home carousel: server-rendered as a plain scroll strip (swipe or scroll); its code — the Previous / Next
 * buttons and the slide tracking — loads once the page has loaded and is idle, or at the visitor's first interaction.
 */
export const HeroSlides = hydrateOnDemand('hero-slides', () => import('./HeroSlides').then((m) => m.HeroSlides));

/** The hero video's gate (docs/product.md#hero-video): loads at once on a home page whose hero is a video. */
export const HeroVideo = hydrateOnDemand('hero-video', () => import('./HeroVideo').then((m) => m.HeroVideo), { when: 'now' });
