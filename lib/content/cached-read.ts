import 'server-only';
import { LRUCache } from 'lru-cache';
import { unstable_cache } from 'next/cache';
import { draftMode } from 'next/headers';
import { cache } from 'react';
import { CACHE_LIFETIMES_MS } from '@/lib/config/constants';
import { readSettings } from '@/lib/config/settings';
import type { ExpiringSet } from '@/lib/expiring-map';
import { processWide } from '@/lib/server/process-wide';
import type { Phase } from '@/content-client/wire';

export type Lifetime = keyof typeof CACHE_LIFETIMES_MS;

export interface ContentMode {
  preview: boolean;
  publicPhases: readonly Phase[];
}

/** Preview (Next draft mode) or normal mode, once per request. */
export const contentMode = cache(async (): Promise<ContentMode> => {
  let preview = false;
  try {
    preview = (await draftMode()).isEnabled;
  } catch {
    // Outside a request (build-time static params): normal mode.
  }
  return { preview, publicPhases: readSettings().publicPhases };
});

export interface CacheOptions {
  tags: string[];
  lifetime: Lifetime;
}

function dataCached<T>(key: readonly string[], options: CacheOptions, load: () => Promise<T>): Promise<T> {
  return unstable_cache(load, ['elebase', ...key], {
    tags: options.tags,
    revalidate: CACHE_LIFETIMES_MS[options.lifetime] / 1000,
  })();
}

/**
 * Reads through Next's data cache, tagged for on-demand revalidation. We cache our own calls rather than
 * fetch(): every Elebase request carries a per-second HMAC timestamp, and Next keys fetch caching on headers.
 * Preview reads bypass the cache entirely, so drafts are never stored or served to other visitors.
 */
export async function cachedRead<T>(key: readonly string[], options: CacheOptions, load: (preview: boolean) => Promise<T>): Promise<T> {
  const { preview } = await contentMode();
  if (preview) return load(true);
  return dataCached(key, options, () => load(false));
}

/** `cachedRead` as published, also in preview (where Next's data cache is bypassed, so it reads the replica). */
export function publishedRead<T>(key: readonly string[], options: CacheOptions, load: (preview: boolean) => Promise<T>): Promise<T> {
  return dataCached(key, options, () => load(false));
}

/** How long a free-text read is kept in memory. */
export const FREE_TEXT_TTL_MS = 60_000;
/** How much: each answer weighs its items (a list search reads up to 500 entries), at most this many in all. */
export const FREE_TEXT_MAX_ITEMS = 5_000;

function itemsOf(value: object): number {
  const index = (value as { index?: unknown }).index;
  return Array.isArray(index) ? Math.max(1, index.length) : 1;
}

type FreeTextLoad = () => Promise<object>;

/**
 * The free-text reads this process keeps: process-wide on globalThis (route chunks are bundled apart). `fetch` runs
 * the read it is handed once per key at a time: visitors searching the same words together share one request.
 */
export function freeTextReads(): LRUCache<string, object, FreeTextLoad> {
  return processWide(
    'free-text-reads',
    () =>
      new LRUCache<string, object, FreeTextLoad>({
        maxSize: FREE_TEXT_MAX_ITEMS,
        ttl: FREE_TEXT_TTL_MS,
        sizeCalculation: itemsOf,
        fetchMethod: (_key, _stale, { context }) => context(),
      }),
    'clear', // searches read afresh after a publish
  );
}

/**
 * A read keyed by free text (a search): never stored in Next's data cache. Its copies on disk have no bound, and
 * every distinct text would add one (up to a megabyte for a list's 500 entries at 10,000 entries); a client can
 * send endless texts. Kept instead for a minute in a bounded in-memory LRU (FREE_TEXT_MAX_ITEMS items in all), so a
 * search many visitors make is ranked and read from the replica once a minute; emptied on every publish. A failed
 * read is not kept. Preview reads are never kept.
 */
export async function freeTextRead<T extends object>(key: readonly string[], load: (preview: boolean) => Promise<T>): Promise<T> {
  const { preview } = await contentMode();
  if (preview) return load(true);
  return (await freeTextReads().fetch(JSON.stringify(key), { context: () => load(false) })) as T;
}

/** Thrown inside the data-cache callback: Next stores nothing for a callback that throws. */
class MissNotStored extends Error {}

/**
 * Gives the page being rendered the tags of a read it skipped: a page that shows "not found" is stored like any
 * page, and must expire with the publish that makes its entry appear. Next adds a data-cache call's tags to the
 * page before it looks the key up, so one call under a key that is never stored (its callback always throws) tags
 * the page without a content request.
 */
async function tagRender(key: readonly string[], options: CacheOptions): Promise<void> {
  try {
    await dataCached(['miss', ...key], options, async () => {
      throw new MissNotStored();
    });
  } catch (error) {
    if (!(error instanceof MissNotStored)) throw error;
  }
}

/**
 * A normal-mode lookup that may find nothing. A found value goes through the data cache like `cachedRead`; a miss
 * (null) is never stored there — the key comes from the URL, so every miss would be one more file — but kept in
 * `misses` under `missKey` (bounded, short-lived): while it is remembered, the same miss costs no content request.
 * A copy still in the data cache whose refresh finds nothing (a deleted entry) also answers null.
 */
export async function cachedLookup<T>(
  key: readonly string[],
  options: CacheOptions,
  load: () => Promise<T | null>,
  { misses, missKey }: { misses: ExpiringSet; missKey: string },
): Promise<T | null> {
  if (misses.has(missKey)) {
    await tagRender(key, options);
    return null;
  }
  let missed = false;
  try {
    const value = await dataCached(key, options, async () => {
      const found = await load();
      if (found !== null) return found;
      missed = true;
      misses.add(missKey);
      throw new MissNotStored();
    });
    return missed ? null : value;
  } catch (error) {
    if (error instanceof MissNotStored) return null;
    throw error;
  }
}
