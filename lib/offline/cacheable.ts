import { TRIP_API_PATH, TRIP_CALENDAR_PATH } from '../trip/paths';

/** Whether the answer's Cache-Control holds one of `directives`. */
function cacheControlSays(headers: Pick<Headers, 'get'>, directives: readonly string[]): boolean {
  const said = (headers.get('cache-control') ?? '').toLowerCase().split(',').map((part) => part.split('=')[0].trim());
  return directives.some((directive) => said.includes(directive));
}

/**
 * Which answers the service worker may keep on the device. Pure: the worker and the tests call it with the
 * answer's status and headers.
 *
 * Never kept: errors and redirects; answers marked `private` or `no-store` — every preview (draft mode) answer is
 * (lib/proxy/responses.ts), as are error pages and answers personal to a visitor; and answers that vary on
 * the cookie. POSTs never reach the caches (only GET routes are registered).
 */
export function isStorableAnswer(status: number, headers: Pick<Headers, 'get'>): boolean {
  if (status !== 200) return false;
  if (cacheControlSays(headers, ['private', 'no-store'])) return false;
  const vary = (headers.get('vary') ?? '').toLowerCase();
  if (/(^|[\s,])(cookie|\*)($|[\s,])/.test(vary)) return false;
  return true;
}

/** The trip's own data and calendar: `private` (one visitor's list, for no shared cache), keyed by the ids. */
const TRIP_DATA_PATHS: readonly string[] = [TRIP_API_PATH, TRIP_CALENDAR_PATH];

/**
 * What the trip saved for offline may hold: the same, except the trip's own data and calendar (`/api/trip?ids=…`,
 * `/trip.ics?ids=…`), which are `private` — meant for no shared cache, being one visitor's list — and are exactly
 * what this visitor asked to keep, under their own key (the ids). `no-store` (preview, errors) is never kept.
 */
export function isStorableInTripCopy(path: string, status: number, headers: Pick<Headers, 'get'>): boolean {
  if (!TRIP_DATA_PATHS.includes(path)) return isStorableAnswer(status, headers);
  return status === 200 && !cacheControlSays(headers, ['no-store']);
}
