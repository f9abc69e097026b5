'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useHydrated } from '@/components/hydration/use-hydrated';
import { removeFromTrip, saveToTrip, useTripIds } from './trip-store';

// The client side of the Save toggle (./SaveToggle) and the top bar's trip link (./TripCount), which are on nearly
// every page, so every byte here counts on nearly every first visit
// (docs/performance.md#first-visit-javascript-per-page-kind):
// - one module: the top bar puts it in the page frame's chunk, so pages showing toggles use that copy instead of
//   each route chunk carrying its own;
// - their copy (and the trip page's path) come as props from the server wrappers, so the message set stays out of
//   this chunk;
// - icons and the badge's shape are CSS (./trip-controls.css, imported by the root layout): global classes, one per
//   component, the parts reached by child selectors (a CSS module's class map, or a class name per part, is code).

export interface SaveToggleCopy {
  save: string;
  saved: string;
  /** Said beside the toggle when the trip is full. */
  full: string;
}

/** The toggle itself: `id` is the entry's (valid, lower-case) id; see ./SaveToggle for what it does. */
export function SaveToggleButton({ id, title, copy }: { id: string; title: string; copy: SaveToggleCopy }) {
  const saved = useTripIds().includes(id);
  const hydrated = useHydrated();
  const [full, setFull] = useState(false);
  const toggle = () => {
    if (saved) removeFromTrip(id);
    setFull(!saved && saveToTrip(id) === 'full');
  };
  return (
    <div className="trip-save">
      {/* Hidden (space kept) until hydrated; its name stays "Save <title>" whatever the visible label says. */}
      <button type="button" aria-pressed={saved} data-ready={hydrated || undefined} onClick={toggle}>
        <span aria-hidden="true">{saved ? copy.saved : copy.save}</span>
        <span className="visually-hidden">{`${copy.save} ${title}`}</span>
      </button>
      <p role="status">
        {full ? copy.full : ''}
      </p>
    </div>
  );
}

export interface TripCountCopy {
  trip: string;
  /** The link's name, with `{count}` for the number saved. */
  count: string;
}

/** The top bar's trip link; see ./TripCount. Not prefetched: the trip page's code would then count on every page. */
export function TripCountLink({ href, copy }: { href: string; copy: TripCountCopy }) {
  const count = useTripIds().length;
  return (
    <Link href={href} prefetch={false} className="trip-count" aria-label={copy.count.replace('{count}', String(count))}>
      <span>{copy.trip}</span>
      {/* Always there (empty and invisible for none), so the link keeps its width when a count appears. */}
      <span aria-hidden="true">
        {count || ''}
      </span>
    </Link>
  );
}
