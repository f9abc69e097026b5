/**
 * What the site last saw of each entry in normal mode (an entry page render, any other lookup, or proxy.ts's own
 * lookup): its canonical path and its event dates. proxy.ts redirects every other address of an entry to that path
 * and lets `?date=` through only for one of those dates, before the page cache is consulted; because pages record
 * what they render, the proxy and the page never disagree for long enough to send a visitor in circles after a
 * title change. Bounded; a forgotten id costs one content request to learn again.
 *
 * Process-wide on globalThis: proxy.ts and the route chunks Next bundles separately must see one map.
 */
import { sortRanges, type DateRange } from '@/lib/dates';
import { eventRanges, type Entry } from '@/lib/entries';
import { createExpiringMap, type ExpiringMap } from '@/lib/expiring-map';
import { processWide } from '@/lib/server/process-wide';
import { entryPath } from '@/lib/text';

export const ENTRY_PATH_TTL_MS = 6 * 60 * 60_000;
export const ENTRY_PATH_MAX = 20_000;

export interface KnownEntry {
  /** Canonical path, `/entries/{title}/{id}`. */
  path: string;
  /** The event's date ranges, earliest first ([] for entries without dates). */
  ranges: readonly DateRange[];
}

export function knownEntry(entry: Entry): KnownEntry {
  return { path: entryPath(entry), ranges: sortRanges(eventRanges(entry)) };
}

export function entryPaths(): ExpiringMap<KnownEntry> {
  return processWide('entry-paths', () => createExpiringMap<KnownEntry>({ ttlMs: ENTRY_PATH_TTL_MS, maxSize: ENTRY_PATH_MAX }), (paths, { all, ids, types }) => {
    // A changed type may move any entry's path or dates; a changed entry only its own.
    if (all || types.length > 0) paths.clear();
    else for (const id of ids) paths.delete(id);
  });
}
