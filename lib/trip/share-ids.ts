/**
 * The `ids=` parameter of a shared trip (`/trip?ids=…`) and of its calendar (`/trip.ics?ids=…`), read with the trip's
 * one rule for ids (./ids). Apart from ./ids so the code on every page (the browser's store) does not carry it.
 */
import { cleanTripIds, TRIP_MAX_ITEMS, type TripIds } from './ids';

/** The query parameter of a shared trip: ids joined with commas. */
export const TRIP_IDS_PARAM = 'ids';

/** Longest `ids` value read: the cap's worth of ids plus slack for a few bad ones; the rest is ignored. */
const MAX_PARAM_LENGTH = (TRIP_MAX_ITEMS + 10) * 37;

/** Reads `ids=a,b,c` (a comma list; also a repeated parameter's first value); junk is ignored, never an error. */
export function parseTripIdsParam(raw: string | string[] | null | undefined): TripIds {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string' || value === '') return { ids: [], overflow: 0 };
  return cleanTripIds(value.slice(0, MAX_PARAM_LENGTH).split(','));
}

/** The `ids` value of a share link or trip calendar: ids joined with commas ('' for none). */
export function tripIdsValue(ids: readonly string[]): string {
  return ids.join(',');
}
