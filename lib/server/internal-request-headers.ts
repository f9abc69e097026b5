// Request headers a visitor must never be able to send to Next. The site's server (server/request-store.ts) drops them from every request
// before Next sees it, so the app is safe without nginx too; deploy/nginx/whitefish.conf clears the same names
// (internal-request-headers.test.ts keeps the two in step).

/**
 * Headers Next writes for itself (its router server, middleware/proxy, revalidation, hosting platforms) and trusts
 * when they arrive: a client sending one could pick the route, replay a middleware result, skip proxy.ts, or ask
 * for revalidation. The browser's own router headers (rsc, next-router-state-tree, next-router-prefetch,
 * next-router-segment-prefetch, next-url, next-action, x-deployment-id, x-nextjs-request-id,
 * x-nextjs-html-request-id) are not here: Next's client sends them.
 */
export const NEXT_INTERNAL_REQUEST_HEADERS = [
  'x-middleware-subrequest',
  'x-middleware-invoke',
  'x-middleware-next',
  'x-middleware-rewrite',
  'x-middleware-redirect',
  'x-middleware-refresh',
  'x-middleware-set-cookie',
  'x-middleware-skip',
  'x-middleware-override-headers',
  'x-middleware-prefetch',
  'x-middleware-cache',
  'x-invoke-path',
  'x-invoke-query',
  'x-invoke-output',
  'x-invoke-status',
  'x-invoke-error',
  'x-matched-path',
  'x-nextjs-matched-path',
  'x-now-route-matches',
  'x-nextjs-data',
  'x-nextjs-rewrite',
  'x-nextjs-redirect',
  'x-prerender-revalidate',
  'x-prerender-revalidate-if-generated',
  'x-next-revalidated-tags',
  'x-next-revalidate-tag-token',
  'x-next-cache-tags',
  'x-next-resume-state-length',
  'next-resume',
  'x-next-debug-logging',
  'x-action-forwarded',
  'x-vercel-protection-bypass',
];

/** Whole families of internal names; nginx cannot clear by prefix, the server does. */
export const NEXT_INTERNAL_HEADER_PREFIXES = ['x-middleware-', 'x-invoke-'];

/** Written by reverse proxies: believed only when TRUSTED_PROXY_HOPS says a proxy of ours wrote them. */
export const FORWARDING_REQUEST_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded'];

const INTERNAL = new Set(NEXT_INTERNAL_REQUEST_HEADERS);
const FORWARDING = new Set(FORWARDING_REQUEST_HEADERS);

/**
 * Whether a request header (any case) must not reach Next.
 */
export function isUntrustedRequestHeader(name: string, { behindTrustedProxy }: { behindTrustedProxy: boolean }): boolean {
  const lower = name.toLowerCase();
  if (INTERNAL.has(lower) || NEXT_INTERNAL_HEADER_PREFIXES.some((prefix) => lower.startsWith(prefix))) return true;
  return !behindTrustedProxy && FORWARDING.has(lower);
}

/**
 * Removes from a node:http request (`headers` and `rawHeaders`) every header `isUntrustedRequestHeader` names.
 * Returns the names removed (lower case).
 */
export function dropUntrustedRequestHeaders(
  req: { headers: Record<string, unknown>; rawHeaders: string[] },
  options: { behindTrustedProxy: boolean },
): string[] {
  const removed = Object.keys(req.headers).filter((name) => isUntrustedRequestHeader(name, options));
  if (removed.length === 0) return removed;
  for (const name of removed) delete req.headers[name];
  const raw = req.rawHeaders;
  const kept: string[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    if (!isUntrustedRequestHeader(raw[i], options)) kept.push(raw[i], raw[i + 1]);
  }
  raw.splice(0, raw.length, ...kept);
  return removed;
}
