'use client';

import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { ON_DEMAND_ATTRIBUTE } from './on-demand';

/** What a component loaded on demand is told when it renders the copy for visitors without script. */
export interface NoScriptCopyProps {
  /** The `<noscript>` copy: leave out what only script can work (every byte of it is sent with every view). */
  noScriptCopy?: boolean;
}

/**
 * A client component that is server-rendered as usual but whose code loads, and whose HTML hydrates, on demand.
 * `when`:
 * - `'soon'` (default): after the page has loaded, when the part comes near the viewport or the browser is first
 *   idle, whichever is first — or earlier, when the visitor taps it or first interacts anywhere (the inline
 *   script of OnDemandScript.tsx decides). A list view's controls and results, the home carousel;
 * - `'in-view'`: the same without the idle moment, for a part far down every page that a tap finds working
 *   anyway (its taps are held until it hydrates): the footer's form;
 * - `'now'`: as soon as its code arrives — still hydrated rather than rendered afresh, which a lazy component
 *   without its own Suspense boundary would be.
 * Until then the server HTML stays as it is; React keeps a server-rendered Suspense boundary dehydrated while its
 * lazy component is pending. A tap meanwhile (a click on a link or button, a form submitted) is held by that
 * script and carried out on the same control once the part has hydrated (on-demand.ts): React alone would
 * hydrate the boundary on that click but not replay it.
 *
 * `box`: the wrapper is a block (for a part that is a grid or flex item); otherwise it uses `display: contents`
 * and leaves the layout alone (pointer and focus events still bubble through it).
 */
export function hydrateOnDemand<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P & NoScriptCopyProps>>,
  { when = 'soon', box = false }: { when?: 'soon' | 'in-view' | 'now'; box?: boolean } = {},
) {
  const selector = `[${ON_DEMAND_ATTRIBUTE}="${name}"]`;
  const Lazy = lazy(async () => {
    // Without the page's inline script (a test rendering the part alone) the code is wanted at once.
    if (typeof window !== 'undefined' && when !== 'now') await window.__onDemand?.wanted(document.querySelector(selector), box, when === 'soon');
    const Part = await load();
    // Its effect runs once the part has hydrated (or rendered): from then on taps reach it, and those held are replayed.
    function Arrived(props: P & NoScriptCopyProps) {
      useEffect(() => window.__onDemand?.hydrated(document.querySelector(selector)), []);
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
