import { NextResponse, type NextRequest } from 'next/server';
import { CALENDAR_FEED_PATHS } from '@/lib/calendar-feeds';
import { clientAddress } from '@/lib/client-address';
import { messages } from '@/lib/config/messages';
import { LIST_VIEWS, PATHS, staticPaths } from '@/lib/config/routes';
import { serverEnv } from '@/lib/config/server-config';
import { clientLimitSettings, countsTowardsClientLimit, takeClientRequest } from '@/lib/limits/client-limit';
import { inDraftMode, previewAllowed, safeReturnPath } from '@/lib/preview-guard';
import { requestStore } from '@/lib/request-context';
import { TRIP_PATH } from '@/lib/trip/paths';
import { entryRouteDecision } from '@/lib/content/entry-route-gate';
import { listRouteDecision, type ListRouteDecision } from '@/lib/content/list-route-gate';
import { entryPageKey, entryPageSeen, seenEntryPages } from '@/lib/content/seen-entry-pages';
import { seenListStates } from '@/lib/content/seen-list-states';

/** Single-segment views that exist; the rest go to a path no route matches (see below). */
const SINGLE_SEGMENT_VIEWS = new Set([...staticPaths(), '/search', TRIP_PATH, ...CALENDAR_FEED_PATHS]);
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

/** HEAD answers as GET does. */
const isRead = (request: NextRequest) => request.method === 'GET' || request.method === 'HEAD';

/**
 * An RSC request (a client navigation or prefetch) is not shared: its answer depends on the router state the
 * browser sends, and Next answers a stale `_rsc` value with a 307 to another one — a redirect a shared cache must
 * never keep and replay to other visitors (they would loop). Next strips the `RSC` header and `_rsc` before
 * proxy.ts runs, so scripts/serve.mjs notes it in the request's store; without serve.mjs (next dev) the headers
 * are all there is.
 */
function rscRequest(request: NextRequest): boolean {
  return requestStore()?.routerRequest ?? (request.headers.has('rsc') || request.nextUrl.searchParams.has('_rsc'));
}

function queryViewShared(request: NextRequest, preview: boolean, list: ListRouteDecision | null, response: NextResponse): NextResponse {
  const path = request.nextUrl.pathname.replace(/\/$/, '') || '/';
  const finite = list?.action === 'cached' ? list.canonical : [...request.nextUrl.searchParams.keys()].every((key) => key === '_rsc');
  if (isRead(request) && SHARED_QUERY_VIEWS.has(path) && finite && !preview && !rscRequest(request)) {
    response.headers.set('Cache-Control', QUERY_VIEW_CACHE_CONTROL);
  } else if (list?.action === 'cached') {
    // Answered from the page cache, whose own header (the internal route's ISR lifetime) would let a shared cache
    // keep this other spelling of the state for an hour.
    response.headers.set('Cache-Control', 'private, no-store');
  }
  return response;
}

/**
 * Not-found views and redirects of entry and list addresses: kept by no cache at all. Their addresses are endless
 * (any id, any title slug, any segment), so a shared cache would hold one entry per junk address; the gate answers
 * them from memory, without a content request, once it knows an id.
 */
function unshared(response: NextResponse): NextResponse {
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/** Preview responses are never stored by a browser, CDN or reverse proxy (nor served to other visitors). */
function previewPrivate(preview: boolean, response: NextResponse): NextResponse {
  if (preview) response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

/**
 * One client asking too often for what may not be cached (query-string views, entry pages, search and list APIs)
 * gets 429 with Retry-After — that client only, before anything is rendered or read. A list state or an entry page
 * this process has already sent to the page cache is a cache read like any page and does not count
 * (lib/content/seen-list-states.ts, seen-entry-pages.ts): crawlers are welcome, uncached work is what is limited.
 */
async function clientLimited(request: NextRequest, list: ListRouteDecision | null, preview: boolean): Promise<NextResponse | null> {
  const { pathname, searchParams } = request.nextUrl;
  if (!countsTowardsClientLimit(pathname, searchParams)) return null;
  if (list?.action === 'cached' && seenListStates().has(list.path)) return null;
  if (!preview && isRead(request) && entryPageSeen(pathname, searchParams.get('date'))) return null;
  const env = serverEnv();
  const result = await takeClientRequest(clientAddress(), clientLimitSettings(env.CLIENT_RATE_LIMIT, env));
  if (result.allowed) return null;
  const headers = { 'Retry-After': String(result.retryAfterSeconds), 'Cache-Control': 'no-store' };
  const message = messages.error.rate_limited;
  if (pathname.startsWith('/api/')) return NextResponse.json({ error: { id: 'rate_limited', message } }, { status: 429, headers });
  return new NextResponse(message, { status: 429, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } });
}

/**
 * `?preview=true` turns preview (Next draft mode) on for the session: the request is sent to the preview
 * route handler, which sets the draft-mode cookie and returns to the page without the preview parameters.
 * A wrong or missing token (when PREVIEW_SECRET is set) just drops the parameters: normal mode.
 * While the draft-mode cookie is valid every page answers `Cache-Control: private, no-store`; a forged or stale
 * one is no preview at all (lib/preview-guard.ts), so nothing decided here differs from what Next renders.
 */
export async function proxy(request: NextRequest) {
  const { searchParams, pathname, search } = request.nextUrl;
  const preview = inDraftMode(request.cookies);
  // A list state without free text is rendered once per day into Next's page cache by the view's internal route
  // (lib/content/list-route-gate.ts); the browser's URL and query string stay as they are.
  const read = isRead(request);
  const list = searchParams.get('preview') === 'true' ? null : listRouteDecision(pathname, searchParams, { read, preview });
  const limited = await clientLimited(request, list, preview);
  if (limited) return limited;
  if (pathname.startsWith('/api/')) return NextResponse.next();
  // Next 16 answers an unknown `[page]` param (dynamicParams = false) with a 404 whose HTML is an empty
  // error document; an unmatched path gets the real not-found view inside the shell, server-rendered.
  const unknownView = /^\/[^/]+\/?$/.test(pathname) && !SINGLE_SEGMENT_VIEWS.has(pathname.replace(/\/$/, ''));
  if (unknownView) return unshared(NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url)));
  if (searchParams.get('preview') !== 'true') {
    // Whatever the ISR entry routes render is stored under its URL, so only an entry's canonical path may reach
    // them; `?date=` one of its occurrences goes to the occurrence route (the query string kept for Next's router).
    const entry = await entryRouteDecision(pathname, { preview, date: searchParams.get('date') });
    if (entry?.action === 'not-found') return unshared(NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url)));
    if (entry?.action === 'redirect') return unshared(NextResponse.redirect(new URL(entry.location, request.url), 308));
    if (entry?.action === 'render' && !preview && read) seenEntryPages().add(entryPageKey(pathname));
    if (entry?.action === 'occurrence') {
      if (!preview && read) seenEntryPages().add(entryPageKey(pathname, searchParams.get('date')));
      const occurrence = request.nextUrl.clone();
      occurrence.pathname = entry.path;
      return previewPrivate(preview, NextResponse.rewrite(occurrence));
    }
    if (list?.action === 'not-found') return unshared(NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url)));
    if (list?.action === 'cached') {
      seenListStates().add(list.path);
      const cached = request.nextUrl.clone();
      cached.pathname = list.path;
      return queryViewShared(request, preview, list, NextResponse.rewrite(cached));
    }
    return queryViewShared(request, preview, list, previewPrivate(preview, NextResponse.next()));
  }
  const back = safeReturnPath(`${pathname}${search}`);
  if (!previewAllowed(searchParams.get('token'))) return NextResponse.redirect(new URL(back, request.url), 307);
  const enable = new URL('/api/preview', request.url);
  enable.searchParams.set('path', back);
  const token = searchParams.get('token');
  if (token) enable.searchParams.set('token', token);
  return NextResponse.redirect(enable, 307);
}

/**
 * Left out: API routes not named below, Next's own files, and the files of public/ — each exclusion a whole path
 * that no page or route can have (one file name with its extension in a public folder), never a folder prefix:
 * `webcams/` is also a list view, whose internal routes (`/webcams/{day}/{state}`) must go through the gates.
 * lib/limits/proxy-matcher.test.ts proves no internal route escapes.
 */
export const config = {
  matcher: [
    '/((?!api/|_next/|(?:images|webcams)/[\\w-]+\\.svg$|files/[\\w-]+\\.pdf$|map/[\\w-]+\\.json$|favicon\\.ico$|icon\\.svg$|robots\\.txt$|sitemap\\.xml$).*)',
    '/api/(search|lists|calendar)/:path*',
    '/api/search',
    '/api/trip',
  ],
};
