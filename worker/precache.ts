/**
 * The few files every device keeps when the worker installs: the offline document and the styles it is drawn with
 * (scripts/build-service-worker.mjs lists them). Done here rather than with Serwist's precache controller, which
 * brings its revision bookkeeping, install reports and message protocol (about 3 kB gzip of worker) for two or
 * three files whose cache is replaced whole with each build.
 */
import { CACHE_NAMES } from '@/lib/offline/paths';

export interface PrecacheEntry {
  url: string;
  /** null for a file whose name carries its content's hash; else the build, which a new worker fetches again. */
  revision: string | null;
}

/** One precache per build: a new build's worker fills its own, and the old one goes when it takes over. */
export const precacheName = (buildId: string) => `${CACHE_NAMES.precache}-${buildId}`;

/**
 * Fills the precache. A hashed file may come from the browser's HTTP cache (the page just loaded it; immutable
 * there); a revised one is asked of the server. Any failure fails the install, as a partial offline page would.
 */
export async function fillPrecache(cacheName: string, entries: readonly PrecacheEntry[]): Promise<void> {
  const cache = await caches.open(cacheName);
  await Promise.all(
    entries.map(async ({ url, revision }) => {
      if (await cache.match(url)) return;
      const response = await fetch(url, { credentials: 'same-origin', cache: revision === null ? 'default' : 'no-cache' });
      if (!response.ok || response.redirected) throw new Error(`precache: ${url} answered ${response.status}`);
      await cache.put(url, response);
    }),
  );
}

/** A precached file's kept copy, or undefined. */
export async function precached(cacheName: string, url: string): Promise<Response | undefined> {
  return (await caches.open(cacheName)).match(url);
}
