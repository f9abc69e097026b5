/**
 * The trip saved for offline (docs/product.md#saving-the-trip-for-offline), kept by the service worker in a cache of
 * its own: the home page, the trip page and its data, each saved entry's page with a few of its images, each saved
 * event's upcoming occurrences, and the trip's calendar; and those pages' code (the parts they load later too) with
 * the map's code and basemaps, in this build's code cache. A new copy is downloaded whole before it is written over
 * the old one, so a failure keeps the last good copy.
 */
import { isStorableInTripCopy } from '@/lib/offline/cacheable';
import { codeLinks, isCodePath, mayNameCode } from '@/lib/offline/code-links.mjs';
import { CACHE_NAMES, TRIP_COPY_MAX_BYTES, TRIP_COPY_META_URL } from '@/lib/offline/paths';
import { refusedForNow, type TripCopyFailure, type TripCopyRecord, type TripCopyState } from '@/lib/offline/protocol';
import { occurrenceLinks, pageImages, tripCopyBase, tripCopyItems } from '@/lib/offline/trip-copy-plan';
import type { TripPayload } from '@/lib/trip/groups';
import { TRIP_PATH } from '@/lib/trip/paths';
import { tripApiUrl } from '@/lib/trip/urls';

class CopyFailed extends Error {
  constructor(readonly reason: TripCopyFailure) {
    super(reason);
  }
}

interface Downloaded {
  url: string;
  response: Response;
  body: ArrayBuffer;
}

const isQuotaError = (error: unknown) => error instanceof DOMException && error.name === 'QuotaExceededError';

export async function readTripCopy(): Promise<TripCopyRecord | null> {
  const cache = await caches.open(CACHE_NAMES.trip);
  const answer = await cache.match(TRIP_COPY_META_URL);
  if (!answer) return null;
  try {
    return (await answer.json()) as TripCopyRecord;
  } catch {
    return null;
  }
}

export async function tripCopyState(): Promise<TripCopyState> {
  const record = await readTripCopy();
  return record ? { status: 'saved', savedAt: record.savedAt, bytes: record.bytes, ids: record.ids, previousBytes: null } : { status: 'none' };
}

export async function removeTripCopy(): Promise<void> {
  await caches.delete(CACHE_NAMES.trip);
}

/** Downloads one address; a busy site stops the copy, any other answer but a storable 200 is `null` (a page gone since is left out). */
async function download(url: string, origin: string): Promise<Downloaded | null> {
  let response: Response;
  try {
    response = await fetch(new URL(url, origin), { credentials: 'same-origin', cache: 'no-cache' });
  } catch {
    throw new CopyFailed('network');
  }
  if (refusedForNow(response.status)) throw new CopyFailed('busy');
  if (!response.ok || response.redirected) return null;
  const path = new URL(url, origin).pathname;
  if (!isStorableInTripCopy(path, response.status, response.headers)) {
    // The trip page is public outside preview: private there means preview, where nothing is kept. Any other
    // answer that may not be kept is left out of the copy.
    if (path === TRIP_PATH) throw new CopyFailed('private');
    return null;
  }
  return { url, response, body: await response.arrayBuffer() };
}

/**
 * Downloads the trip's copy and replaces the saved one with it. `report` hears each step; the resolved state is
 * the final one (saved, or failed with the old copy kept).
 */
export async function saveTripCopy(
  ids: readonly string[],
  origin: string,
  code: { cacheName: string; urls: readonly string[] },
  report: (state: TripCopyState) => void,
): Promise<TripCopyState> {
  const previous = await readTripCopy();
  const failed = (reason: TripCopyFailure): TripCopyState => ({ status: 'failed', reason, savedAt: previous?.savedAt ?? null, bytes: previous?.bytes ?? null });
  const got: Downloaded[] = [];
  let bytes = 0;
  let total = 0;
  let done = 0;
  const fetchAll = async (urls: readonly string[]) => {
    const fresh = urls.filter((url) => !got.some((item) => item.url === url));
    total += fresh.length;
    report({ status: 'saving', done, total, bytes });
    const results: (Downloaded | null)[] = [];
    // A few at a time: the visitor's per-client limit counts these like any page views.
    for (let i = 0; i < fresh.length; i += 3) {
      const batch = await Promise.all(fresh.slice(i, i + 3).map((url) => download(url, origin)));
      for (const item of batch) {
        done += 1;
        if (item) {
          bytes += item.body.byteLength;
          if (bytes > TRIP_COPY_MAX_BYTES) throw new CopyFailed('too-large');
          got.push(item);
        }
        results.push(item);
      }
      report({ status: 'saving', done, total, bytes });
    }
    return results;
  };

  try {
    await fetchAll(tripCopyBase(ids));
    const api = got.find((item) => item.url === tripApiUrl(ids));
    if (!api) throw new CopyFailed('network');
    const payload = JSON.parse(new TextDecoder().decode(api.body)) as TripPayload;
    const plan = tripCopyItems(ids, payload);
    const pages = await fetchAll([...plan.pages, ...(plan.calendar ? [plan.calendar] : [])]);
    const html = (item: Downloaded | null) => (item && (item.response.headers.get('content-type') ?? '').includes('text/html') ? new TextDecoder().decode(item.body) : '');
    const occurrences = plan.events.flatMap((path) => occurrenceLinks(html(got.find((item) => item.url === path) ?? null), path, payload.today));
    const occurrencePages = await fetchAll(occurrences);
    await fetchAll([...new Set([...pages, ...occurrencePages].flatMap((item) => pageImages(html(item))))]);
    // The pages' code and the map's, and what that code loads later, but for what this device keeps already.
    let next = [...code.urls, ...got.flatMap((item) => codeLinks(html(item)))];
    const seen = new Set<string>();
    while (next.length > 0) {
      const fresh = [...new Set(next)].filter((url) => !seen.has(url));
      for (const url of fresh) seen.add(url);
      const texts: string[] = [];
      const missing: string[] = [];
      for (const url of fresh) {
        const kept = await caches.match(url);
        if (!kept) missing.push(url);
        else if (mayNameCode(url)) texts.push(await kept.text());
      }
      for (const item of await fetchAll(missing)) if (item && mayNameCode(item.url)) texts.push(new TextDecoder().decode(item.body));
      next = texts.flatMap(codeLinks);
    }
  } catch (error) {
    return failed(error instanceof CopyFailed ? error.reason : 'network');
  }

  const isCode = (url: string) => code.urls.includes(url) || isCodePath(url);
  const record: TripCopyRecord = { savedAt: new Date().toISOString(), ids: [...ids], bytes, urls: got.map((item) => item.url).filter((url) => !isCode(url)) };
  try {
    // Written over the old copy, its record last: until then the old record (and the pages it names) still stand.
    const cache = await caches.open(CACHE_NAMES.trip);
    const codeCache = await caches.open(code.cacheName);
    for (const item of got) {
      const { status, statusText, headers } = item.response;
      await (isCode(item.url) ? codeCache : cache).put(item.url, new Response(item.body, { status, statusText, headers }));
    }
    await cache.put(TRIP_COPY_META_URL, new Response(JSON.stringify(record), { headers: { 'content-type': 'application/json' } }));
    for (const url of previous?.urls ?? []) if (!record.urls.includes(url)) await cache.delete(url);
  } catch (error) {
    return failed(isQuotaError(error) ? 'quota' : 'network');
  }
  return { status: 'saved', savedAt: record.savedAt, bytes, ids: record.ids, previousBytes: previous?.bytes ?? null };
}
