import 'server-only';
import { forgetOnPublish } from '@/lib/server/process-wide';
import { logContentEvent } from './availability';
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

/** Tells the other instances (over Redis) to apply the same publish to their replicas. */
export async function announcePublish(change: RevalidationRequest): Promise<void> {
  await publishChannelOf(receive)?.announce(change);
}

/**
 * Another instance's publish: the same change applied here. Its expiry of the shared cache ran before this replica
 * had the change, so a page rendered here in between is expired again now.
 */
function receive(raw: unknown): void {
  let change: RevalidationRequest;
  try {
    change = parseRevalidation(raw);
  } catch {
    return;
  }
  publishHere(change).then(
    (tags) => logContentEvent('replica_publish_applied', { part: 'replica', tags: tags.length }, 'info'),
    (error: unknown) => logContentEvent('replica_publish_failed', { part: 'replica', error: error instanceof Error ? error.message : String(error) }),
  );
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
