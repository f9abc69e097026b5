/**
 * The HTTP answer of an open-feed read: JSON (or JSON-LD when asked for), a strong ETag over the bytes,
 * Last-Modified, 304 to a client that has them, open CORS (no credentials), and the headers a shared cache keys on.
 */
import { calendarETag, matchesETag } from '../calendar/response';

export const JSON_TYPE = 'application/json; charset=utf-8';
export const JSON_LD_TYPE = 'application/ld+json; charset=utf-8';

/** Any site may read the feed from a browser; no cookies or credentials are ever honoured with it. */
export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag, Last-Modified, RateLimit, RateLimit-Policy, Retry-After',
};

/** A preflight's answer: GET and HEAD, with the conditional headers, cached a day by the browser. */
export function preflight(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...CORS_HEADERS,
      'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
      'Access-Control-Allow-Headers': 'Accept, If-None-Match, If-Modified-Since',
      'Access-Control-Max-Age': '86400',
      Allow: 'GET, HEAD, OPTIONS',
      'Cache-Control': 'no-store',
    },
  });
}

/** Whether the client prefers JSON-LD: it names application/ld+json with no lower weight than plain JSON. */
export function wantsJsonLd(request: Request): boolean {
  const accept = request.headers.get('accept') ?? '';
  const weight = (type: string) => {
    const part = accept.split(',').map((p) => p.trim()).find((p) => p.toLowerCase().startsWith(type));
    if (!part) return -1;
    const q = /;\s*q=([0-9.]+)/.exec(part);
    return q ? Number(q[1]) : 1;
  };
  const ld = weight('application/ld+json');
  return ld > 0 && ld >= weight('application/json');
}

/** Whole seconds, as HTTP dates carry them. */
const toSecond = (ms: number) => Math.floor(ms / 1000) * 1000;

function notModified(request: Request, etag: string, lastModified: number | null): boolean {
  const ifNoneMatch = request.headers.get('if-none-match');
  // If-None-Match decides when present (RFC 9110 13.2.2); If-Modified-Since only without it.
  if (ifNoneMatch !== null) return matchesETag(ifNoneMatch, etag);
  const since = Date.parse(request.headers.get('if-modified-since') ?? '');
  return lastModified !== null && !Number.isNaN(since) && toSecond(lastModified) <= since;
}

export interface FeedAnswer {
  body: unknown;
  contentType: string;
  cacheControl: string;
  /** The newest edit the answer holds (ms), when known. */
  lastModified: number | null;
  headers?: Record<string, string>;
}

export function feedResponse(request: Request, { body, contentType, cacheControl, lastModified, headers = {} }: FeedAnswer): Response {
  const text = JSON.stringify(body);
  const etag = calendarETag(text);
  const shared = {
    ...CORS_HEADERS,
    ...headers,
    ETag: etag,
    'Cache-Control': cacheControl,
    Vary: 'Accept',
    ...(lastModified !== null ? { 'Last-Modified': new Date(toSecond(lastModified)).toUTCString() } : {}),
  };
  if (notModified(request, etag, lastModified)) return new Response(null, { status: 304, headers: shared });
  return new Response(text, { headers: { ...shared, 'Content-Type': contentType, 'X-Content-Type-Options': 'nosniff' } });
}

/** The newest of some ISO times (ms), or null when none parses. */
export function newest(times: readonly (string | null | undefined)[]): number | null {
  let best: number | null = null;
  for (const time of times) {
    const ms = Date.parse(time ?? '');
    if (!Number.isNaN(ms) && (best === null || ms > best)) best = ms;
  }
  return best;
}
