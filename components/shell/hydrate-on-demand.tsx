'use client';

import { lazy, Suspense, type ComponentType } from 'react';

const MARGIN = '300px';

// Events inside the element: pointing or focusing, and a value changed without either (assistive technology, scripts).
const REACH = ['pointerover', 'focusin', 'input', 'change'] as const;

// 'click' too: assistive technology and scripts may click a link with no pointer or key event before it.
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart', 'click', 'popstate'] as const;

/**
 * Resolves when the visitor focuses or points into the element, at the visitor's first interaction anywhere, or
 * (`nearViewport`) when the element comes within MARGIN of the viewport. The first interaction counts because
 * React must hydrate a dehydrated boundary before it can commit a navigation (every route change re-renders the
 * layout around it), so the code has to be there by the first click.
 */
function demanded(selector: string, nearViewport: boolean): Promise<void> {
  return new Promise((resolve) => {
    const element = document.querySelector(selector);
    if (!element || typeof IntersectionObserver !== 'function') return resolve();
    // On window in the capture phase: React stops pointer and focus events aimed at a dehydrated boundary at the
    // document (to replay them after hydration), so a listener on the element itself would never hear them.
    const reach = (event: Event) => event.target instanceof Node && element.contains(event.target) && done();
    const done = () => {
      observer.disconnect();
      for (const type of REACH) window.removeEventListener(type, reach, true);
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, done, true);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: MARGIN });
    if (nearViewport) observer.observe(element);
    for (const type of REACH) window.addEventListener(type, reach, { capture: true, passive: true });
    for (const type of FIRST_INTERACTION) window.addEventListener(type, done, { capture: true, passive: true });
  });
}

/** What a component loaded on demand is told when it renders the copy for visitors without script. */
export interface NoScriptCopyProps {
  /** The `<noscript>` copy: leave out what only script can work (every byte of it is sent with every view). */
  noScriptCopy?: boolean;
}

/**
 * A client component that is server-rendered as usual but whose code loads, and whose HTML hydrates, only on
 * demand. `when`:
 * - `'near-viewport'` (default): when it comes near the viewport, the visitor reaches into it, or at the first
 *   interaction anywhere — the footer's form, below the fold on every page;
 * - `'reached'`: when the visitor reaches into it or first interacts — the home carousel (a scroll strip whose
 *   Previous / Next buttons appear then), a list view's controls and results;
 * - `'now'`: as soon as its code arrives — still hydrated rather than rendered afresh, which a lazy component
 *   without its own Suspense boundary would be.
 * Until then the server HTML stays as it is; React keeps a server-rendered Suspense boundary dehydrated while its
 * lazy component is pending. Not for controls a visitor may click first: React 19 hydrates the boundary on that
 * click but does not replay the click (tried with the top bar's search: the panel stayed shut).
 *
 * Only the observed wrapper (`'near-viewport'`) has a box; the others use `display: contents` and leave the layout
 * alone (pointer and focus events still bubble through them).
 */
export function hydrateOnDemand<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P & NoScriptCopyProps>>,
  { when = 'near-viewport' }: { when?: 'near-viewport' | 'reached' | 'now' } = {},
) {
  const selector = `[data-hydrate-on-demand="${name}"]`;
  const Lazy = lazy(async () => {
    if (typeof window !== 'undefined' && when !== 'now') await demanded(selector, when === 'near-viewport');
    return { default: await load() };
  });
  function HydrateOnDemand(props: P) {
    return (
      <>
        {/* The server HTML again for visitors without script: React streams a finished Suspense boundary of more
            than 500 bytes, once the page has sent about 12.8 kB, out of order into a hidden element that only
            script reveals. Browsers with script never parse this, and React ignores what a noscript holds. */}
        <noscript>{typeof window === 'undefined' && <Lazy {...props} noScriptCopy />}</noscript>
        <div data-hydrate-on-demand={name} style={when === 'near-viewport' ? undefined : { display: 'contents' }}>
          <Suspense fallback={null}>
            <Lazy {...props} />
          </Suspense>
        </div>
      </>
    );
  }
  return HydrateOnDemand;
}
