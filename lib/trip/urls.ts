/**
 * Addresses of the trip (docs/product.md#sharing-a-trip): the page, its JSON for the browser and the trip's
 * calendar, each carrying the ids as one `ids=a,b,c` value. Light enough for client code.
 */
import { TRIP_IDS_PARAM, tripIdsValue } from './ids';

export const TRIP_PATH = '/trip';
export const TRIP_API_PATH = '/api/trip';
export const TRIP_CALENDAR_PATH = '/trip.ics';

function withIds(path: string, ids: readonly string[]): string {
  return `${path}?${TRIP_IDS_PARAM}=${tripIdsValue(ids)}`;
}

/** The share link: `{origin}/trip?ids=…` (ids are UUIDs: nothing to escape). */
export const tripShareUrl = (origin: string, ids: readonly string[]): string => `${origin.replace(/\/$/, '')}${withIds(TRIP_PATH, ids)}`;
export const tripApiUrl = (ids: readonly string[]): string => withIds(TRIP_API_PATH, ids);
export const tripCalendarUrl = (ids: readonly string[]): string => withIds(TRIP_CALENDAR_PATH, ids);
