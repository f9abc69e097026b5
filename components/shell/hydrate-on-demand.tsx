'use client';

import { lazy, Suspense, useEffect, useRef, type ComponentType, type RefObject } from 'react';
import { hasHeldTaps, HYDRATED_ATTRIBUTE, ON_DEMAND_ATTRIBUTE, replayHeldTaps } from './held-taps';

const MARGIN = '300px';
/** The longest wait for an idle moment after the page has loaded. */
const IDLE_TIMEOUT_MS = 2000;

// Events inside the element: pointing or focusing, and a value changed without either (assistive technology, scripts).
const REACH = ['pointerover', 'focusin', 'input', 'change'] as const;

// 'click' too: assistive technology and scripts may click a link with no pointer or key event before it.
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart', 'click', 'popstate'] as const;

/**
 * Once the page's load event has passed: `observe()` at once, `idle()` at the browser's first idle moment.
 * Returns a cancel function.
 */
function afterLoad(observe: () => void, idle: () => void): () => void {
  let handle: number | undefined;
  const onLoad = () => {
    observe();
    handle = typeof requestIdleCallback === 'function' ? requestIdleCallback(idle, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(idle, 1);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    if (handle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}

/**
 * Resolves at the earliest of: a tap already held for the part (held-taps.ts); the visitor focusing or pointing
 * into it; the visitor's first interaction anywhere; and, once the page has loaded, the part coming within MARGIN
 * of the viewport or the browser's first idle moment. The first interaction counts because React must hydrate a
 * dehydrated boundary before it can commit a navigation (every route change re-renders the layout around it).
 * Waiting for the load event keeps the part's code out of what the first paint waits for.
 */
function demanded(part: Element | null, box: boolean): Promise<void> {
  return new Promise((resolve) => {
    if (!part || hasHeldTaps(part) || typeof IntersectionObserver !== 'function') return resolve();
    // On window in the capture phase: React stops pointer and focus events aimed at a dehydrated boundary at the
    // document (to replay them after hydration), so a listener on the element itself would never hear them.
    const reach = (event: Event) => event.target instanceof Node && part.contains(event.target) && done();
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: MARGIN });
    // A part without a box (display: contents) is seen through its children.
    const observe = () => (box ? [part] : [...part.children]).forEach((element) => observer.observe(element));
    const cancel = afterLoad(observe, done);
    function done() {
      observer.disconnect();
      cancel();
      for (const type of REACH) window.removeEventListener(type, reach, true);
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, done, true);
      resolve();
    }
    for (const type of REACH) window.addEventListener(type, reach, { capture: true, passive: true });
    for (const type of FIRST_INTERACTION) window.addEventListener(type, done, { capture: true, passive: true });
  });
}

/** What a component loaded on demand is told when it renders the copy for visitors without script. */
export interface NoScriptCopyProps {
  /** The `<noscript>` copy: leave out what only script can work (every byte of it is sent with every view). */
  noScriptCopy?: boolean;
}

/** Rendered after the part inside its boundary: its effect runs once the part has hydrated. */
function Hydrated({ part }: { part: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const element = part.current;
    if (!element) return;
    element.setAttribute(HYDRATED_ATTRIBUTE, '');
    // A task later: state the part set while hydrating (a choice taken over) is rendered before the tap is replayed.
    const replay = window.setTimeout(() => replayHeldTaps(element));
    return () => window.clearTimeout(replay);
  }, [part]);
  return null;
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
    return { default: await load() };
  });
  function HydrateOnDemand(props: P) {
    const part = useRef<HTMLDivElement>(null);
    const attributes = { [ON_DEMAND_ATTRIBUTE]: name };
    return (
      <>
        {/* The server HTML again for visitors without script: React streams a finished Suspense boundary of more
            than 500 bytes, once the page has sent about 12.8 kB, out of order into a hidden element that only
            script reveals. Browsers with script never parse this, and React ignores what a noscript holds. */}
        <noscript>{typeof window === 'undefined' && <Lazy {...props} noScriptCopy />}</noscript>
        <div ref={part} {...attributes} style={box ? undefined : { display: 'contents' }}>
          <Suspense fallback={null}>
            <Lazy {...props} />
            <Hydrated part={part} />
          </Suspense>
        </div>
      </>
    );
  }
  return HydrateOnDemand;
}
