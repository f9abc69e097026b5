'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { SCROLL } from '@/lib/config/frame-constants';
import { followedLink, routeOf } from './link-clicks';
import { hashTarget, scrollToHash } from './smooth-scroll';

// Positions are saved per history entry's URL (path, query and hash) in sessionStorage, so back and forward can
// put the visitor back where they were, also after a full page load in the same tab.
interface ScrollPosition {
  x: number;
  y: number;
}

const STORAGE_PREFIX = 'wf-scroll:';

/** The storage key of the URL now in the address bar. */
const currentPositionKey = (): string =>
  STORAGE_PREFIX + window.location.pathname + window.location.search + window.location.hash;

function readPosition(key: string): ScrollPosition | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as { x?: unknown; y?: unknown };
    return typeof value.x === 'number' && typeof value.y === 'number' ? { x: value.x, y: value.y } : null;
  } catch {
    return null; // unreadable or tampered with: nothing to restore
  }
}

function savePosition(key: string): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify({ x: window.scrollX, y: window.scrollY }));
  } catch {
    /* storage full or unavailable: restoring is best effort */
  }
}

interface RenderedRoute {
  url: string;
  pathname: string;
}

/**
 * Scrolling across route changes (docs/product.md#route-changes-and-scrolling), decided here alone:
 * - a new page keeps the position it was reached at and goes to the top 500 ms later, behind the fade; not when
 *   its URL has a `tab`, and not for query-only changes of the same page (a list's controls write those);
 * - a URL hash naming an element eases to 20 px above it, on the same page or another;
 * - back/forward restores the position saved for that history entry (after 1 s when the path changed).
 *
 * Next's router scrolls by itself on a navigation (to the top at once, or straight to a hash target), in a
 * layout effect of the new view. Our layout effect runs after it in the same commit, before paint, and puts the
 * window back where it was, so the visitor never sees Next's jump. A same-page hash link is taken over at the
 * click (capture phase, before next/link and the browser see it).
 */
export function ScrollManager() {
  const pathname = usePathname() ?? '/';
  const searchParams = useSearchParams();
  const search = searchParams?.toString() ?? '';
  const hasTab = searchParams?.has('tab') ?? false;
  const url = pathname + (search ? `?${search}` : '');

  /** Where the window was before the current commit (kept up to date by scroll events). */
  const lastPosition = useRef({ x: 0, y: 0 });
  const rendered = useRef<RenderedRoute | null>(null);
  const renderedBefore = useRef<RenderedRoute | null>(null);
  /** The route a back/forward is bringing in: its render restores, it does not scroll. */
  const poppingTo = useRef<string | null>(null);
  /** Paused while a back/forward restore is pending, so the saved position is not overwritten first. */
  const restoring = useRef(false);
  // Pending timers check the generation instead of being cleared, so a newer route change or a back/forward
  // cancels older ones (and React's dev double-run of effects cannot drop them).
  const generation = useRef(0);

  useEffect(() => {
    const history = window.history;
    const before = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    lastPosition.current = { x: window.scrollX, y: window.scrollY };

    let debounce: number | undefined;
    const onScroll = () => {
      lastPosition.current = { x: window.scrollX, y: window.scrollY };
      if (restoring.current) return;
      window.clearTimeout(debounce);
      const key = currentPositionKey();
      debounce = window.setTimeout(() => savePosition(key), 100);
    };

    let restoreTimer: number | undefined;
    // Handled at popstate: the saved position is read before the new view replaces the old one, and saving
    // pauses so the route change's own scrolls cannot overwrite it.
    const onPopState = () => {
      window.clearTimeout(debounce);
      const key = currentPositionKey();
      const saved = readPosition(key);
      const route = routeOf(window.location);
      const current = rendered.current;
      // Next may already have rendered the destination (then compare with the route before it).
      const from = current?.url === route ? renderedBefore.current : current;
      poppingTo.current = current?.url === route ? null : route;
      const pathChanged = from !== null && from.pathname !== window.location.pathname;
      const gen = ++generation.current;
      restoring.current = true;
      window.clearTimeout(restoreTimer);
      restoreTimer = window.setTimeout(
        () => {
          restoring.current = false;
          if (generation.current !== gen) return;
          if (saved) window.scrollTo(saved.x, saved.y);
          else scrollToHash(window.location.hash);
        },
        pathChanged ? SCROLL.restoreDelayMs : 0,
      );
    };

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented) return;
      const link = followedLink(event);
      if (!link) return;
      window.clearTimeout(debounce);
      savePosition(currentPositionKey()); // this entry's position as it is now, for coming back to it
      if (routeOf(link) !== routeOf(window.location) || !link.hash) return;
      const target = hashTarget(link.hash);
      if (!target) return;
      // Same page, an element to go to: ease there instead of the browser's (or Next's) jump.
      event.preventDefault();
      generation.current++;
      if (link.hash !== window.location.hash) window.history.pushState(null, '', link.href);
      scrollToHash(link.hash);
      target.focus({ preventScroll: true }); // what following the link natively does for a focusable target
    };

    const onPageHide = () => {
      if (!restoring.current) savePosition(currentPositionKey());
    };

    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('popstate', onPopState);
    document.addEventListener('click', onClick, true);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.clearTimeout(debounce);
      window.clearTimeout(restoreTimer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('pagehide', onPageHide);
      if (before) history.scrollRestoration = before;
    };
  }, []);

  useLayoutEffect(() => {
    const previous = rendered.current;
    if (previous?.url === url) return; // the same route (React's dev double-run)
    renderedBefore.current = previous;
    rendered.current = { url, pathname };

    if (previous === null) {
      scrollToHash(window.location.hash); // first load: the browser jumped to the target; ease to 20 px above
      return;
    }
    if (poppingTo.current === url) {
      poppingTo.current = null; // back/forward: the popstate handler restores
      return;
    }
    poppingTo.current = null;
    const gen = ++generation.current;
    restoring.current = false;
    const { x, y } = lastPosition.current;
    window.scrollTo(x, y); // undo the router's own scroll
    if (scrollToHash(window.location.hash)) return;
    if (pathname === previous.pathname || hasTab) return;
    window.setTimeout(() => {
      if (generation.current === gen) window.scrollTo(0, 0);
    }, SCROLL.topDelayMs);
  }, [url, pathname, hasTab]);

  return null;
}
