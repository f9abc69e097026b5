// The answer to GET /sw.js (docs/operations.md#offline-support), given by scripts/serve.mjs before Next: the
// build's worker (.next/sw.js, written by scripts/build-service-worker.mjs), or with SERVICE_WORKER=off a worker
// that deletes the site's caches on the device and unregisters itself — a worker once installed keeps running
// until a new script replaces it, so turning it off means serving one. Plain ESM (serve.mjs runs it with bare Node;
// types in service-worker.d.mts).

export const SERVICE_WORKER_PATH = '/sw.js';

/** Removes every cache of this origin (all of them the offline support's), then the worker itself. */
export const UNREGISTERING_WORKER = `// Offline support is turned off on this site: this worker removes its caches and itself.
self.addEventListener('install', function () { self.skipWaiting(); });
self.addEventListener('activate', function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.map(function (name) { return caches.delete(name); }));
  }).then(function () { return self.registration.unregister(); }));
});
`;

/**
 * The answer for a request to the worker's path, or null for any other request. `script` is the build's worker
 * (null when the build has none); `enabled` is SERVICE_WORKER=on.
 * @param {{ method?: string, url?: string }} req
 * @param {{ enabled: boolean, script: string | null }} options
 * @returns {{ status: number, headers: Record<string, string>, body: string } | null}
 */
export function serviceWorkerAnswer(req, { enabled, script }) {
  const path = (req.url ?? '').split('?')[0];
  if (path !== SERVICE_WORKER_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return null;
  // Browsers check the worker on every navigation (at most daily from their HTTP cache): no-cache keeps a new
  // build's worker, or the off switch, one page view away.
  const headers = { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' };
  if (!enabled) return { status: 200, headers, body: UNREGISTERING_WORKER };
  if (script === null) return { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }, body: 'No service worker in this build.' };
  return { status: 200, headers, body: script };
}
