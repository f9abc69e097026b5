// 503 for content outages. Next 16 has no API for a page's status: an error thrown while rendering always answers
// 500. lib/limits/availability.ts marks the current request when the content service is down, slow or
// rate-limiting (in the per-request store); an error answer of a marked request (or any while the content breaker
// is open) goes out as 503 with Retry-After and no-store. The URL stays, the body is Next's branded error view
// (app/error.tsx or app/global-error.tsx); pages already cached never get here, they are served (stale) as usual.
import http from 'node:http';
import { CONTENT_BREAKER, processWideKey } from '../lib/server/process-wide-key.ts';
import type { RequestContextStore } from '../lib/server/request-context.ts';

const BREAKER_KEY = processWideKey(CONTENT_BREAKER);
export const RETRY_AFTER_SECONDS = '30';

type ProcessWide = Record<symbol, { openFor?: () => number } | undefined>;

/** True when this request's content was unavailable, or the content breaker is open right now. */
function contentUnavailable(store: RequestContextStore): boolean {
  if (store.contentUnavailable) return true;
  const breaker = (globalThis as unknown as ProcessWide)[BREAKER_KEY];
  return typeof breaker?.openFor === 'function' && breaker.openFor() > 0;
}

/** A header given to writeHead as an object, whatever its case. */
function headerNamed(headers: unknown, name: string): unknown {
  if (!headers || typeof headers !== 'object' || Array.isArray(headers)) return undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : (headers as Record<string, unknown>)[key];
}

/**
 * Wraps one response so an error status of a content-unavailable request becomes 503. Node sends the status
 * line through writeHead (also for an implicit header), so the instance's writeHead is the one place to change it.
 */
export function withUnavailableStatus(res: http.ServerResponse, store: RequestContextStore): http.ServerResponse {
  const writeHead = res.writeHead as (this: http.ServerResponse, status: number, ...rest: unknown[]) => http.ServerResponse;
  res.writeHead = function patchedWriteHead(this: http.ServerResponse, status: number, ...rest: unknown[]) {
    if (status >= 500 && status !== 503 && contentUnavailable(store)) {
      status = 503;
      this.statusCode = 503;
      this.statusMessage = http.STATUS_CODES[503] ?? '';
      if (typeof rest[0] === 'string') rest.shift(); // a reason phrase of the old status
      this.setHeader('Retry-After', RETRY_AFTER_SECONDS);
      this.removeHeader('x-nextjs-cache');
    }
    // No shared cache may keep an error, whatever Cache-Control the page (or proxy.ts) had set; nor a redirect
    // answered to Next's router (its stale-`_rsc` 307 depends on headers outside the URL: replayed, it loops); nor
    // a page's HTML answered to a router address (`?_rsc=<anything>` without the RSC header: Next marks it as it
    // marks the page, and a CDN would keep one copy per value).
    const routerHtml = store.routerRequest && /^text\/html/i.test(String(this.getHeader('content-type') ?? headerNamed(rest[0], 'content-type') ?? ''));
    if (status >= 500 || (status >= 300 && status < 400 && store.routerRequest) || routerHtml) {
      this.setHeader('Cache-Control', 'no-store');
      const headers = rest[0];
      if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
        const named = headers as Record<string, unknown>;
        for (const key of Object.keys(named)) if (key.toLowerCase() === 'cache-control') delete named[key];
      }
    }
    // Next 16 sets a redirect's Location twice on the render that first caches it; one is enough.
    const location = this.getHeader('location');
    if (Array.isArray(location) && new Set(location).size === 1) this.setHeader('location', location[0]);
    return writeHead.call(this, status, ...rest);
  } as typeof res.writeHead;
  return res;
}
