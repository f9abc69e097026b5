/**
 * Addresses of a trip (docs/product.md#sharing-a-trip): the page, its JSON for the browser and the trip's calendar,
 * each carrying the ids as one `ids=a,b,c` value.
 */
import { TRIP_IDS_PARAM, tripIdsValue } from './share-ids';
import { TRIP_API_PATH, TRIP_CALENDAR_PATH, TRIP_PATH } from './paths';

function withIds(path: string, ids: readonly string[]): string {
  return `${path}?${TRIP_IDS_PARAM}=${tripIdsValue(ids)}`;
}

/** The share link: `{origin}/trip?ids=…` (ids are UUIDs: nothing to escape). */
export const tripShareUrl = (origin: string, ids: readonly string[]): string => `${origin.replace(/\/$/, '')}${withIds(TRIP_PATH, ids)}`;
export const tripApiUrl = (ids: readonly string[]): string => withIds(TRIP_API_PATH, ids);
export const tripCalendarUrl = (ids: readonly string[]): string => withIds(TRIP_CALENDAR_PATH, ids);
