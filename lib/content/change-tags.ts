import { CACHE_TAGS, tagForEntry, tagForType } from '@/lib/config/cache-tags';
import type { EntryChange } from '@/lib/replica/change-report';

/** Lists of every type (no positive type filter: search, the sitemap) carry this tag; any entry change expires it. */
export const ANY_TYPE_TAG = tagForType('*');

/** More changes than this at once (a first pass, a bulk import) expire every entry read rather than each. */
export const MAX_PRECISE_CHANGES = 200;

/**
 * The cache tags of everything built from the changed entries: each entry's own reads (its page, its calendar,
 * the trip and the home pages that feature it read it by id), the lists, feeds and map of every type it had or has
 * now (its lists before a move or a removal, its new ones after), and the lists across types (search, the
 * sitemap). Every entry read carries `entries` too, so a bulk change expires that one tag instead.
 */
export function tagsOfChanges(changes: readonly EntryChange[]): string[] {
  if (changes.length === 0) return [];
  if (changes.length > MAX_PRECISE_CHANGES) return [CACHE_TAGS.entries];
  const tags = new Set<string>([ANY_TYPE_TAG]);
  for (const { id, before, after } of changes) {
    tags.add(tagForEntry(id));
    for (const type of [...(before ?? []), ...(after ?? [])]) tags.add(tagForType(type));
  }
  return [...tags];
}
