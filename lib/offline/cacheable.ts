/**
 * Which answers the service worker may keep on the device. Pure: the worker and the tests call it with the
 * answer's status and headers.
 *
 * Never kept: errors and redirects; answers marked `private` or `no-store` — every preview (draft mode) answer is
 * (lib/server/proxy/responses.ts), as are error pages and answers personal to a visitor; and answers that vary on
 * the cookie. POSTs never reach the caches (only GET routes are registered).
 */
export function isStorableAnswer(status: number, headers: Pick<Headers, 'get'>): boolean {
  if (status !== 200) return false;
  const cacheControl = (headers.get('cache-control') ?? '').toLowerCase();
  if (/(^|[\s,])(private|no-store)($|[\s,=])/.test(cacheControl)) return false;
  const vary = (headers.get('vary') ?? '').toLowerCase();
  if (/(^|[\s,])(cookie|\*)($|[\s,])/.test(vary)) return false;
  return true;
}

/** The draft-mode cookie Next sets for preview (lib/server/preview-guard.ts names the same one). */
export const DRAFT_MODE_COOKIE_NAME = '__prerender_bypass';
