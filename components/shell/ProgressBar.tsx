'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { PROGRESS } from '@/lib/config/frame-constants';
import { SHELL_EVENTS } from './events';
import { followedLink, routeOf } from './link-clicks';

/** Give up waiting for a navigation that never lands (cancelled, handled elsewhere). */
const SAFETY_TIMEOUT_MS = 10_000;

interface BarState {
  value: number;
  visible: boolean;
  failed: boolean;
}

const IDLE: BarState = { value: 0, visible: false, failed: false };

/** pathname + search of a link's target when a click on it is a same-origin route change. */
export function navigationTarget(event: MouseEvent, current: string): string | null {
  const link = followedLink(event);
  if (!link) return null;
  const target = routeOf(link);
  return target === current ? null : target;
}

/**
 * Thin navigation progress bar (docs/product.md#navigation-progress). Starts on same-origin link clicks to
 * another path/query, on back/forward, and on the 'wf:navigation-start' event; finishes when the rendered
 * pathname/query change (the destination has rendered), or after 500 ms when the destination is the page
 * already shown.
 *
 * Failure turns it dark red, for a navigation running or just finished (still shown):
 * - the destination rendered the error view (app/error.tsx sends 'wf:navigation-error');
 * - the router gave up on a client navigation and loads the URL as a full page (Next does that when the
 *   destination's data request fails or is not a page's data): the page is being left while the bar runs.
 * An error view on a first load (no navigation) leaves the bar alone.
 */
export function ProgressBar() {
  const pathname = usePathname();
  const search = useSearchParams()?.toString() ?? '';
  const current = pathname + (search ? `?${search}` : '');
  const [bar, setBar] = useState<BarState>(IDLE);
  const running = useRef(false);
  const shown = useRef(false);
  const currentRef = useRef(current);
  const timers = useRef<{ tick?: number; wait?: number; safety?: number; hide?: number; reset?: number }>({});
  /** Set while a navigation the router took over is running: leaving the page then means it failed. */
  const leaveMeansFailure = useRef<(() => void) | null>(null);

  const clear = useCallback((...names: Array<keyof typeof timers.current>) => {
    for (const name of names) {
      const id = timers.current[name];
      if (id !== undefined) {
        window.clearTimeout(id);
        window.clearInterval(id);
      }
      timers.current[name] = undefined;
    }
  }, []);

  const disarm = useCallback(() => {
    if (leaveMeansFailure.current) window.removeEventListener('beforeunload', leaveMeansFailure.current);
    leaveMeansFailure.current = null;
  }, []);

  const finish = useCallback(
    (failed = false) => {
      if (!running.current && !failed) return;
      running.current = false;
      shown.current = true;
      disarm();
      clear('tick', 'wait', 'safety', 'hide', 'reset');
      setBar((b) => ({ value: 100, visible: true, failed: failed || b.failed }));
      timers.current.hide = window.setTimeout(() => {
        shown.current = false;
        setBar((b) => ({ ...b, visible: false }));
        timers.current.reset = window.setTimeout(() => setBar(IDLE), PROGRESS.resetAfterMs);
      }, PROGRESS.hideAfterMs);
    },
    [clear, disarm],
  );

  const fail = useCallback(() => {
    if (running.current || shown.current) finish(true);
  }, [finish]);

  const start = useCallback(
    (target: string | null, byRouter: boolean) => {
      clear('tick', 'wait', 'safety', 'hide', 'reset');
      disarm();
      running.current = true;
      shown.current = true;
      setBar({ value: 0, visible: true, failed: false });
      const step = PROGRESS.finishThreshold / (PROGRESS.durationMs / PROGRESS.tickMs);
      timers.current.tick = window.setInterval(() => {
        setBar((b) => ({
          ...b,
          value: Math.min(PROGRESS.finishThreshold, b.value + step * (0.5 + Math.random())),
        }));
      }, PROGRESS.tickMs);
      if (target !== null && target === currentRef.current) {
        // Nothing will change: the destination is the view already rendered.
        timers.current.wait = window.setTimeout(() => finish(), PROGRESS.noPrefetchDelayMs);
      }
      timers.current.safety = window.setTimeout(() => finish(), SAFETY_TIMEOUT_MS);
      if (byRouter) {
        // Next leaves the page from inside a render: update the bar just after, not within it. The old page
        // stays on screen until the new one arrives, so the red bar is seen.
        leaveMeansFailure.current = () => queueMicrotask(fail);
        window.addEventListener('beforeunload', leaveMeansFailure.current);
      }
    },
    [clear, disarm, finish, fail],
  );

  // The destination rendered.
  useEffect(() => {
    currentRef.current = current;
    if (running.current) finish();
  }, [current, finish]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = navigationTarget(event, currentRef.current);
      // React's handlers (next/link's) have run by now: a prevented click is a navigation the router took over;
      // otherwise the browser loads the page itself.
      if (target !== null) start(target, event.defaultPrevented);
    };
    const onPopState = () => start(window.location.pathname + window.location.search, false);
    const onStart = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      start(typeof detail === 'string' ? detail : null, true);
    };
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    window.addEventListener(SHELL_EVENTS.navigationStart, onStart);
    window.addEventListener(SHELL_EVENTS.navigationError, fail);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener(SHELL_EVENTS.navigationStart, onStart);
      window.removeEventListener(SHELL_EVENTS.navigationError, fail);
      clear('tick', 'wait', 'safety', 'hide', 'reset');
      disarm();
    };
  }, [start, fail, clear, disarm]);

  return (
    <div
      className="progress"
      role="progressbar"
      aria-label="Page loading"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(bar.value)}
      aria-hidden={!bar.visible}
      data-state={bar.failed ? 'failed' : bar.visible ? 'running' : 'idle'}
      style={{ opacity: bar.visible ? 1 : 0 }}
    >
      <div
        className="progress__bar"
        style={{
          transform: `scaleX(${bar.value / 100})`,
          backgroundColor: bar.failed ? PROGRESS.failedColor : PROGRESS.color,
        }}
      />
    </div>
  );
}
