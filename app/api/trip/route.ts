import { conditionMarks } from '@/lib/conditions/trip-marks';
import { getTrip, type TripPayload } from '@/lib/content/trip';
import { conditionsReport } from '@/lib/server/conditions/report';
import { messages } from '@/lib/config/messages';
import { parseTripIdsParam, TRIP_IDS_PARAM } from '@/lib/trip/share-ids';
import { routeMethods } from '../route-methods';

/**
 * The answer depends on the URL alone (the ids), but the ids are one visitor's choice: the browser may keep it a
 * minute, a shared cache not at all (every combination of ids would be an entry of its own there).
 */
const TRIP_CACHE_CONTROL = 'private, max-age=60';

/** Saved items the live conditions affect, as the sources say (lib/conditions/trip-marks.ts); from the local store. */
function withConditions(trip: TripPayload): TripPayload {
  const report = conditionsReport();
  if (!report.enabled || report.sample) return trip;
  const groups = trip.groups.map((group) => ({
    ...group,
    items: group.items.map((item) => {
      const marks = conditionMarks(item, report);
      return marks.length > 0 ? { ...item, conditions: marks } : item;
    }),
  }));
  return { ...trip, groups };
}

/**
 * GET /api/trip?ids=a,b,c → the trip's groups as JSON (docs/product.md#the-trip-page): ids read by
 * `parseTripIdsParam` (junk ignored, at most TRIP_MAX_ITEMS), unknown or unpublished ones counted in `leftOut`;
 * content that cannot be read → 502.
 */
async function trip(request: Request): Promise<Response> {
  const ids = parseTripIdsParam(new URL(request.url).searchParams.getAll(TRIP_IDS_PARAM));
  try {
    return Response.json(withConditions(await getTrip(ids)), { headers: { 'Cache-Control': TRIP_CACHE_CONTROL } });
  } catch (error) {
    console.error('Trip could not be loaded', error instanceof Error ? error.message : error);
    return Response.json(
      { error: { id: 'request', message: messages.trip_page.failed } },
      { status: 502, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeMethods({ GET: trip });
