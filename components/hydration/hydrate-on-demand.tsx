'use client';

import { Activity, lazy, useEffect, type ComponentType } from 'react';
import { ON_DEMAND_ATTRIBUTE } from './on-demand';

/**
 * A client component that is server-rendered as usual but whose code loads, and whose HTML hydrates, on demand.
 * `when`:
 * - `'soon'` (default): after the page has loaded, when the part comes near the viewport or the browser is first
 *   idle, whichever is first — or earlier, when the visitor taps it or first interacts anywhere (the inline
 *   script of OnDemandScript.tsx decides). A list view's controls and results, the home carousel;
 * - `'in-view'`: the same without the idle moment, for a part far down every page that a tap finds working
 *   anyway (its taps are held until it hydrates): the footer's form;
 * - `'now'`: as soon as its code arrives — still hydrated rather than rendered afresh, which a lazy component
 *   without a boundary of its own would be.
 * Until then the server HTML stays as it is: the part sits in an `<Activity>`, a hydration boundary that React keeps
 * dehydrated while its lazy component is pending. Not a Suspense boundary: once a page's HTML passes ~12.8 kB, React
 * streams a finished Suspense boundary of over 500 bytes out of place, hidden until a script moves it in, which
 * costs a second layout and shows nothing without script. An Activity's HTML stays where it is, one copy for
 * every visitor. (Rendered afresh, on a client navigation, the Activity is no boundary: the navigation waits for the
 * part's code, as for the route's own.) A tap meanwhile (a click on a link or button, a form submitted) is held by
 * that script and carried out on the same control once the part has hydrated (on-demand.ts): React alone would
 * hydrate the boundary on that click but not replay it.
 *
 * `box`: the wrapper is a block (for a part that is a grid or flex item); otherwise it uses `display: contents`
 * and leaves the layout alone (pointer and focus events still bubble through it).
 */
export function hydrateOnDemand<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  { when = 'soon', box = false }: { when?: 'soon' | 'in-view' | 'now'; box?: boolean } = {},
) {
  const selector = `[${ON_DEMAND_ATTRIBUTE}="${name}"]`;
  const Lazy = lazy(async () => {
    // Without the page's inline script (a test rendering the part alone) the code is wanted at once.
    if (typeof window !== 'undefined' && when !== 'now') await window.__onDemand?.wanted(document.querySelector(selector), box, when === 'soon');
    const Part = await load();
    // Its effect runs once the part has hydrated (or rendered): from then on taps reach it, and those held are replayed.
    function Arrived(props: P) {
      useEffect(() => window.__onDemand?.hydrated(document.querySelector(selector)), []);
      return <Part {...props} />;
    }
    return { default: Arrived };
  });
  function HydrateOnDemand(props: P) {
    const attributes = { [ON_DEMAND_ATTRIBUTE]: name };
    return (
      <div {...attributes} style={box ? undefined : { display: 'contents' }}>
        <Activity>
          <Lazy {...props} />
        </Activity>
      </div>
    );
  }
  return HydrateOnDemand;
}
