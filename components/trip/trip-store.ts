/**
 * The visitor's trip in this browser (docs/product.md#trip): one localStorage item holding a JSON array of entry
 * ids, read through `cleanTripIds` (anything malformed counts as nothing). Other tabs learn of changes from the
 * `storage` event, this tab from its own listeners. Where storage is blocked the trip lives for this page only.
 */
import { cleanTripIds, TRIP_MAX_ITEMS } from '@/lib/trip/ids';

export const TRIP_STORAGE_KEY = 'wf-trip';

const EMPTY: readonly string[] = [];
const listeners = new Set<() => void>();
let snapshot: { raw: string | null; ids: readonly string[] } = { raw: null, ids: EMPTY };
/** Used when localStorage throws (blocked, full): the trip then lasts as long as the page. */
let memory: string | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(TRIP_STORAGE_KEY);
  } catch {
    return memory;
  }
}

function parse(raw: string | null): readonly string[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? cleanTripIds(value).ids : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** The saved ids, oldest first; the same array until the stored value changes (a useSyncExternalStore snapshot). */
export function getTripIds(): readonly string[] {
  const raw = readRaw();
  if (raw !== snapshot.raw) snapshot = { raw, ids: parse(raw) };
  return snapshot.ids;
}

/** What the server renders: nothing saved (a page is the same for every visitor). */
export const getServerTripIds = (): readonly string[] => EMPTY;

function write(ids: readonly string[]): void {
  const raw = JSON.stringify(ids);
  try {
    window.localStorage.setItem(TRIP_STORAGE_KEY, raw);
  } catch {
    memory = raw;
  }
  listeners.forEach((listener) => listener());
}

function onStorage(event: StorageEvent): void {
  if (event.key === TRIP_STORAGE_KEY || event.key === null) listeners.forEach((listener) => listener());
}

export function subscribeTrip(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
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

/** Adds every id not saved yet, in order, until the trip is full; returns how many did not fit. */
export function saveAllToTrip(add: readonly string[]): number {
  const { ids, overflow } = cleanTripIds([...getTripIds(), ...add]);
  write(ids);
  return overflow;
}
