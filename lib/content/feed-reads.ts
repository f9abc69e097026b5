import 'server-only';
import { LRUCache } from 'lru-cache';
import type { QueryParams } from '@/content-client';
import type { Entry } from '@/lib/entries';
import { processWide } from '@/lib/server/process-wide';
import { listEntriesLazily } from './entries';

/** How many entries one feed query weighs: the content service's largest page. */
export const FEED_READ_LIMIT = 1000;
/** How long this process keeps the entries of one feed read; a publish empties them all at once. */
export const FEED_READ_TTL_MS = 60_000;
/** How many entries, all reads together (one read holds at most FEED_READ_LIMIT). */
export const FEED_READ_MAX_ENTRIES = 5_000;

/** The entries of one read, in the store's order, and whether they end what matched (the last store page). */
export interface FeedRead {
  entries: Entry[];
  whole: boolean;
}

type Load = () => Promise<FeedRead>;

function feedReads(): LRUCache<string, FeedRead, Load> {
  return processWide(
    'feed-reads',
    () =>
      new LRUCache<string, FeedRead, Load>({
        maxSize: FEED_READ_MAX_ENTRIES,
        ttl: FEED_READ_TTL_MS,
        sizeCalculation: (read) => Math.max(1, read.entries.length),
        fetchMethod: (_key, _stale, { context }) => context(),
      }),
    'clear',
  );
}

/**
 * The normalized, published entries of one read of the open feed. A feed answer weighs every entry a read holds
 * (distance, hours, categories), so each API or MCP request reading and normalizing up to a thousand entries anew
 * made a swarm of them cost far more than pages do: this process keeps them a minute, bounded by entries, shared
 * by concurrent requests, emptied on publish. The feed never answers in preview, so nothing here holds a draft.
 */
export async function feedRead(params: QueryParams, options: { freeText?: boolean } = {}): Promise<FeedRead> {
  const load = async () => {
    const { entries, total } = await listEntriesLazily(params, options);
    const before = (Number(params.page ?? 1) - 1) * Number(params.limit ?? 0);
    return { entries: entries.map((listed) => listed.entry()), whole: total <= before + entries.length };
  };
  return (await feedReads().fetch(JSON.stringify(params), { context: load })) ?? load();
}
