/**
 * The canonical path of each entry as the site last saw it in normal mode (an entry page render, any other lookup,
 * or proxy.ts's own lookup). proxy.ts redirects every other address of an entry here before the page cache is
 * consulted; because pages record what they render, the proxy and the page never disagree for long enough to send
 * a visitor in circles after a title change. Bounded; a forgotten id costs one content request to learn again.
 *
 * Process-wide on globalThis: proxy.ts and the route chunks Next bundles separately must see one map.
 */
import { createExpiringMap, type ExpiringMap } from '@/lib/expiring-map';

export const ENTRY_PATH_TTL_MS = 6 * 60 * 60_000;
export const ENTRY_PATH_MAX = 20_000;

const KEY = Symbol.for('whitefish.entry-paths');

export function entryPaths(): ExpiringMap<string> {
  const g = globalThis as unknown as Record<symbol, ExpiringMap<string> | undefined>;
  g[KEY] ??= createExpiringMap<string>({ ttlMs: ENTRY_PATH_TTL_MS, maxSize: ENTRY_PATH_MAX });
  return g[KEY];
}
