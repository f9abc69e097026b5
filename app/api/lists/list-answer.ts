import { listViewByKey, type ListView } from '@/lib/config/routes';
import { parseListQuery, type ListQuery } from '@/lib/list-query';

/** Shared caches may keep a list answer a minute and serve it stale for an hour while refreshing. */
const LIST_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=3600';

type LoadList = (view: ListView, query: ListQuery) => Promise<unknown>;

/**
 * A GET handler answering one list view's results as JSON: unknown list key → 404; query values sanitised by
 * parseListQuery (invalid ones are ignored, never an error); content that cannot be read → 502. In preview the answer
 * holds drafts: routeMethods makes it private.
 */
export function listAnswer(what: string, load: LoadList) {
  return async (request: Request, { params }: { params: Promise<{ key: string }> }): Promise<Response> => {
    const view = listViewByKey((await params).key);
    if (!view) {
      return Response.json({ error: 'Unknown list' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
    }
    const query = parseListQuery(new URL(request.url).searchParams, view);
    try {
      return Response.json(await load(view, query), { headers: { 'Cache-Control': LIST_CACHE_CONTROL } });
    } catch (error) {
      console.error(`${what} ${view.key} could not be loaded`, error);
      return Response.json({ error: 'Content unavailable' }, { status: 502, headers: { 'Cache-Control': 'no-store' } });
    }
  };
}
