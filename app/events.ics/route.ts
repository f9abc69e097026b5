import { EVENTS_FEED_FILE } from '@/lib/calendar-feeds';
import { calendarResponse, FEED_CACHE_CONTROL } from '@/lib/calendar-response';
import { eventsFeed } from '@/lib/content/event-feeds';
import { routeMethods } from '../api/route-methods';

/** GET /events.ics[?category=]: the events calendar feed (lib/content/event-feeds.ts, docs/product.md#calendar-feeds). */
async function feed(request: Request): Promise<Response> {
  const category = new URL(request.url).searchParams.get('category');
  return calendarResponse(request, await eventsFeed(category), {
    fileName: EVENTS_FEED_FILE,
    cacheControl: FEED_CACHE_CONTROL,
    disposition: 'inline',
  });
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeMethods({ GET: feed });
