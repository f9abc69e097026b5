import 'server-only';
import { forgetOnPublish } from '@/lib/server/process-wide';
import { logContentEvent } from '../limits/availability';
import { applyPublish, publishChannelOf, startReplica } from './replica';
import { ALL_TAGS, parseRevalidation, tagsFor, type RevalidationRequest } from './revalidation-request';
import { expireInSharedCache } from './shared-cache';

/**
 * A publish on this instance: the replica takes the change from the content host first, then everything that holds
 * a copy forgets it — the process's memories and the page and data caches (shared by every instance with Redis) —
 * so the next render reads the new content. Returns the cache tags it expired.
 */
export async function publishHere(change: RevalidationRequest): Promise<string[]> {
  const types = await applyPublish(change);
  const tags = tagsFor(change, change.all ? undefined : types);
  forgetOnPublish(change);
  await expireInSharedCache(tags);
  return tags;
}

/** How long a publish waits for the other instances to apply it before the webhook answers anyway. */
const OTHERS_TIMEOUT_MS = 5_000;

/**
 * Tells the other instances (over Redis) to apply the same publish to their replicas, and waits until they have
 * (at most OTHERS_TIMEOUT_MS): once the webhook answers, every instance serves the change. Null without Redis.
 */
export async function announcePublish(change: RevalidationRequest): Promise<{ told: number; applied: number } | null> {
  return (await publishChannelOf(receive)?.announce(change, OTHERS_TIMEOUT_MS)) ?? null;
}

/**
 * Another instance's publish: the same change applied here. Its expiry of the shared cache ran before this replica
 * had the change, so a page rendered here in between is expired again now.
 */
async function receive(raw: unknown): Promise<void> {
  const change = parseRevalidation(raw);
  try {
    const tags = await publishHere(change);
    logContentEvent('replica_publish_applied', { part: 'replica', tags: tags.length }, 'info');
  } catch (error) {
    logContentEvent('replica_publish_failed', { part: 'replica', error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

/** At server start: the replica's sync, and this instance's ear for the others' publishes. */
export function startContentSync(): void {
  startReplica(async () => {
    // A pass found what no publish announced (a lost webhook): forget every copy of content.
    forgetOnPublish({ all: true, ids: [], types: [] });
    await expireInSharedCache(ALL_TAGS);
  });
  publishChannelOf(receive);
}
