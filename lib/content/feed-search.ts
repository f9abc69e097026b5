import 'server-only';
import { placeRecord } from '@/lib/feed/entry-records';
import type { Place } from '@/lib/feed/records';
import { feedContext } from './feed-context';
import { listEntries } from './entries';
import { NOT_RECORDS } from './feed-entry';

export const MAX_SEARCH_RESULTS = 25;

/** Every published page-like entry matching `text`, best first, from the replica's search index (never the host's). */
export async function feedSearch(text: string, limit: number, now = new Date()): Promise<Place[]> {
  const { entries } = await listEntries({ type: [...NOT_RECORDS].map((type) => `!${type}`).join(','), search: text, order: 'score', limit: Math.min(limit, MAX_SEARCH_RESULTS) });
  const context = feedContext(now);
  return entries.map((entry) => placeRecord(entry, context));
}
