import { apiError } from '@/lib/api-error';
import { listViewByKey, type ListView } from '@/lib/config/routes';
import { knownListCategories } from '@/lib/content/list-categories';
import { isCacheableState, parseListQuery, stateSegment, DEFAULT_STATE_SEGMENT, type ListQuery } from '@/lib/list-query';

/** Shared caches may keep a list answer a minute and serve it stale for an hour while refreshing. */
const LIST_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=3600';
/** Free text, junk keys and values and other spellings: the browser may keep it, a shared cache not. */
const LIST_PRIVATE_CACHE_CONTROL = 'private, max-age=60';

/** Whether a shared cache may keep this answer: a state from the list's finite set, asked for at its one address. */
function sharedAddress(view: ListView, query: ListQuery, asked: URLSearchParams): boolean {
  if (!isCacheableState(query, knownListCategories(view.categoryKey))) return false;
  const segment = stateSegment(query, view);
  return asked.toString() === (segment === DEFAULT_STATE_SEGMENT ? '' : segment);
}

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
      return apiError(404, 'list_not_found', 'There is no such list.');
    }
    const asked = new URL(request.url).searchParams;
    const query = parseListQuery(asked, view);
    const cacheControl = sharedAddress(view, query, asked) ? LIST_CACHE_CONTROL : LIST_PRIVATE_CACHE_CONTROL;
    try {
      return Response.json(await load(view, query), { headers: { 'Cache-Control': cacheControl } });
    } catch (error) {
      console.error(`${what} ${view.key} could not be loaded`, error);
      return apiError(502, 'unavailable', 'The list cannot be read right now.');
    }
  };
}
