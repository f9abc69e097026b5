import { listViewByKey } from '@/lib/config/routes';
import { getListPayload } from '@/lib/content/lists';
import { defaultsFor, parseQuery } from '@/lib/list-query';
import { routeMethods } from '../../route-methods';

/** Shared caches may keep a list answer a minute and serve it stale for an hour while refreshing. */
const LIST_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=3600';

/**
 * GET /api/lists/{key}?category=&order=&search= → { items: CardData[], total, today }.
 * Unknown list key → 404. Query values are sanitised by parseQuery (invalid ones are ignored, never an error).
 * In preview the answer holds drafts: routeMethods makes it private.
 */
async function list(request: Request, { params }: { params: Promise<{ key: string }> }): Promise<Response> {
  const view = listViewByKey((await params).key);
  if (!view) {
    return Response.json({ error: 'Unknown list' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  const query = parseQuery(new URL(request.url).searchParams, defaultsFor(view));
  try {
    const payload = await getListPayload(view, query);
    return Response.json(payload, { headers: { 'Cache-Control': LIST_CACHE_CONTROL } });
  } catch (error) {
    console.error(`List ${view.key} could not be loaded`, error);
    return Response.json({ error: 'Content unavailable' }, { status: 502, headers: { 'Cache-Control': 'no-store' } });
  }
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeMethods({ GET: list });
