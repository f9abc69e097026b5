'use client';

import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { hasHeldTaps, ON_DEMAND_ATTRIBUTE, partHydrated } from './held-taps';

const MARGIN = '300px';
/** The longest wait for an idle moment after the page has loaded. */
const IDLE_TIMEOUT_MS = 2000;

// 'click' too: assistive technology and scripts may click a link with no pointer or key event before it; 'change'
// for a value chosen with neither.
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart', 'click', 'change', 'popstate'] as const;

/**
 * Resolves at the earliest of: a tap already held for the part (held-taps.ts); the visitor's first interaction
 * anywhere; and, once the page has loaded, the part coming within MARGIN of the viewport or the browser's first
 * idle moment. The first interaction counts because React must hydrate a dehydrated boundary before it can commit
 * a navigation (every route change re-renders the layout around it), and a tap wants its part's code at once.
 * Waiting for the load event keeps the part's code out of what the first paint waits for; once the page has loaded
 * it comes without any interaction, so pointing at a part first (a mouse's hover) no longer matters. (Resolving
 * twice is harmless, so the idle callback is not cancelled.)
 */
function demanded(part: Element | null, box: boolean): Promise<void> {
  return new Promise((resolve) => {
    if (!part || hasHeldTaps(part) || typeof IntersectionObserver !== 'function') return resolve();
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: MARGIN });
    const loaded = () => {
      // A part without a box (display: contents) is seen through its children.
      for (const element of box ? [part] : part.children) observer.observe(element);
      if (typeof requestIdleCallback === 'function') requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(done, 1);
    };
    function done() {
      observer.disconnect();
      window.removeEventListener('load', loaded);
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, done, true);
      resolve();
    }
    if (document.readyState === 'complete') loaded();
    else window.addEventListener('load', loaded, { once: true });
    // On window in the capture phase: React stops pointer and focus events aimed at a dehydrated boundary at the
    // document (to replay them after hydration), so a listener further down might never hear them.
    for (const type of FIRST_INTERACTION) window.addEventListener(type, done, { capture: true, passive: true });
  });
}

/** What a component loaded on demand is told when it renders the copy for visitors without script. */
export interface NoScriptCopyProps {
  /** The `<noscript>` copy: leave out what only script can work (every byte of it is sent with every view). */
  noScriptCopy?: boolean;
}

/**
 * A client component that is server-rendered as usual but whose code loads, and whose HTML hydrates, on demand.
 * `when`:
 * - `'soon'` (default): after the page has loaded, when the part comes near the viewport or the browser is first
 *   idle, whichever is first — or earlier, when the visitor reaches into it, taps it or first interacts anywhere.
 *   The footer's form, a list view's controls and results, the home carousel;
 * - `'now'`: as soon as its code arrives — still hydrated rather than rendered afresh, which a lazy component
 *   without its own Suspense boundary would be.
 * Until then the server HTML stays as it is; React keeps a server-rendered Suspense boundary dehydrated while its
 * lazy component is pending. A tap meanwhile (a click on a link or button, a form submitted) is held by the inline
 * script of held-taps.ts and carried out on the same control once the part has hydrated: React alone would
 * hydrate the boundary on that click but not replay it.
 *
 * `box`: the wrapper is a block (for a part that is a grid or flex item); otherwise it uses `display: contents`
 * and leaves the layout alone (pointer and focus events still bubble through it).
 */
export function hydrateOnDemand<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P & NoScriptCopyProps>>,
  { when = 'soon', box = false }: { when?: 'soon' | 'now'; box?: boolean } = {},
) {
  const selector = `[${ON_DEMAND_ATTRIBUTE}="${name}"]`;
  const Lazy = lazy(async () => {
    if (typeof window !== 'undefined' && when !== 'now') await demanded(document.querySelector(selector), box);
    const Part = await load();
    // Its effect runs once the part has hydrated (or rendered): from then on taps reach it, and those held are replayed.
    function Arrived(props: P & NoScriptCopyProps) {
      useEffect(() => partHydrated(document.querySelector(selector)), []);
      return <Part {...props} />;
    }
    return { default: Arrived };
  });
  function HydrateOnDemand(props: P) {
    const attributes = { [ON_DEMAND_ATTRIBUTE]: name };
    return (
      <>
        {/* The server HTML again for visitors without script: React streams a finished Suspense boundary of more
            than 500 bytes, once the page has sent about 12.8 kB, out of order into a hidden element that only
            script reveals. Browsers with script never parse this, and React ignores what a noscript holds. */}
        <noscript>{typeof window === 'undefined' && <Lazy {...props} noScriptCopy />}</noscript>
        <div {...attributes} style={box ? undefined : { display: 'contents' }}>
          <Suspense fallback={null}>
            <Lazy {...props} />
          </Suspense>
        </div>
      </>
    );
  }
  return HydrateOnDemand;
}
