/**
 * Which categories each list has: the one place that reads them from the site entry and says whether a category is
 * a list's (docs/product.md#query-parameters). Each read in normal mode is also kept, process-wide, so that code
 * that cannot wait for a read — proxy.ts's list gate, a list answer's and a feed's cache headers — can tell a real
 * category from junk; until a page has rendered since the start or the last publish, they treat every category as
 * unknown (rendered per request, not kept by shared caches).
 *
 * Process-wide on globalThis: proxy.ts and the route chunks Next bundles separately must see one map.
 */
import { categoriesOfSite, type CategoryOptions } from '@/lib/categories';
import type { CategoryKey, ListView } from '@/lib/config/routes';
import { createExpiringMap, type ExpiringMap } from '@/lib/expiring-map';
import { processWide } from '@/lib/server/process-wide';
import { contentMode } from './cached-read';
import { getSiteEntry } from './entries';

export const LIST_CATEGORIES_TTL_MS = 6 * 60 * 60_000;
/** One member per category list; far more than the site has. */
const LIST_CATEGORIES_MAX = 64;

export function listCategories(): ExpiringMap<ReadonlySet<string>> {
  return processWide('list-categories', () => createExpiringMap<ReadonlySet<string>>({ ttlMs: LIST_CATEGORIES_TTL_MS, maxSize: LIST_CATEGORIES_MAX }), 'clear');
}

/** Every list's category options, from the site entry (memoised per request and cached like it), kept when not in preview. */
export async function siteCategories(): Promise<CategoryOptions> {
  const categories = categoriesOfSite(await getSiteEntry('site'));
  if (!(await contentMode()).preview) recordListCategories(categories);
  return categories;
}

/**
 * `category` when it is one of the view's categories, else '' — an invalid value is ignored. Checked before any read
 * is keyed on it: the data cache then holds one list per real category, whatever values arrive.
 */
export async function knownCategory(view: Pick<ListView, 'categoryKey'>, category: string): Promise<string> {
  if (!category) return '';
  const options = (await siteCategories())[view.categoryKey] ?? [];
  return options.some((option) => option.id === category) ? category : '';
}

export function recordListCategories(options: CategoryOptions): void {
  for (const [key, list] of Object.entries(options)) listCategories().set(key, new Set((list ?? []).map((option) => option.id)));
}

/** The categories of a list as last read, without reading: null when none has been read since the start or a publish. */
export function knownListCategories(key: CategoryKey): ReadonlySet<string> | null {
  return listCategories().get(key) ?? null;
}
