import { EVENTS_FEED_FILE } from '@/lib/calendar/feeds';
import { calendarResponse, FEED_CACHE_CONTROL, PERSONAL_FEED_CACHE_CONTROL } from '@/lib/calendar/response';
import { eventsFeed } from '@/lib/content/event-feeds';
import { knownListCategories } from '@/lib/content/list-categories';
import { routeMethods } from '../api/route-methods';

/** GET /events.ics[?category=]: the events calendar feed (lib/content/event-feeds.ts, docs/product.md#calendar-feeds). */
async function feed(request: Request): Promise<Response> {
  const { searchParams } = new URL(request.url);
  const category = searchParams.get('category');
  // A shared cache keeps the feed only at its finite set of addresses: none, or one real category.
  const canonical = searchParams.size === 0 || (searchParams.size === 1 && category !== null && Boolean(knownListCategories('events')?.has(category)));
  return calendarResponse(request, await eventsFeed(category), {
    fileName: EVENTS_FEED_FILE,
    cacheControl: canonical ? FEED_CACHE_CONTROL : PERSONAL_FEED_CACHE_CONTROL,
    disposition: 'inline',
  });
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeMethods({ GET: feed });
