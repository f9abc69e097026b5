import { TRIP_FEED_FILE } from '@/lib/calendar/feeds';
import { calendarResponse, PERSONAL_FEED_CACHE_CONTROL } from '@/lib/calendar/response';
import { tripFeed } from '@/lib/content/event-feeds';
import { parseTripIdsParam, TRIP_IDS_PARAM } from '@/lib/trip/share-ids';
import { routeMethods } from '../api/route-methods';

/**
 * GET /trip.ics?ids=: the calendar of a trip's events (docs/product.md#calendar-feeds). Always a calendar: ids
 * that are not published events are left out, and with none left the calendar is empty.
 */
async function feed(request: Request): Promise<Response> {
  const { ids } = parseTripIdsParam(new URL(request.url).searchParams.get(TRIP_IDS_PARAM));
  return calendarResponse(request, await tripFeed(ids), {
    fileName: TRIP_FEED_FILE,
    cacheControl: PERSONAL_FEED_CACHE_CONTROL,
    disposition: 'attachment',
  });
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeMethods({ GET: feed });
