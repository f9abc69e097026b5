// The answer to GET /sw.js (docs/operations.md#offline-support), given by the site's server (server/main.ts) before Next: the
// build's worker (.next/sw.js, written by scripts/build-service-worker.mjs), or with SERVICE_WORKER=off a worker
// that deletes the site's caches on the device and unregisters itself — a worker once installed keeps running
// until a new script replaces it, so turning it off means serving one. Also the offline document the worker precaches (lib/offline/offline-document.mjs).
import { OFFLINE_DOCUMENT_PATH } from '../offline/offline-document.mjs';

export const SERVICE_WORKER_PATH = '/sw.js' as const;

/** Removes every cache of this origin (all of them the offline support's), then the worker itself. */
export const UNREGISTERING_WORKER = `// Offline support is turned off on this site: this worker removes its caches and itself.
self.addEventListener('install', function () { self.skipWaiting(); });
self.addEventListener('activate', function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.map(function (name) { return caches.delete(name); }));
  }).then(function () { return self.registration.unregister(); }));
});
`;

const NOT_FOUND = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };

/**
 * The answer for a request to the worker's path or its offline document's, or null for any other request. `script`
 * is the build's worker and `offlineDocument` the build's offline document (null when the build has none);
 * `enabled` is SERVICE_WORKER=on.
 */
export function serviceWorkerAnswer(
  req: { method?: string; url?: string },
  { enabled, script, offlineDocument = null }: { enabled: boolean; script: string | null; offlineDocument?: string | null },
): { status: number; headers: Record<string, string>; body: string } | null {
  const path = (req.url ?? '').split('?')[0];
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (path === OFFLINE_DOCUMENT_PATH) {
    // Fetched by the worker when it installs; a new build's worker asks again (its precache revision is the build).
    if (!enabled || offlineDocument === null) return { status: 404, headers: NOT_FOUND, body: 'No offline document.' };
    return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }, body: offlineDocument };
  }
  if (path !== SERVICE_WORKER_PATH) return null;
  // Browsers check the worker on every navigation (at most daily from their HTTP cache): no-cache keeps a new
  // build's worker, or the off switch, one page view away.
  const headers = { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' };
  if (!enabled) return { status: 200, headers, body: UNREGISTERING_WORKER };
  if (script === null) return { status: 404, headers: NOT_FOUND, body: 'No service worker in this build.' };
  return { status: 200, headers, body: script };
}
