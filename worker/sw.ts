/// <reference lib="webworker" />
/**
 * The site's service worker (docs/operations.md#offline-support), built by scripts/build-service-worker.mjs after
 * `next build` and served at /sw.js by server/main.ts. Serwist's strategies and expiration do the caching; the
 * routing, the precache (./precache.ts) and the offline fallback are the few lines below rather than its `Serwist`
 * class, whose extras (revision bookkeeping, navigation preload, analytics, background sync) every first visit
 * would download unused.
 *
 * - Only the offline page (as server HTML) and its styles are precached when the worker installs: a first visit
 *   downloads nothing else for it. This build's code (`/_next/static/**`, the map's files) is kept as pages load it, and a trip's
 *   whole code when the trip is saved for offline. A new build's worker takes over at once and drops the old
 *   build's files.
 * - Pages are network first: an answer slower than PAGE_NETWORK_TIMEOUT_SECONDS, or none, is answered from the
 *   device (the pages a visitor opened, then the trip saved for offline), else with the offline page.
 * - The trip's data and calendar fall back to the trip copy; images are cache first, bounded.
 * - Nothing private is kept: see lib/offline/cacheable.ts. Other requests (APIs, RSC navigations, POSTs) pass by.
 */
import { CacheFirst, ExpirationPlugin, NetworkFirst, type SerwistPlugin, type Strategy } from 'serwist';
import { isStorableAnswer, isStorableInTripCopy } from '@/lib/offline/cacheable';
import { codeCacheKey } from '@/lib/offline/code-cache-key';
import { isCodePath } from '@/lib/offline/code-links.mjs';
import {
  CACHE_NAMES,
  IMAGE_CACHE_MAX_ENTRIES,
  PAGE_CACHE_MAX_AGE_SECONDS,
  PAGE_CACHE_MAX_ENTRIES,
  PAGE_NETWORK_TIMEOUT_SECONDS,
  RETIRED_CACHE_PREFIXES,
} from '@/lib/offline/paths';
import type { PageMessage, TripCopyState, WorkerMessage } from '@/lib/offline/protocol';
import { TRIP_API_PATH, TRIP_CALENDAR_PATH } from '@/lib/trip/paths';
import { OFFLINE_DOCUMENT_PATH } from '@/lib/offline/offline-document.mjs';
import { fillPrecache, precached, precacheName, type PrecacheEntry } from './precache';
import { readTripCopy, removeTripCopy, saveTripCopy, tripCopyState } from './trip-copy';

declare const self: ServiceWorkerGlobalScope;
/** Filled in by the build: this build's id and the files to precache (the offline document and its styles). */
declare const __WF_BUILD_ID__: string;
declare const __WF_PRECACHE__: PrecacheEntry[];
/** The map's files (MapLibre, its worker, the basemaps): cached on use, or with the trip copy. */
declare const __WF_MAP_FILES__: string[];

/** Pages name this build's code: a new build starts an empty page cache (the trip copy is saved again instead). */
const PAGES_CACHE = `${CACHE_NAMES.pages}-${__WF_BUILD_ID__}`;
const CODE_CACHE = `${CACHE_NAMES.code}-${__WF_BUILD_ID__}`;
const PRECACHE = precacheName(__WF_BUILD_ID__);
const PRECACHED = new Set(__WF_PRECACHE__.map((entry) => entry.url));
const MAP_FILES = new Set(__WF_MAP_FILES__);

/** A redirected answer is left out too: served for a navigation, the browser refuses it. */
// Preview is told by the answers themselves: every preview answer is `private, no-store`, which
// isStorableAnswer refuses. The draft-mode cookie is HttpOnly, so no script here could read it anyway.
const storable = (response: Response) => !response.redirected && isStorableAnswer(response.status, response.headers);

/**
 * Pages carry `stale-while-revalidate` for shared caches, and the browser's own HTTP cache honours it: without
 * this, a page with no network would come from there, looking fresh, with no "Offline copy" notice. Asking the
 * server each time (network first) leaves the device's copies to this worker, which says when it uses them.
 */
const askTheServer: SerwistPlugin = {
  requestWillFetch: async ({ request }) => new Request(request, { cache: 'no-cache' }),
};

const keepOnlyStorable: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (storable(response) ? response : null),
};

/** A fresh answer for an address of the trip copy refreshes that copy too (a publish reaches it while online). */
async function refreshTripCopy({ request, response }: { request: Request; response: Response }): Promise<Response> {
  const keep = !response.redirected && isStorableInTripCopy(new URL(request.url).pathname, response.status, response.headers);
  if (keep) {
    const trip = await caches.open(CACHE_NAMES.trip);
    if (await trip.match(request)) await trip.put(request, response.clone());
  }
  return response;
}

/** Which page (client) was answered from the device, and the date of that copy: the page asks once it runs. */
const answeredFromDevice = new Map<string, string | null>();
function noteAnsweredFromDevice(clientId: string, response: Response) {
  if (!clientId) return;
  answeredFromDevice.set(clientId, response.headers.get('date'));
  while (answeredFromDevice.size > 20) answeredFromDevice.delete(answeredFromDevice.keys().next().value as string);
}

/** When the network fails or is slow: the pages cache, then the trip copy; the page learns it is a copy. */
const deviceCopies: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse, event }) => {
    const copy = cachedResponse ?? (await (await caches.open(CACHE_NAMES.trip)).match(request));
    if (copy && event && 'resultingClientId' in event) noteAnsweredFromDevice((event as FetchEvent).resultingClientId, copy);
    return copy ?? null;
  },
  fetchDidSucceed: refreshTripCopy,
};

/**
 * The trip's data and calendar (`/api/trip?ids=…`, `/trip.ics?ids=…`): from the network, else from the trip copy —
 * at the address asked for, else the copy's own (a trip changed while offline still shows what was saved; the
 * page leaves out what it no longer holds). Only refreshed from here: "Save for offline" decides what the copy holds.
 */
const tripDataFromCopy: SerwistPlugin = {
  cacheWillUpdate: async () => null,
  fetchDidSucceed: refreshTripCopy,
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
    if (cachedResponse) return cachedResponse;
    const record = await readTripCopy();
    const path = new URL(request.url).pathname;
    const saved = record?.urls.find((url) => url.split('?')[0] === path);
    return saved ? ((await (await caches.open(CACHE_NAMES.trip)).match(saved)) ?? null) : null;
  },
};

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
  // Expiration before the trip copy: a page copy past its age is dropped, a trip copy is kept however old.
  plugins: [
    askTheServer,
    keepOnlyStorable,
    new ExpirationPlugin({ maxEntries: PAGE_CACHE_MAX_ENTRIES, maxAgeSeconds: PAGE_CACHE_MAX_AGE_SECONDS, purgeOnQuotaError: true }),
    deviceCopies,
  ],
});
/** One copy per file, whatever query it is asked with (lib/offline/code-cache-key.ts). */
const oneCopyPerFile: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => codeCacheKey(request.url),
};
// File names carry their content's hash: a kept copy is never stale.
const code = new CacheFirst({ cacheName: CODE_CACHE, plugins: [oneCopyPerFile, keepOnlyStorable] });
const tripData = new NetworkFirst({ cacheName: CACHE_NAMES.trip, networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS, plugins: [askTheServer, tripDataFromCopy] });
const images = new CacheFirst({
  cacheName: CACHE_NAMES.images,
  plugins: [keepOnlyStorable, new ExpirationPlugin({ maxEntries: IMAGE_CACHE_MAX_ENTRIES, purgeOnQuotaError: true })],
});

/** Which strategy answers a same-origin GET; null lets the browser handle it (APIs, RSC navigations, webcams). */
function strategyFor(request: Request, url: URL): Strategy | null {
  if (request.mode === 'navigate') return pages;
  if (isCodePath(url.pathname) || MAP_FILES.has(url.pathname)) return code;
  if (url.pathname === TRIP_API_PATH || url.pathname === TRIP_CALENDAR_PATH) return tripData;
  if (request.destination === 'image' && !url.pathname.startsWith('/webcams/')) return images;
  return null;
}

async function answer(event: FetchEvent, url: URL): Promise<Response> {
  // The offline document's own files are served from the precache first: offline, nothing else may hold them.
  if (PRECACHED.has(url.pathname)) {
    const kept = await precached(PRECACHE, url.pathname);
    if (kept) return kept;
  }
  const strategy = strategyFor(event.request, url);
  if (!strategy) return fetch(event.request);
  const [response, done] = strategy.handleAll({ event, request: event.request });
  event.waitUntil(done.catch(() => {}));
  try {
    return await response;
  } catch (error) {
    // A page neither on the network nor on the device: the offline page.
    const offline = event.request.mode === 'navigate' ? await precached(PRECACHE, OFFLINE_DOCUMENT_PATH) : undefined;
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener('fetch', (event: FetchEvent) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (!PRECACHED.has(url.pathname) && !strategyFor(event.request, url)) return;
  event.respondWith(answer(event, url));
});

// A new build replaces the old worker at once: its files are gone from the server anyway, and an old worker left
// waiting would serve old pages for as long as any tab stays open.
self.addEventListener('install', (event) => {
  void self.skipWaiting();
  event.waitUntil(fillPrecache(PRECACHE, __WF_PRECACHE__));
});

// --- messages from pages --------------------------------------------------------------------------------------

async function tell(state: TripCopyState) {
  const message: WorkerMessage = { type: 'trip-copy', state };
  // Uncontrolled pages too: the trip page that asked may have loaded before this worker took over.
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) client.postMessage(message);
}

/** One save at a time; a change while saving saves again once it is done. */
let saving: Promise<unknown> = Promise.resolve();
function queueSave(ids: readonly string[]) {
  saving = saving.then(async () => {
    if (ids.length === 0) {
      await removeTripCopy();
      return tell({ status: 'none' });
    }
    await tell(await saveTripCopy(ids, self.location.origin, { cacheName: CODE_CACHE, urls: [...MAP_FILES] }, (state) => void tell(state)));
  });
  return saving;
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as PageMessage | null;
  const source = event.source as Client | null;
  if (!data || typeof data !== 'object') return;
  const ids = 'ids' in data && Array.isArray(data.ids) ? data.ids.filter((id): id is string => typeof id === 'string').slice(0, 50) : [];
  switch (data.type) {
    case 'offline-copy?': {
      const id = source?.id ?? '';
      const message: WorkerMessage = { type: 'offline-copy', at: answeredFromDevice.has(id) ? (answeredFromDevice.get(id) ?? '') : null };
      answeredFromDevice.delete(id);
      source?.postMessage(message);
      return;
    }
    case 'trip-copy?':
      event.waitUntil(tripCopyState().then((state) => source?.postMessage({ type: 'trip-copy', state } satisfies WorkerMessage)));
      return;
    case 'trip-copy-save':
      event.waitUntil(queueSave(ids));
      return;
    case 'trip-copy-remove':
      event.waitUntil((saving = saving.then(async () => (await removeTripCopy(), tell({ status: 'none' })))));
      return;
    case 'trip-changed':
      // Only a trip already saved for offline follows the trip; nothing is downloaded unasked.
      event.waitUntil(readTripCopy().then((record) => (record ? queueSave(ids) : undefined)));
      return;
  }
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await self.clients.claim();
      // Page caches and precaches of earlier builds name code this build no longer has.
      const current = [PAGES_CACHE, CODE_CACHE, PRECACHE];
      for (const name of await caches.keys()) {
        const prefixes = [CACHE_NAMES.pages, CACHE_NAMES.code, CACHE_NAMES.precache, ...RETIRED_CACHE_PREFIXES];
        const old = prefixes.some((prefix) => name.startsWith(`${prefix}-`)) && !current.includes(name);
        if (old) await caches.delete(name);
      }
      // The trip copy's pages name the old build's code too: save it again while the network is there.
      const record = await readTripCopy();
      if (record) await queueSave(record.ids).catch(() => {});
    })(),
  );
});

