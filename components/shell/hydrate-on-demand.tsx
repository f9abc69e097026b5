'use client';

import { lazy, Suspense, type ComponentType } from 'react';

const MARGIN = '300px';

// 'click' too: assistive technology and scripts may click a link with no pointer or key event before it.
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart', 'click', 'popstate'] as const;

/**
 * Resolves when the element is within MARGIN of the viewport, the visitor focuses or points into it, or at the
 * visitor's first interaction anywhere: React must hydrate a dehydrated boundary before it can commit a navigation
 * (every route change re-renders the layout around it), so the code has to be there by the first click.
 */
function nearOrInteracting(selector: string): Promise<void> {
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
 * A client component that is server-rendered as usual but whose code loads, and whose HTML hydrates, only when
 * it comes near the viewport or the visitor first interacts with the page (for parts below the fold on every page, such as the
 * footer's form). Until then the server HTML stays as it is and works without JavaScript; React keeps a
 * server-rendered Suspense boundary dehydrated while its lazy component is pending.
 */
export function hydrateNearView<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  const selector = `[data-hydrate-near-view="${name}"]`;
  const Lazy = lazy(async () => {
    if (typeof window !== 'undefined') await nearOrInteracting(selector);
    return { default: await load() };
  });
  function HydrateNearView(props: P) {
    return (
      <div data-hydrate-near-view={name}>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  }
  return HydrateNearView;
}
