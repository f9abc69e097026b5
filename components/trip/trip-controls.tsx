'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useHydrated } from '@/components/shell/use-hydrated';
import { saveMessages } from '@/lib/config/save-messages';
import { isEntryId } from '@/lib/entries/entry-id';
import { TRIP_MAX_ITEMS } from '@/lib/trip/ids';
import { TRIP_PATH } from '@/lib/trip/trip-path';
import { removeFromTrip, saveToTrip } from './trip-store';
import { useTripIds } from './use-trip';
import './trip-controls.css';

// The Save toggle and the top bar's trip link share one module on purpose: the top bar puts it in the page frame's
// chunk, so the pages that show toggles (entries, cards of the home, lists and references) use that one copy
// instead of each route chunk carrying its own (docs/performance.md#first-visit-javascript-per-page-kind).
// Icons and the count badge's shape are CSS (./trip-controls.css), not client code.

export interface SaveToggleProps {
  /** The entry's own id (its source UUID), never an occurrence's. */
  id: string;
  title: string;
}

const FULL_TEXT = saveMessages.full.replace('{max}', String(TRIP_MAX_ITEMS));

/**
 * Saves an entry to the visitor's trip or takes it off (docs/product.md#saving): a toggle button named
 * "Save <title>" whatever its visible label ("Save" / "Saved") shows; aria-pressed carries the state. The server
 * HTML is unpressed and the button stays invisible, its space kept, until it has hydrated: no visitor meets a
 * button that cannot work yet, and without JavaScript there is none. A full trip is said in a status line beside it.
 */
export function SaveToggle({ id, title }: SaveToggleProps) {
  const key = id.toLowerCase();
  const saved = useTripIds().includes(key);
  const hydrated = useHydrated();
  const [full, setFull] = useState(false);
  if (!isEntryId(key)) return null;

  const toggle = () => {
    if (saved) removeFromTrip(key);
    setFull(!saved && saveToTrip(key) === 'full');
  };
  return (
    <div className="trip-save">
      <button type="button" className="trip-save__button" aria-pressed={saved} data-ready={hydrated || undefined} onClick={toggle}>
        <span aria-hidden="true">{saved ? saveMessages.saved : saveMessages.save}</span>
        <span className="visually-hidden">{`${saveMessages.save} ${title}`}</span>
      </button>
      <p role="status" className="trip-save__full">
        {full ? FULL_TEXT : ''}
      </p>
    </div>
  );
}

/**
 * The top bar's link to the trip page, named "My trip, N saved" (docs/product.md#saving); it follows saves in this
 * tab and in others. Not prefetched: the trip page's code would then count on every page.
 */
export function TripCount() {
  const count = useTripIds().length;
  return (
    <Link href={TRIP_PATH} prefetch={false} className="trip-count" aria-label={saveMessages.count.replace('{count}', String(count))}>
      <span className="trip-count__text">{saveMessages.trip}</span>
      {/* Always there (empty and invisible for none), so the link keeps its width when a count appears. */}
      <span className="trip-count__badge" aria-hidden="true">
        {count || ''}
      </span>
    </Link>
  );
}
