import 'server-only';
import type { Entry } from '@/lib/entries';
import { FEED_READ_LIMIT, type FeedRead } from './feed-reads';

/**
 * How many reads of FEED_READ_LIMIT entries one feed answer may take, in the store's order: a filter the store does
 * not apply (distance, opening hours, a sparse category) reads on until its page is known, this far at most.
 */
export const FEED_SCAN_READS = 3;
export const FEED_SCAN_ENTRIES = FEED_SCAN_READS * FEED_READ_LIMIT;

/** The answer to a query (or a cursor) that the feed's bound cannot decide: an error, never a short page. */
export const TOO_BROAD = `The answer depends on more than the first ${FEED_SCAN_ENTRIES.toLocaleString('en-US')} entries in this order: narrow it with type, category, q, a smaller radius or a shorter window, or walk every record with /api/v1/changes.`;

/**
 * A page decided from the entries of the store's order read so far (all of them when `whole`), or null when the
 * entries past them could still change it. Each call gets every entry read so far, from the first.
 */
export type Decide<T> = (entries: Entry[], whole: boolean) => T | null;

/**
 * Reads the store's order `FEED_READ_LIMIT` entries at a time (store pages 1, 2, …) until `decide` answers, or null
 * past FEED_SCAN_READS reads. Each read is one entry of the feed's read cache, as the first read of a query is.
 */
export async function scanStore<T>(readPage: (page: number) => Promise<FeedRead>, decide: Decide<T>): Promise<T | null> {
  const entries: Entry[] = [];
  for (let page = 1; page <= FEED_SCAN_READS; page++) {
    const read = await readPage(page);
    entries.push(...read.entries);
    const decided = decide(entries, read.whole);
    if (decided !== null) return decided;
    if (read.whole) break;
  }
  return null;
}
