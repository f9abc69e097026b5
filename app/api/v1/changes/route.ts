import { feedChanges } from '@/lib/content/feed-changes';
import { preflight } from '@/lib/feed/feed-response';
import { ChangesQuery } from '@/lib/feed/params';
import { feedRoute } from '../../../_feed/feed-route';
import { routeMethods } from '../../route-methods';

export const dynamic = 'force-dynamic';

/** The newest page grows with every publish: caches keep a page of changes ten seconds. */
const CHANGES_CACHE_CONTROL = 'public, max-age=10, s-maxage=10';

/** GET /api/v1/changes?after=: every created, updated and deleted record, in order (docs/product.md#the-open-feed). */
const changes = feedRoute(
  ChangesQuery,
  async (query, _context, _request, now) => {
    const page = feedChanges(query, now);
    if (!page.ok) return { ok: false, status: 400, id: 'bad_request', message: page.message };
    return { ok: true, body: page.value, jsonLd: () => page.value, lastModified: null };
  },
  CHANGES_CACHE_CONTROL,
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE } = routeMethods({ GET: changes });
export const OPTIONS = preflight;
