'use client';

import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { readConsent } from '@/components/shell/consent';
import { prefersReducedMotion } from '@/components/shell/events';
import type { HeroPlayerMode, HeroPlayerProps } from './HeroPlayer';

// The player's code loads only when it will play: at once for a visitor who consented (it then waits for the page
// to settle), else when Play is pressed. This module is all a video hero adds to the first visit. React.lazy, not
// next/dynamic: next/dynamic inside a lazily loaded chunk moved four of Next's modules into another framework
// chunk every page loads (+119 B gzip), and the player is never server-rendered anyway.
const HeroPlayer = lazy(() => import('./HeroPlayer').then((m) => ({ default: m.HeroPlayer })));

type Shown = HeroPlayerMode | 'poster';

const subscribeToNothing = () => () => {};
/** What shows first, from browser state: the background video with consent and normal motion, else the poster. */
const firstShown = (): Shown => (readConsent() === 'yes' && !prefersReducedMotion() ? 'background' : 'poster');
/** Nothing on the server and while hydrating: the poster's controls need the script. */
const onServer = () => null;

/**
 * The hero video over its poster (docs/product.md#hero-video). `children` are the poster's controls, rendered by
 * the server: Play (its press is the visitor's consent for this video) and the note. They show once the script
 * runs (without it the server's <noscript> link stands in). With consent to third-party content and no preference
 * for reduced motion the video plays as a muted background instead; Pause or Close brings the poster back.
 */
export function HeroVideo({ children, ...player }: HeroPlayerProps & { children: ReactNode }) {
  const first = useSyncExternalStore(subscribeToNothing, firstShown, onServer);
  /** 'poster' once chosen: Pause or Close was pressed. */
  const [chosen, setShown] = useState<Shown | null>(null);
  const shown = chosen ?? first;
  const poster = useRef<HTMLDivElement>(null);

  // Pause or Close was pressed: focus goes back to Play.
  useEffect(() => {
    if (chosen === 'poster') poster.current?.querySelector('button')?.focus();
  }, [chosen]);

  if (!shown) return null;
  if (shown !== 'poster') {
    return (
      <Suspense fallback={null}>
        <HeroPlayer {...player} mode={shown} onStop={() => setShown('poster')} />
      </Suspense>
    );
  }
  return (
    // The click comes from the server-rendered Play button inside (by pointer or keyboard alike).
    <div ref={poster} style={{ display: 'contents' }} onClick={(event) => (event.target as Element).closest('button') && setShown('playing')}>
      {children}
    </div>
  );
}
