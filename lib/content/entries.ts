import 'server-only';
import { cache } from 'react';
import type { QueryParams } from '@/content-client';
import type { WireEntry, WireList } from '@/content-client/wire';
import { CACHE_TAGS, tagForEntry, tagForType } from '@/lib/config/cache-tags';
import { siteEntryIds, type SiteEntryKey } from '@/lib/config/site-entry-ids';
import { isPhaseVisible, listedEntries, normalizeEntry, type Entry, type ListedEntry } from '@/lib/entries';
import { contentClient } from './client';
import { cachedLookup, cachedRead, contentMode, freeTextRead, type ContentMode, type Lifetime } from './cached-read';
import { entryPaths, knownEntry } from './entry-paths';
import { missingEntries } from './missing-entries';

export interface EntryList {
  entries: Entry[];
  total: number;
}

/** The same, each entry normalized only when asked for (ordering and counting read its keys). */
export interface ListedEntryList {
  entries: ListedEntry[];
  total: number;
}

function visibleEntry(wire: WireEntry | null, mode: ContentMode): Entry | null {
  const entry = normalizeEntry(wire);
  return entry && isPhaseVisible(entry.phase, mode) ? entry : null;
}

/** One entry by id straight from the content service (no data cache), as `mode` may see it. */
export async function fetchEntry(id: string, mode: ContentMode): Promise<Entry | null> {
  return visibleEntry(await contentClient().entry(id, { preview: mode.preview }), mode);
}

/**
 * One entry by id as `mode` may see it, or null when unknown or when its phase is not allowed in that mode
 * (Elebase does not phase-filter id lookups, so a guessed id must not leak a draft). Normal mode reads through
 * the data cache, where a miss is never stored (`cachedLookup`), and records the canonical path and dates it found
 * for proxy.ts (`entryPaths`); preview asks the content service every time.
 */
export async function readEntry(id: string, mode: ContentMode, lifetime: Lifetime = 'dynamic'): Promise<Entry | null> {
  if (mode.preview) return fetchEntry(id, mode);
  const wire = await cachedLookup(
    ['entry', id],
    { tags: [tagForEntry(id), CACHE_TAGS.entries], lifetime },
    () => contentClient().entry(id, { preview: false }),
    { misses: missingEntries(), missKey: id },
  );
  const entry = visibleEntry(wire, mode);
  if (entry) entryPaths().set(id, knownEntry(entry));
  else entryPaths().delete(id);
  return entry;
}

/** `readEntry` in this request's mode, memoised per request. */
export const getEntry = cache(async (id: string, lifetime: Lifetime = 'dynamic'): Promise<Entry | null> =>
  readEntry(id, await contentMode(), lifetime),
);

/**
 * This request's mode without preview: the frame every page shares (the site entry, its contacts and published
 * notices) is read from the replica even in preview, so a preview page spends the host's budget on its own content.
 * An edit to the frame shows in preview as soon as the replica has it (docs/product.md#phases-and-preview).
 */
export const publishedMode = cache(async (): Promise<ContentMode> => ({ ...(await contentMode()), preview: false }));

const getFrameEntry = cache(async (id: string): Promise<Entry | null> => readEntry(id, await publishedMode(), 'static'));

/** A named site entry (docs/product.md#named-site-entries) by its configured id; the site entry is the frame's. */
export function getSiteEntry(key: SiteEntryKey): Promise<Entry | null> {
  const id = siteEntryIds()[key];
  return key === 'site' ? getFrameEntry(id) : getEntry(id, 'static');
}

/**
 * Several entries by id, in the order asked, each phase-checked. In normal mode each entry is its own data-cache
 * entry: a set of ids comes from the URL (a shared trip, its calendar), so caching per combination would store one
 * more copy for every set anyone sends, while per entry the cache holds at most one per published entry. The ids
 * the cache lacks are read together in one request; an id the content service does not have is a miss that is
 * never stored (`cachedLookup`), only remembered briefly in `missingEntries`.
 */
export async function readEntriesById(ids: readonly string[], mode: ContentMode): Promise<Entry[]> {
  if (ids.length === 0) return [];
  if (mode.preview) {
    const list = await listEntries({ id: ids.join(','), limit: ids.length });
    const byId = new Map(list.entries.map((entry) => [entry.sourceId, entry]));
    return ids.map((id) => byId.get(id)).filter((entry): entry is Entry => Boolean(entry));
  }
  let batch: Promise<Map<string, WireEntry>> | undefined;
  const readTogether = () =>
    (batch ??= contentClient()
      .entries({ id: ids.join(','), limit: ids.length }, { preview: false })
      .then((list: WireList<WireEntry>) => new Map((list.index ?? []).map((wire) => [wire.id, wire]))));
  const wires = await Promise.all(
    ids.map((id) =>
      cachedLookup(['entry-item', id], { tags: [tagForEntry(id), CACHE_TAGS.entries], lifetime: 'dynamic' }, async () => (await readTogether()).get(id) ?? null, {
        misses: missingEntries(),
        missKey: id,
      }),
    ),
  );
  return wires.map((wire) => visibleEntry(wire, mode)).filter((entry): entry is Entry => Boolean(entry));
}

/** `readEntriesById` in this request's mode, memoised per request. */
export const getEntriesById = cache(async (ids: readonly string[]): Promise<Entry[]> => readEntriesById(ids, await contentMode()));

/**
 * GET /entries with query parameters, each entry normalized when it is used (a list orders and counts up to 500
 * entries by their keys and shows a page of them); tagged `entries`, per type (see below) and with `options.tags`.
 */
export async function listEntriesLazily(
  params: QueryParams,
  options: { tags?: string[]; lifetime?: Lifetime; freeText?: boolean } = {},
): Promise<ListedEntryList> {
  // Lists of given types carry `type:{type}`; lists across types (search, sitemap: no positive type filter and
  // no id filter) carry `type:*`, which the revalidation endpoint expires on any entry change.
  const positiveTypes = typeof params.type === 'string' ? params.type.split(',').filter((t) => t && !t.startsWith('!')) : [];
  const typeTags = positiveTypes.length > 0 ? positiveTypes.map(tagForType) : params.id == null ? [tagForType('*')] : [];
  const key = ['entries', JSON.stringify(params)];
  const read = (preview: boolean) => contentClient().entries(params, { preview });
  // Keyed by what a visitor typed (or any value a URL can carry): kept in memory, never in the data cache.
  const wire = params.search || options.freeText
    ? await freeTextRead<WireList<WireEntry>>(key, read)
    : await cachedRead<WireList<WireEntry>>(key, { tags: [CACHE_TAGS.entries, ...typeTags, ...(options.tags ?? [])], lifetime: options.lifetime ?? 'dynamic' }, read);
  const mode = await contentMode();
  const listed = listedEntries(wire);
  const entries = listed.entries.filter((entry) => isPhaseVisible(entry.phase, mode));
  const hidden = listed.entries.length - entries.length;
  return { entries, total: Math.max(listed.total - hidden, entries.length) };
}

/** GET /entries with query parameters, every entry normalized (see listEntriesLazily). */
export async function listEntries(params: QueryParams, options: { tags?: string[]; lifetime?: Lifetime } = {}): Promise<EntryList> {
  const { entries, total } = await listEntriesLazily(params, options);
  return { entries: entries.map((listed) => listed.entry()), total };
}
