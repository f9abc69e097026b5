'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { PROGRESS } from '@/lib/config/frame-constants';
import { SHELL_EVENTS } from './events';

/** Give up waiting for a navigation that never lands (cancelled, handled elsewhere). */
const SAFETY_TIMEOUT_MS = 10_000;

interface BarState {
  value: number;
  visible: boolean;
  failed: boolean;
}

const IDLE: BarState = { value: 0, visible: false, failed: false };

/** pathname + search of an anchor's target when a plain left click on it is a same-origin route change. */
export function navigationTarget(event: MouseEvent, current: string): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  let url: URL;
  try {
    url = new URL(anchor.href, window.location.href);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin) return null;
  const target = url.pathname + url.search;
  return target === current ? null : target;
}

/**
 * Thin navigation progress bar. Starts on same-origin link clicks to another path/query, on back/forward,
 * and on the 'wf:navigation-start' event; finishes when the rendered pathname/query change (the
 * destination has rendered), or after 500 ms when the destination is the page already shown. Turns dark
 * red when 'wf:navigation-error' fires.
 */
export function ProgressBar() {
  const pathname = usePathname();
  const search = useSearchParams()?.toString() ?? '';
  const current = pathname + (search ? `?${search}` : '');
  const [bar, setBar] = useState<BarState>(IDLE);
  const running = useRef(false);
  const currentRef = useRef(current);
  const timers = useRef<{ tick?: number; wait?: number; safety?: number; hide?: number; reset?: number }>({});

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

  const finish = useCallback(
    (failed = false) => {
      if (!running.current && !failed) return;
      running.current = false;
      clear('tick', 'wait', 'safety', 'hide', 'reset');
      setBar((b) => ({ value: 100, visible: true, failed: failed || b.failed }));
      timers.current.hide = window.setTimeout(() => {
        setBar((b) => ({ ...b, visible: false }));
        timers.current.reset = window.setTimeout(() => setBar(IDLE), PROGRESS.resetAfterMs);
      }, PROGRESS.hideAfterMs);
    },
    [clear],
  );

  const start = useCallback(
    (target: string | null) => {
      clear('tick', 'wait', 'safety', 'hide', 'reset');
      running.current = true;
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
    },
    [clear, finish],
  );

  // The destination rendered.
  useEffect(() => {
    currentRef.current = current;
    if (running.current) finish();
  }, [current, finish]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = navigationTarget(event, currentRef.current);
      if (target !== null) start(target);
    };
    const onPopState = () => start(window.location.pathname + window.location.search);
    const onStart = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      start(typeof detail === 'string' ? detail : null);
    };
    const onError = () => finish(true);
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    window.addEventListener(SHELL_EVENTS.navigationStart, onStart);
    window.addEventListener(SHELL_EVENTS.navigationError, onError);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener(SHELL_EVENTS.navigationStart, onStart);
      window.removeEventListener(SHELL_EVENTS.navigationError, onError);
      clear('tick', 'wait', 'safety', 'hide', 'reset');
    };
  }, [start, finish, clear]);

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
