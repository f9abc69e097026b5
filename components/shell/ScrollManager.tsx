'use client';

import { useEffect, useRef } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { SCROLL } from '@/lib/config/frame-constants';
import { prefersReducedMotion } from './events';

const STORAGE_PREFIX = 'wf-scroll:';

function onlyPageChanged(before: { url: string; pathname: string }, after: { url: string; pathname: string }): boolean {
  if (before.pathname !== after.pathname) return false;
  const withoutPage = (url: string) => {
    const params = new URL(url, 'http://localhost').searchParams;
    params.delete('page');
    return params.toString();
  };
  return withoutPage(before.url) === withoutPage(after.url);
}

const urlKey = () => STORAGE_PREFIX + window.location.pathname + window.location.search;

function readSaved(key: string): { x: number; y: number } | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as { x?: unknown; y?: unknown };
    return typeof value.x === 'number' && typeof value.y === 'number' ? { x: value.x, y: value.y } : null;
  } catch {
    return null;
  }
}

function save(key: string): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify({ x: window.scrollX, y: window.scrollY }));
  } catch {
    /* storage full or unavailable: restoring is best effort */
  }
}

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : -1 + (4 - 2 * t) * t);

/** Scrolls the window to `y` over `duration` ms (ease-in-out); instant under reduced motion. */
export function smoothScrollTo(y: number, duration: number = SCROLL.durationMs): () => void {
  const targetY = Math.max(0, y);
  if (prefersReducedMotion() || duration <= 0 || typeof requestAnimationFrame !== 'function') {
    window.scrollTo(0, targetY);
    return () => {};
  }
  const startY = window.scrollY;
  const start = performance.now();
  let frame = 0;
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / duration);
    window.scrollTo(0, startY + (targetY - startY) * easeInOut(t));
    if (t < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}

/** Scrolls to the element named by the URL hash (offset -20); false when there is none. */
export function scrollToHash(hash: string): boolean {
  if (!hash || hash === '#') return false;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    /* keep as written */
  }
  const element = document.getElementById(id);
  if (!element) return false;
  smoothScrollTo(element.getBoundingClientRect().top + window.scrollY + SCROLL.offset);
  return true;
}

/**
 * Scroll behaviour across route changes (docs/product.md#route-changes-and-scrolling): back/forward restores the saved position (after
 * 1000 ms when the path changed, at once otherwise); a hash matching an element scrolls to it; otherwise,
 * unless a `tab` query exists, scroll to top after 500 ms. Positions live in sessionStorage by URL.
 */
export function ScrollManager() {
  const pathname = usePathname() ?? '/';
  const searchParams = useSearchParams();
  const search = searchParams?.toString() ?? '';
  const hasTab = searchParams?.has('tab') ?? false;
  const url = pathname + (search ? `?${search}` : '');

  const popUntil = useRef(0);
  // Timers survive effect clean-ups (React's dev double-run) and check the generation instead, so a
  // newer route change (or a back/forward) cancels older pending scrolls.
  const generation = useRef(0);
  const beforePrevious = useRef<{ url: string; pathname: string } | null>(null);
  const restoring = useRef(false);
  const previous = useRef<{ url: string; pathname: string } | null>(null);

  useEffect(() => {
    const history = window.history;
    const before = history.scrollRestoration;
    history.scrollRestoration = 'manual';

    let debounce: number | undefined;
    const onScroll = () => {
      if (restoring.current) return;
      window.clearTimeout(debounce);
      const key = urlKey();
      debounce = window.setTimeout(() => save(key), 100);
    };
    // Back/forward is handled here, at popstate: the URL changes before the old view is swapped out, so
    // the saved position is read now, saving pauses, and route effects in the meantime (a list syncing its
    // query, a focus move) cannot cancel the restore.
    let restoreTimer: number | undefined;
    const onPopState = () => {
      const saved = readSaved(urlKey());
      // Next's own popstate handling may already have rendered the new route (and run the route effect),
      // so compare with the route before that when the latest one already is the destination.
      const now = window.location.pathname;
      const from = previous.current?.pathname === now ? beforePrevious.current : previous.current;
      const pathChanged = from !== null && from.pathname !== now;
      generation.current++; // cancels a scroll-to-top the route effect may have scheduled
      const delay = pathChanged ? SCROLL.restoreDelayMs : 0;
      restoring.current = true;
      popUntil.current = Date.now() + delay + 200;
      window.clearTimeout(restoreTimer);
      restoreTimer = window.setTimeout(() => {
        if (saved) window.scrollTo(saved.x, saved.y);
        restoring.current = false;
      }, delay);
    };
    // A link click starts a navigation: keep this page's position as it is now, and ignore the scrolls
    // the route change itself makes until the new route's effect runs.
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || (link as HTMLAnchorElement).origin !== window.location.origin) return;
      save(urlKey());
      restoring.current = true;
      // A click that does not change the route (same URL, prevented) must not stop saving for good.
      window.setTimeout(() => {
        if (Date.now() >= popUntil.current) restoring.current = false;
      }, 3000);
    };
    const onPageHide = () => {
      if (!restoring.current) save(urlKey());
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

  useEffect(() => {
    const prev = previous.current;
    if (prev && prev.url === url) return; // same route (dev double-run)
    beforePrevious.current = prev;
    previous.current = { url, pathname };
    const gen = ++generation.current;
    const later = (ms: number, fn: () => void) =>
      window.setTimeout(() => {
        if (generation.current === gen) fn();
      }, ms);

    if (Date.now() < popUntil.current) return; // back/forward: restored by the popstate handler
    restoring.current = false;
    if (scrollToHash(window.location.hash)) return;
    // A list's "Show more" changes only `page`: the visitor reads on where they were (docs/product.md#pages).
    if (prev !== null && !hasTab && !onlyPageChanged(prev, { url, pathname })) later(SCROLL.topDelayMs, () => window.scrollTo(0, 0));
  }, [url, pathname, hasTab]);

  return null;
}
