import 'server-only';
import type { Entry } from '@/lib/entries';
import { decodeCursor, byPosition, encodeCursor, pageAfter, queryDigest, type Page, type Position } from '@/lib/feed/cursor';
import { inCategories, withinReach } from '@/lib/feed/filters';
import { openAt, placeRecord, selectFields } from '@/lib/feed/entry-records';
import { listOf, nearOf, pageSizeOf } from '@/lib/feed/param-values';
import { PLACE_TYPES, type PlacesQuery } from '@/lib/feed/params';
import type { Parsed } from '@/lib/feed/query-params';
import type { Place } from '@/lib/feed/records';
import { feedContext } from './feed-context';
import { FEED_READ_LIMIT, feedRead } from './feed-reads';
import { scanStore, TOO_BROAD } from './feed-scan';


export const BAD_CURSOR = 'cursor: is not a cursor of this query (start again without it).';

/**
 * A name-ordered page is first looked for in this many entries: the store reads a search in name order from its
 * index, so the first of them cost little, and a page of `q=` (each one a new read) weighs these, not a thousand.
 */
const FIRST_READ = 200;

/** Nearest first with `near`, else by name; ties by id. */
const positionOf = (near: boolean) => (item: { entry: Entry; distanceKm?: number }): Position => ({
  key: near ? (item.distanceKm ?? 0) : item.entry.title.toLowerCase(),
  id: item.entry.sourceId,
});

/** One page of /api/v1/places (docs/product.md#the-open-feed), or the message of a cursor that is not this query's. */
export async function feedPlaces(query: PlacesQuery, now = new Date()): Promise<Parsed<Page<Partial<Place> & { id: string }>>> {
  const digest = queryDigest(query);
  const after = query.cursor ? decodeCursor(query.cursor, digest) : null;
  if (query.cursor && !after) return { ok: false, message: BAD_CURSOR };
  const types = listOf(query.type);
  const categories = listOf(query.category);
  const near = nearOf(query.near, query.radius);
  const at = query.openNow ? now.getTime() : query.openAt ? Date.parse(query.openAt) : null;
  const size = pageSizeOf(query.limit);
  const position = positionOf(near !== null);
  const pageOf = (entries: Entry[]) => {
    const matching = entries.filter((entry) => (types.length === 0 || types.includes(entry.type)) && inCategories(entry, categories));
    const reached = withinReach(matching, near).flatMap((item) => {
      if (at === null) return [item];
      return openAt(item.entry, at) === true ? [{ ...item, open: true }] : [];
    });
    return pageAfter(reached.sort(byPosition(position)), position, after, size, digest);
  };
  // Every place type in one read of fixed parameters (one cache entry, whatever types a client names).
  const params = { type: PLACE_TYPES.join(','), order: 'a-z', ...(query.q ? { search: query.q } : {}) };
  // Nearest first weighs every match; by name, the store's order: whatever is not read yet sorts at or after the
  // last name read, so the matches before that name are the answer's as far as they go.
  const decide = (entries: Entry[], whole: boolean) => {
    if (whole) return pageOf(entries);
    if (near !== null) return null;
    const bound = entries.at(-1)?.title.toLowerCase() ?? '';
    const known = pageOf(entries.filter((entry) => entry.title.toLowerCase() < bound));
    const last = known.items.at(-1);
    return known.items.length === size && last ? { items: known.items, next: encodeCursor(position(last), digest) } : null;
  };
  const first = await feedRead({ ...params, limit: FIRST_READ });
  const page = decide(first.entries, first.whole) ?? (await scanStore((n) => feedRead({ ...params, limit: FEED_READ_LIMIT, ...(n > 1 ? { page: n } : {}) }), decide));
  if (page === null) return { ok: false, message: TOO_BROAD };
  const context = feedContext(now);
  const fields = listOf(query.fields);
  return {
    ok: true,
    value: {
      next: page.next,
      items: page.items.map(({ entry, ...extra }) => selectFields(placeRecord(entry, context, extra), fields)),
    },
  };
}
