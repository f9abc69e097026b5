import { NextResponse } from 'next/server';
import { EVENTS_FEED_PATH, TRIP_FEED_PATH } from '@/lib/calendar/feeds';
import { LIST_VIEWS, PATHS } from '@/lib/config/routes';
import { requestStore } from '@/lib/server/request-context';
import { TRIP_PATH } from '@/lib/trip/paths';
import type { ProxyContext } from './context';

/** The site's not-found view, rendered inside the shell (an unmatched route would get Next's bare error page). */
const NOT_FOUND_PATH = '/_not-found/view';

/**
 * List views, the map, search and the trip read the query string, so Next renders them per request and marks them
 * `private, no-store`. Their HTML is the same for every visitor of a URL, so a CDN or reverse proxy may keep it
 * briefly (Next keeps a Cache-Control header that is already set) — but only at addresses from a finite set, or
 * junk query keys and values would each add an entry to the shared cache and push real pages out: a list state at
 * its canonical address, the other views without a query string.
 */
const SHARED_QUERY_VIEWS = new Set<string>([...LIST_VIEWS.map((view) => view.path), PATHS.map, '/search', TRIP_PATH]);
const QUERY_VIEW_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=300';
const CONDITIONS_CACHE_CONTROL = 'public, no-cache';

/**
 * An RSC request (a client navigation or prefetch) is not shared: its answer depends on the router state the
 * browser sends, and Next answers a stale `_rsc` value with a 307 to another one — a redirect a shared cache must
 * never keep and replay to other visitors (they would loop). Next strips the `RSC` header and `_rsc` before
 * proxy.ts runs, so server/main.ts notes it in the request's store; without server/main.ts (next dev) the headers
 * are all there is.
 */
function rscRequest({ request }: ProxyContext): boolean {
  return requestStore()?.routerRequest ?? (request.headers.has('rsc') || request.nextUrl.searchParams.has('_rsc'));
}

/** The query keys a request carries, Next's own `_rsc` aside. */
const askedKeys = ({ request }: ProxyContext) => [...request.nextUrl.searchParams.keys()].filter((key) => key !== '_rsc');

/** Query keys the calendar feeds read; they set their own Cache-Control for those (docs/product.md#calendar-feeds). */
const FEED_KEYS: Record<string, ReadonlySet<string>> = { [EVENTS_FEED_PATH]: new Set(['category']), [TRIP_FEED_PATH]: new Set(['ids']) };

/** Whether the address carries a query key its page does not read the way its own Cache-Control assumes. */
function unusedKeys(context: ProxyContext, path: string): boolean {
  const used = FEED_KEYS[path] ?? new Set<string>();
  return askedKeys(context).some((key) => !used.has(key));
}

/**
 * A page answer with the Cache-Control its address allows: shared briefly at a finite address; any other address
 * with a query string (a key the page does not read, tracking keys such as `utm_source` or `fbclid`, a `date` that
 * names no occurrence, another spelling of a list state) is kept by no shared cache. Prerendered and ISR pages
 * ignore the query and would otherwise carry their page's `s-maxage`, so every junk variant would be one more
 * copy of the page in a shared cache. Such an answer still comes from the page cache: it costs no render.
 */
export function queryViewShared(context: ProxyContext, response: NextResponse): NextResponse {
  const { request, preview, read, list } = context;
  const path = request.nextUrl.pathname.replace(/\/$/, '') || '/';
  if (path === PATHS.conditions && askedKeys(context).length === 0 && !preview && !rscRequest(context)) {
    // Rendered per request from the live store: any cache must ask again before reusing it, but a copy may be kept
    // (the trip's offline copy holds a dated snapshot of it).
    response.headers.set('Cache-Control', CONDITIONS_CACHE_CONTROL);
    return response;
  }
  const finite = list?.action === 'cached' ? list.canonical : askedKeys(context).length === 0;
  if (read && SHARED_QUERY_VIEWS.has(path) && finite && !preview && !rscRequest(context)) {
    response.headers.set('Cache-Control', QUERY_VIEW_CACHE_CONTROL);
  } else if (list?.action === 'cached' || unusedKeys(context, path)) {
    // A list state answered from the page cache would carry the internal route's ISR lifetime.
    response.headers.set('Cache-Control', 'private, no-store');
  }
  return response;
}

/** Query keys each kind of rewritten page reads; an answer to an address with any other key is not shared. */
const OCCURRENCE_KEYS = new Set(['date']);

/**
 * An entry occurrence (`?date=` one of its upcoming days, rewritten to its ISR route by the entry gate) is shared at
 * that one address; with any other key beside `date` it is answered privately.
 */
export function occurrenceShared(context: ProxyContext, response: NextResponse | null): NextResponse | null {
  if (!response?.headers.has('x-middleware-rewrite')) return response;
  if (askedKeys(context).some((key) => !OCCURRENCE_KEYS.has(key))) response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

/**
 * Not-found views and redirects of entry and list addresses: kept by no cache at all. Their addresses are endless
 * (any id, any title slug, any segment), so a shared cache would hold one entry per junk address; the gate answers
 * them from memory, without a content request, once it knows an id.
 */
export function unshared(response: NextResponse): NextResponse {
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/** Seconds a client is asked to wait when the content is not available yet (server/main.ts says the same). */
const RETRY_AFTER_SECONDS = '30';

/** The content cannot be read yet: 503 with Retry-After, kept by no cache, nothing rendered under the address. */
export function unavailable(): NextResponse {
  return new NextResponse('The page is not available right now. Please try again in a minute.\n', {
    status: 503,
    headers: { 'Retry-After': RETRY_AFTER_SECONDS, 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

export function notFound({ request }: ProxyContext): NextResponse {
  return unshared(NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url)));
}

/** Preview responses are never stored by a browser, CDN or reverse proxy (nor served to other visitors). */
export function previewPrivate({ preview }: ProxyContext, response: NextResponse): NextResponse {
  if (preview) response.headers.set('Cache-Control', 'private, no-store');
  return response;
}
