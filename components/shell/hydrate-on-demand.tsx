'use client';

import { lazy, Suspense, type ComponentType } from 'react';

const MARGIN = '300px';

// 'click' too: assistive technology and scripts may click a link with no pointer or key event before it.
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart', 'click', 'popstate'] as const;

/**
 * Resolves when the element comes within MARGIN of the viewport, the visitor focuses or points into it, or at the
 * visitor's first interaction anywhere. The first interaction counts because
 * React must hydrate a dehydrated boundary before it can commit a navigation (every route change re-renders the
 * layout around it), so the code has to be there by the first click.
 */
function demanded(selector: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.querySelector(selector);
    if (!element || typeof IntersectionObserver !== 'function') return resolve();
    const done = () => {
      observer.disconnect();
      element.removeEventListener('focusin', done);
      element.removeEventListener('pointerover', done);
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, done, true);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: MARGIN });
    observer.observe(element);
    element.addEventListener('focusin', done);
    element.addEventListener('pointerover', done);
    for (const type of FIRST_INTERACTION) window.addEventListener(type, done, { capture: true, passive: true });
  });
}

/**
 * A client component that is server-rendered as usual but whose code loads, and whose HTML hydrates, only on
 * demand: when it comes near the viewport, the visitor reaches into it, or the visitor first interacts with the
 * page. For parts below the fold on every page that do nothing until used, such as the footer's form. Until then
 * the server HTML stays as it is (a plain working form); React keeps a server-rendered Suspense boundary dehydrated
 * while its lazy component is pending. Not for controls a visitor may click first: React 19 hydrates the boundary
 * on that click but does not replay the click (tried with the top bar's search: the panel stayed shut).
 */
export function hydrateOnDemand<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  const selector = `[data-hydrate-on-demand="${name}"]`;
  const Lazy = lazy(async () => {
    if (typeof window !== 'undefined') await demanded(selector);
    return { default: await load() };
  });
  function HydrateOnDemand(props: P) {
    return (
      <div data-hydrate-on-demand={name}>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  }
  return HydrateOnDemand;
}
