import { feedPlaces } from '@/lib/content/feed-places';
import { preflight } from '@/lib/feed/feed-response';
import { PlacesQuery } from '@/lib/feed/params';
import { feedRoute } from '../../../_feed/feed-route';
import { pageLoaded } from '../../../_feed/page-loaded';
import { routeMethods } from '../../route-methods';

/** GET /api/v1/places: places of every list type, filtered and paged (docs/product.md#the-open-feed). */
const places = feedRoute(PlacesQuery, async (query, _context, request, now) => pageLoaded(await feedPlaces(query, now), request, now));

export const { GET, HEAD, POST, PUT, PATCH, DELETE } = routeMethods({ GET: places });
export const OPTIONS = preflight;
