/**
 * The ids of a trip (docs/product.md#trip): entry ids (UUIDs), each once, at most TRIP_MAX_ITEMS. One rule for the
 * list kept in the browser, the share link `/trip?ids=…` and the trip's calendar `/trip.ics?ids=…` (./share-ids).
 */
import { isEntryId } from '../entries/entry-id';

/** The most places and events one trip holds (about 1.9 kB of ids in a share link). */
export const TRIP_MAX_ITEMS = 50;

export interface TripIds {
  /** Valid entry ids, lower-case, first occurrence kept, in the given order, at most TRIP_MAX_ITEMS. */
  ids: string[];
  /** Valid, distinct ids left out because the trip was full. */
  overflow: number;
}

/** Anything that is not a valid entry id is dropped; repeats count once; ids past the cap count as overflow. */
export function cleanTripIds(values: Iterable<unknown>): TripIds {
  const ids: string[] = [];
  const seen = new Set<string>();
  let overflow = 0;
  for (const value of values) {
    if (typeof value !== 'string') continue;
    const id = value.trim().toLowerCase();
    if (!isEntryId(id) || seen.has(id)) continue;
    seen.add(id);
    if (ids.length < TRIP_MAX_ITEMS) ids.push(id);
    else overflow += 1;
  }
  return { ids, overflow };
}
