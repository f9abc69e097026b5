/**
 * The category ids of each list, as the site last read them in normal mode (every page reads the shell), so proxy.ts
 * can tell a list's real category from junk before it sends a state to the page cache. Until a page has rendered
 * since the start or the last publish, category states render per request.
 *
 * Process-wide on globalThis: proxy.ts and the route chunks Next bundles separately must see one map.
 */
import type { CategoryOptions } from '@/lib/categories';
import type { CategoryKey } from '@/lib/config/routes';
import { createExpiringMap, type ExpiringMap } from '@/lib/expiring-map';
import { processWide } from '@/lib/server/process-wide';

export const LIST_CATEGORIES_TTL_MS = 6 * 60 * 60_000;
/** One member per category list; far more than the site has. */
const LIST_CATEGORIES_MAX = 64;

export function listCategories(): ExpiringMap<ReadonlySet<string>> {
  return processWide('list-categories', () => createExpiringMap<ReadonlySet<string>>({ ttlMs: LIST_CATEGORIES_TTL_MS, maxSize: LIST_CATEGORIES_MAX }), 'clear');
}

export function recordListCategories(options: CategoryOptions): void {
  for (const [key, list] of Object.entries(options)) listCategories().set(key, new Set((list ?? []).map((option) => option.id)));
}

export function knownListCategories(key: CategoryKey): ReadonlySet<string> | null {
  return listCategories().get(key) ?? null;
}
