// What the site's server (server/refusals.ts) refuses before Next sees a request: request shapes no page takes,
// answered with a short error of our own instead of a render (or a 500 and a stack trace from deep inside Next).
// Pure: no I/O.
//
// Only the production server applies it: `next dev` is never exposed, and proxy.ts cannot see every request
// (its matcher leaves out static files, and Next may fail on a header before proxy.ts runs).
import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state.js';
import { hasDotSegment } from './request-path.ts';

/** Methods every page answers. Pages take no POST: every form posts to a route handler under /api/. */
export const PAGE_METHODS = ['GET', 'HEAD'];

/**
 * The methods Next hands to a route handler (app/api/route-methods.ts exports all of them, each answering for itself
 * with the route's own `Allow`). Any other method (TRACE, CONNECT, PROPFIND, …) Next cannot route: it answered
 * TRACE with a 500.
 */
export const ROUTE_HANDLER_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

type Headers = Record<string, string | string[] | undefined>;

/** The MCP endpoint (app/mcp/) is a route handler outside /api/: its protocol names the path. */
export const MCP_PATH = '/mcp';

/** Route handlers (app/api/, app/mcp/) answer the methods above themselves, with `Allow` (app/api/route-methods.ts). */
function isRouteHandlerPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path === MCP_PATH;
}

/**
 * The `Allow` value of a 405 for a method this path does not take, or null when the request may go on. Outside
 * /api/ only GET and HEAD: a POST, PUT, PROPFIND, TRACE … to a page would otherwise render it in full (or fail)
 * and skip every cache. Under /api/ any method a route handler can take goes on (the handler answers a method its
 * route does not take with 405 and the route's exact `Allow`); any other is refused here, naming every method a
 * route there may take (OPTIONS tells a route's own). `path` is the request target's path (no query string).
 */
export function disallowedMethod(method: string | undefined, path: string): string | null {
  if (isRouteHandlerPath(path)) return (ROUTE_HANDLER_METHODS as readonly string[]).includes(method ?? '') ? null : ROUTE_HANDLER_METHODS.join(', ');
  return PAGE_METHODS.includes(method ?? '') ? null : PAGE_METHODS.join(', ');
}

/**
 * True when the request carries a router-state header Next cannot read: Next throws on it while rendering (a 500
 * with a stack trace). Checked with Next's own parser, so what passes here is exactly what Next accepts.
 */
export function badRouterState(headers: Headers): boolean {
  const state = headers['next-router-state-tree'];
  if (state === undefined) return false;
  try {
    parseAndValidateFlightRouterState(state);
    return false;
  } catch {
    return true;
  }
}

/**
 * Whether Next's client router asks ahead of a navigation (a link prefetch, whole or by segment). Next strips these
 * headers before proxy.ts runs, like the `RSC` one.
 */
export function isRouterPrefetch(req: { headers: Headers }): boolean {
  return req.headers['next-router-prefetch'] !== undefined || req.headers['next-router-segment-prefetch'] !== undefined;
}

/**
 * True for a request of Next's client router (a navigation or prefetch): the `RSC: 1` header or an `_rsc` query
 * parameter. Its answer depends on router headers outside the URL, and Next answers a stale `_rsc` with a 307 to
 * another one: no shared cache may keep any of it.
 */
export function isRouterRequest(req: { url?: string; headers: Headers }): boolean {
  if (req.headers.rsc !== undefined) return true;
  const query = (req.url ?? '').split('?')[1] ?? '';
  return new URLSearchParams(query).has('_rsc');
}

/**
 * What the server answers instead of Next, or null to pass the request on.
 */
export function refusedRequest(req: { method?: string; url?: string; headers: Headers }): { status: 400 | 405; message: string; allow?: string } | null {
  const url = req.url ?? '/';
  // A dot segment names another path than it reads as (`/_next/static/%2e%2e/search` is the search page to Next):
  // no browser sends one, so none reaches a decision made on the path.
  if (!url.startsWith('/') || !decodablePath(url) || hasDotSegment(url)) return { status: 400, message: 'Bad request: the address is not valid.' };
  const allow = disallowedMethod(req.method, url.split('?')[0]);
  if (allow) return { status: 405, message: `Method not allowed: this address answers ${allow}.`, allow };
  if (badRouterState(req.headers)) return { status: 400, message: 'Bad request: a header is not valid.' };
  return null;
}

/** Next answers an undecodable path (broken or lone-surrogate % escapes) with 500. */
function decodablePath(url: string): boolean {
  try {
    decodeURIComponent(url.split('?')[0]);
    return true;
  } catch {
    return false;
  }
}
