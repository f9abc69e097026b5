import 'server-only';
import { LRUCache } from 'lru-cache';
import type { Entry } from '@/lib/entries';
import { processWide } from '@/lib/server/process-wide';
import type { ContentMode } from './cached-read';
import { readEntriesById } from './entries';

/**
 * How long the draft notices one preview page read serve the next preview pages: every page shows them, so an
 * editor opening pages one after another asks the host for them once in this time, and sees an edit to one within it.
 */
export const DRAFT_NOTICES_TTL_MS = 5_000;
/** Distinct sets of draft notice ids kept; the site entry names one set at a time. */
const DRAFT_NOTICES_MAX = 16;

type DraftRead = () => Promise<Entry[]>;

function draftNoticeReads(): LRUCache<string, Entry[], DraftRead> {
  return processWide(
    'draft-notices',
    () =>
      new LRUCache<string, Entry[], DraftRead>({
        max: DRAFT_NOTICES_MAX,
        ttl: DRAFT_NOTICES_TTL_MS,
        fetchMethod: (_key, _stale, { context }) => context(),
      }),
    'clear', // a publish may have made one of them public
  );
}

/**
 * Notices that are not published, read from the host in preview, kept DRAFT_NOTICES_TTL_MS for other preview pages
 * only (never called outside preview; pages that read them are never cached). Visitors that read together share the
 * one request; a failed read is not kept.
 */
export async function draftNoticeEntries(ids: readonly string[], mode: ContentMode): Promise<Entry[]> {
  if (!mode.preview || ids.length === 0) return [];
  return (await draftNoticeReads().fetch(ids.join(','), { context: () => readEntriesById(ids, mode) })) ?? [];
}
