'use client';

import { lazy, Suspense, type ComponentType } from 'react';

const MARGIN = '300px';

/** Resolves when the element is within MARGIN of the viewport, or the visitor focuses or points into it. */
function near(selector: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.querySelector(selector);
    if (!element || typeof IntersectionObserver !== 'function') return resolve();
    const done = () => {
      observer.disconnect();
      element.removeEventListener('focusin', done);
      element.removeEventListener('pointerover', done);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: MARGIN });
    observer.observe(element);
    element.addEventListener('focusin', done);
    element.addEventListener('pointerover', done);
  });
}

/**
 * A client component that is server-rendered as usual but whose code loads, and whose HTML hydrates, only when
 * it comes near the viewport or the visitor reaches into it (for parts below the fold on every page, such as the
 * footer's form). Until then the server HTML stays as it is and works without JavaScript; React keeps a
 * server-rendered Suspense boundary dehydrated while its lazy component is pending.
 */
export function hydrateNearView<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  const selector = `[data-hydrate-near-view="${name}"]`;
  const Lazy = lazy(async () => {
    if (typeof window !== 'undefined') await near(selector);
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
