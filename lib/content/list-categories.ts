/**
 * The category ids each list view last rendered (a list page render records them), so proxy.ts can tell a real
 * category from junk before it sends a state to the page cache. A view not recorded yet (or forgotten after a
 * publish) has its category states rendered per request until the next render records it.
 *
 * Process-wide on globalThis: proxy.ts and the route chunks Next bundles separately must see one map.
 */
import type { ListKey } from '@/lib/config/routes';
import { createExpiringMap, type ExpiringMap } from '@/lib/expiring-map';

export const LIST_CATEGORIES_TTL_MS = 6 * 60 * 60_000;

const KEY = Symbol.for('whitefish.list-categories');

export function listCategories(): ExpiringMap<ReadonlySet<string>> {
  const g = globalThis as unknown as Record<symbol, ExpiringMap<ReadonlySet<string>> | undefined>;
  // One member per list view: the bound is the number of views.
  g[KEY] ??= createExpiringMap<ReadonlySet<string>>({ ttlMs: LIST_CATEGORIES_TTL_MS, maxSize: 64 });
  return g[KEY];
}

export function recordListCategories(key: ListKey, ids: readonly string[]): void {
  listCategories().set(key, new Set(ids));
}
