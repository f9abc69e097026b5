/**
 * The visitor's trip in this browser (docs/product.md#trip): one localStorage item holding a JSON array of entry
 * ids, read through `cleanTripIds` (anything malformed counts as nothing). Other tabs learn of changes from the
 * `storage` event, this tab from its own listeners. On nearly every page (the Save toggle, the trip link): one small
 * module, nothing here that only the trip page needs. Where storage is blocked the trip lives for this page only.
 */
import { useSyncExternalStore } from 'react';
import type { PageMessage } from '@/lib/offline/protocol';
import { cleanTripIds, TRIP_MAX_ITEMS } from '@/lib/trip/ids';

export const TRIP_STORAGE_KEY = 'wf-trip';

const EMPTY: readonly string[] = [];
const listeners = new Set<() => void>();
/** The stored value last read and its ids: the same array until the value changes (a useSyncExternalStore snapshot). */
let lastRaw: string | null = null;
let lastIds = EMPTY;
/** Used when localStorage throws (blocked, full): the trip then lasts as long as the page. */
let memory: string | null = null;

function parse(raw: string | null): readonly string[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? cleanTripIds(value).ids : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** The saved ids, oldest first. */
export function getTripIds(): readonly string[] {
  let raw = memory;
  try {
    raw = window.localStorage.getItem(TRIP_STORAGE_KEY);
  } catch {}
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastIds = parse(raw);
  }
  return lastIds;
}

function write(ids: readonly string[]): void {
  const raw = JSON.stringify(ids);
  try {
    window.localStorage.setItem(TRIP_STORAGE_KEY, raw);
  } catch {
    memory = raw;
  }
  listeners.forEach((listener) => listener());
  // A trip saved for offline follows it: the service worker updates its copy (and does nothing without one).
  const message: PageMessage = { type: 'trip-changed', ids: [...ids] };
  navigator.serviceWorker?.controller?.postMessage(message);
}

/**
 * Calls `listener` after every change made in this tab, and on every `storage` event (another tab's change; for
 * other keys the snapshot is unchanged, so nothing re-renders).
 */
export function subscribeTrip(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Adds an id at the end; 'full' (nothing changes) when the trip already holds TRIP_MAX_ITEMS. */
export function saveToTrip(id: string): 'saved' | 'full' {
  const ids = getTripIds();
  if (ids.includes(id)) return 'saved';
  if (ids.length >= TRIP_MAX_ITEMS) return 'full';
  write([...ids, id]);
  return 'saved';
}

export function removeFromTrip(id: string): void {
  const ids = getTripIds();
  if (ids.includes(id)) write(ids.filter((saved) => saved !== id));
}

/** Replaces the trip (ids already cleaned by the caller). */
export function setTripIds(ids: readonly string[]): void {
  write(ids);
}

/** The saved ids; none during the server render and hydration, the stored ones right after. */
export function useTripIds(): readonly string[] {
  // The server (and hydration) renders nothing saved: a page is the same for every visitor.
  return useSyncExternalStore(subscribeTrip, getTripIds, () => EMPTY);
}
