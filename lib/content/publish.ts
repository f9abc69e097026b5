import 'server-only';
import { CACHE_TAGS } from '@/lib/config/cache-tags';
import { CACHE_LIFETIMES_MS } from '@/lib/config/constants';
import { asEntryChange } from '@/lib/replica/changes';
import type { SyncReport } from '@/lib/replica/sync';
import { forgetOnPublish } from '@/lib/server/process-wide';
import { logContentEvent } from '../limits/availability';
import { tagsOfChanges } from './change-tags';
import { applyPublish, publishChannelOf, replicaChangesSince, startReplica } from './replica';
import { announcementOf, parseRevalidation, tagsFor, type RevalidationRequest } from './revalidation-request';
import { expireHere, expireTags } from './tag-expiry';

/**
 * The one way from "the replica changed" to "every page built from it is stale", whoever wrote the replica (a
 * publish, the probe, a pass, the first pass after a restart): the sync reports each entry it wrote or removed
 * with its types before and after; the process's memories forget those entries; their cache tags
 * (`tagsOfChanges`) expire on this instance at once and in the shared cache; and what this instance found on its
 * own is told to the others, whose replicas then take it and expire the same way.
 */
function forgetEntries(ids: readonly string[]): void {
  if (ids.length > 0) forgetOnPublish({ all: false, ids, types: [] });
}

/**
 * A publish on this instance: the replica takes the change from the content host first, then everything that holds
 * a copy of what really changed forgets it. Returns the cache tags it expired (none when nothing changed).
 */
export async function publishHere(change: RevalidationRequest): Promise<string[]> {
  const changes = await applyPublish(change);
  const tags = tagsFor(change, changes);
  if (change.all) forgetOnPublish(change);
  else forgetEntries(changes.map((entry) => entry.id));
  await expireTags(tags);
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

/** What a pass or the probe changed on its own (no webhook, or a lost one). */
async function replicaChanged(report: SyncReport): Promise<void> {
  const ids = report.changes.map((change) => change.id);
  forgetEntries(ids);
  await expireTags(tagsOfChanges(report.changes));
  const change = announcementOf(ids);
  const heard = await publishChannelOf(receive)?.announce(change, OTHERS_TIMEOUT_MS);
  logContentEvent('replica_changes_expired', { part: 'replica', entries: ids.length, ...(heard ? { instances: heard } : {}) }, 'info');
}

/** How far back a start puts the change log's expiries back: the longest a cached read lives. */
const REPLAY_MS = CACHE_LIFETIMES_MS.static;
const MAX_REPLAYED = 5_000;

/**
 * Next keeps tag expiries in process memory only: after a restart, a page cached on disk before a change the
 * replica took, and not rendered since, would read as fresh again. The change log's times put those expiries back
 * (a page made after its entry's change stays fresh); more changes than MAX_REPLAYED expire every entry read made
 * before the newest. The shared cache needs none of it: its handler deleted what was expired.
 */
export function expireLoggedChanges(now = Date.now()): void {
  const changes = replicaChangesSince(now - REPLAY_MS, MAX_REPLAYED + 1);
  if (changes.length > MAX_REPLAYED) {
    expireHere([CACHE_TAGS.entries], Date.parse(changes.at(-1)!.at));
    return;
  }
  for (const change of changes) expireHere(tagsOfChanges([asEntryChange(change)]), Date.parse(change.at));
}

/** At server start: the expiries of before, the replica's sync, and this instance's ear for the others' publishes. */
export function startContentSync(): void {
  startReplica(replicaChanged);
  expireLoggedChanges();
  publishChannelOf(receive);
}
