'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { whenTitleSettles } from './title';

export interface ViewTransitionProps {
  children: ReactNode;
  /** The route's meta key when it has one; otherwise the pathname keys the view. */
  viewKey?: string;
  /** Element focused after client navigations (default: the <main id="main">). */
  focusId?: string;
}

/**
 * Cross-fades the routed view: the wrapper is keyed by the route so a new route mounts afresh and plays
 * a 200 ms fade-in (CSS `.view--enter`; none under prefers-reduced-motion). The first load does not
 * animate. After a client navigation focus moves to <main> and the new title is announced politely.
 */
export function ViewTransition({ children, viewKey, focusId = 'main' }: ViewTransitionProps) {
  const pathname = usePathname();
  const key = viewKey ?? pathname ?? '/';
  const [initialKey] = useState(key);
  // Sticky: once the view has changed, every later view fades in, the first one's key included.
  const [navigated, setNavigated] = useState(false);
  if (!navigated && key !== initialKey) setNavigated(true);

  const [announcement, setAnnouncement] = useState('');
  const lastTitle = useRef<string | null>(null);
  const renderedKey = useRef(key);

  useEffect(() => {
    // First load (and React's dev double-run of it): remember the title, move nothing.
    if (renderedKey.current === key) {
      lastTitle.current ??= document.title;
      return;
    }
    renderedKey.current = key;
    document.getElementById(focusId)?.focus({ preventScroll: true });
    setAnnouncement('');
    // Not cancelled on clean-up (dev double-run); a newer route simply wins.
    whenTitleSettles(lastTitle.current ?? '', (title) => {
      if (renderedKey.current !== key) return;
      lastTitle.current = title;
      setAnnouncement(title);
    });
  }, [key, focusId]);

  return (
    <>
      <div key={key} className={navigated ? 'view view--enter' : 'view'}>
        {children}
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </>
  );
}
