import { feedEvents } from '@/lib/content/feed-events';
import { preflight } from '@/lib/feed/feed-response';
import { EventsQuery } from '@/lib/feed/params';
import { feedRoute } from '../../../_feed/feed-route';
import { pageLoaded } from '../../../_feed/page-loaded';
import { routeMethods } from '../../route-methods';

/** GET /api/v1/events: every occurrence between two days, in start order (docs/product.md#the-open-feed). */
const events = feedRoute(EventsQuery, async (query, _context, request, now) => pageLoaded(await feedEvents(query, now), request, now));

export const { GET, HEAD, POST, PUT, PATCH, DELETE } = routeMethods({ GET: events });
export const OPTIONS = preflight;
