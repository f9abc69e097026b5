import 'server-only';
import path from 'node:path';
import type { ContentClient } from '@/content-client';
import { HttpClientError, HttpErrorCode } from '@/content-client/errors';
import { contentSettings, serverEnv } from '@/lib/config/server-config';
import { readSettings } from '@/lib/config/settings';
import { retryEmbeds, type EmbedSource } from '@/lib/replica/embed-sync';
import { localClient } from '@/lib/replica/local-client';
import { publishChannel, type PublishChannel } from '@/lib/replica/publish-channel';
import type { EntryChange } from '@/lib/replica/change-report';
import { changesSince, readChanges, type ReplicaChange } from '@/lib/replica/changes';
import { emptyContent, openReplicaDb, readEmbed, readState, writeState, type ReplicaDb } from '@/lib/replica/replica-db';
import { syncContactIds, syncEntries, syncEverything, syncRecentEdits, syncTypes, type SyncDeps, type SyncReport } from '@/lib/replica/sync';
import { processWide } from '@/lib/server/process-wide';
import { requestStore } from '@/lib/server/request-context';
import { errorFields, logContentEvent, markResponseUnavailable } from '../limits/availability';
import { isPhotoEmbed } from './embed-kinds';
import { fetchPhotoOEmbed } from './photo-oembed';
import type { RevalidationRequest } from './revalidation-request';
import { upstreamSyncClient } from './upstream';

/**
 * This instance's replica of the published content and its sync: every visitor read is answered from it
 * (lib/content/client.ts), so the content host is asked per edit, never per visit. The store is a file under
 * REPLICA_DIR and survives restarts; a pass over everything runs at start and every REPLICA_RECONCILE_SECONDS, a
 * cheap probe of the newest edit every PROBE_INTERVAL_MS, and a publish applies just what it names.
 */

/** How often the newest edit is compared (one small request): an edit whose webhook was lost shows within this. */
const PROBE_INTERVAL_MS = 30_000;
/** Before the first pass completes, failed passes are tried again sooner (doubling up to the probe interval). */
const FIRST_RETRY_MS = 2_000;
/** Ids removed by publishes are remembered this long, so a pass that listed them before cannot write them back. */
const REMOVED_MEMORY_MS = 10 * 60_000;
const MAX_REMOVED = 10_000;

export type SyncState = 'starting' | 'syncing' | 'idle' | 'failing';

interface Runtime {
  db: ReplicaDb;
  local: ContentClient;
  source: string;
  syncedAt: number | null;
  state: SyncState;
  pass: Promise<SyncReport | null> | null;
  lastError: { cause: string; at: number } | null;
  loggedCauses: Set<string>;
  removed: Map<string, number>;
  retryMs: number;
  /** What the process must forget when a pass or a probe changed the replica (no publish announced it). */
  onChanged: (report: SyncReport) => Promise<void>;
  timers: NodeJS.Timeout[];
  /** Entries held, counted after each write (health is polled: a count per poll would scan the table). */
  entries: number;
  channel?: PublishChannel;
}

function recount(rt: Runtime): void {
  rt.entries = rt.db.prepare('SELECT COUNT(*) FROM entries').pluck().get() as number;
}

/** Thrown for a read before the first sync completes: the page answers 503 with Retry-After, never an empty list. */
export class ReplicaNotReadyError extends HttpClientError {
  constructor() {
    super(HttpErrorCode.ERR_NETWORK, 'The content replica is still being synced');
  }
}

export function replicaDir(): string {
  const env = serverEnv();
  // A run-time path, not a file of the build: the bundler must not trace the project for it.
  return path.resolve(/* turbopackIgnore: true */ env.REPLICA_DIR || path.join('.data', 'replica', String(env.PORT)));
}

function sourceName(): string {
  const { host, project } = contentSettings();
  return `${host}/${project}`;
}

const embedSource: EmbedSource = {
  isPhoto: isPhotoEmbed,
  video: async (url, locale) => {
    try {
      return await upstreamSyncClient().get('/embed/data', { params: { url, locale } });
    } catch (error) {
      if ((error as { status?: unknown }).status === 404) return null;
      throw error;
    }
  },
  photo: fetchPhotoOEmbed,
};

function syncDeps(rt: Runtime, passStarted?: number): SyncDeps {
  return {
    db: rt.db,
    upstream: upstreamSyncClient(),
    pageSize: serverEnv().REPLICA_PAGE_SIZE,
    embeds: embedSource,
    // A pass lists pages over time: an entry a publish removed after the pass began is not written back.
    keep: passStarted === undefined ? undefined : (id) => !((rt.removed.get(id) ?? 0) >= passStarted),
  };
}

function log(event: string, fields: Record<string, unknown>, level: 'info' | 'error' = 'info'): void {
  logContentEvent(event, { part: 'replica', ...fields }, level);
}

/** One line per cause until it clears: a host down for an hour is one line, not one per retry. */
function failed(rt: Runtime, error: unknown, retryInS: number): void {
  const fields = errorFields(error);
  const cause = JSON.stringify(fields);
  rt.lastError = { cause, at: Date.now() };
  if (rt.loggedCauses.has(cause)) return;
  rt.loggedCauses.add(cause);
  log('replica_sync_failed', { ...fields, retryInS, ready: rt.syncedAt !== null }, 'error');
}

function succeeded(rt: Runtime): void {
  if (rt.lastError) log('replica_sync_recovered', {});
  rt.lastError = null;
  rt.loggedCauses.clear();
}

/** Hands what a sync changed to the process (its caches and the other instances); a failure there is logged, not the sync's. */
async function tellChanged(rt: Runtime, report: SyncReport): Promise<void> {
  if (report.changes.length === 0) return;
  try {
    await rt.onChanged(report);
  } catch (error) {
    log('replica_expiry_failed', errorFields(error), 'error');
  }
}

/**
 * A pass over everything, one at a time; the first completed one makes the replica ready. What a later pass
 * changed (the first after a restart included) is handed on unless a publish asked for the pass (`announce`
 * false: the publish expires and tells the others itself).
 */
function passOverEverything(rt: Runtime, announce = true): Promise<SyncReport | null> {
  rt.pass ??= (async () => {
    const started = Date.now();
    rt.state = 'syncing';
    try {
      const report = await syncEverything(syncDeps(rt, started));
      const first = rt.syncedAt === null;
      rt.syncedAt = Date.now();
      writeState(rt.db, { source: rt.source, syncedAt: rt.syncedAt, ...(first ? { firstSyncedAt: rt.syncedAt } : {}) });
      recount(rt);
      rt.state = 'idle';
      rt.retryMs = FIRST_RETRY_MS;
      succeeded(rt);
      const { written, removed, contacts, requests } = report;
      log(first ? 'replica_ready' : 'replica_reconciled', { written, removed, contacts, requests, ms: rt.syncedAt - started });
      if (!first && announce) await tellChanged(rt, report);
      return report;
    } catch (error) {
      rt.state = 'failing';
      const retry = rt.syncedAt === null ? rt.retryMs : PROBE_INTERVAL_MS;
      failed(rt, error, Math.round(retry / 1000));
      if (rt.syncedAt === null) {
        rt.retryMs = Math.min(rt.retryMs * 2, PROBE_INTERVAL_MS);
        setTimeout(() => void passOverEverything(rt), retry).unref();
      }
      return null;
    } finally {
      rt.pass = null;
    }
  })();
  return rt.pass;
}

/** The newest edits since the replica's newest (one small request when nothing changed). */
async function probe(rt: Runtime): Promise<void> {
  if (rt.syncedAt === null || rt.pass) return;
  try {
    const report = await syncRecentEdits(syncDeps(rt, Date.now()));
    if (rt.state === 'failing') rt.state = 'idle';
    succeeded(rt);
    if (report.written > 0) {
      recount(rt);
      log('replica_caught_up', { written: report.written, requests: report.requests });
      await tellChanged(rt, report);
    }
  } catch (error) {
    rt.state = 'failing';
    failed(rt, error, PROBE_INTERVAL_MS / 1000);
  }
}

/** Adds a read's time to the request's (the Server-Timing header, when on). */
function countReplicaTime(ms: number): void {
  const store = requestStore();
  if (store) store.replicaMs = (store.replicaMs ?? 0) + ms;
}

function openRuntime(): Runtime {
  const db = openReplicaDb(replicaDir());
  const source = sourceName();
  const synced = readState(db);
  let syncedAt = synced.syncedAt;
  if (synced.source !== null && synced.source !== source) {
    emptyContent(db);
    syncedAt = null;
  }
  const rt: Runtime = {
    db,
    local: localClient(() => db, readSettings().publicPhases, countReplicaTime),
    source,
    syncedAt,
    state: syncedAt === null ? 'starting' : 'idle',
    pass: null,
    lastError: null,
    loggedCauses: new Set(),
    removed: new Map(),
    retryMs: FIRST_RETRY_MS,
    onChanged: async () => {},
    timers: [],
    entries: 0,
  };
  recount(rt);
  void passOverEverything(rt);
  rt.timers.push(
    setInterval(() => void passOverEverything(rt), serverEnv().REPLICA_RECONCILE_SECONDS * 1000).unref(),
    setInterval(() => void probe(rt), PROBE_INTERVAL_MS).unref(),
  );
  return rt;
}

const RUNTIME_KEY = Symbol.for('whitefish.replica');

function runtime(): Runtime {
  return processWide('replica', openRuntime, 'keep');
}

/**
 * Opens the replica and starts its sync (at server start, so the first visitor finds it ready); `onChanged` runs
 * when a pass or a probe changed the replica on its own (no webhook, or a lost one), with what changed.
 */
export function startReplica(onChanged: (report: SyncReport) => Promise<void>): void {
  runtime().onChanged = onChanged;
}

/** Resolves once the replica holds a complete sync (tests and tools that start a site and then read). */
export async function replicaReady(timeoutMs = 60_000): Promise<void> {
  const rt = runtime();
  const until = Date.now() + timeoutMs;
  while (rt.syncedAt === null) {
    if (Date.now() > until) throw new Error(`replica not synced after ${timeoutMs} ms: ${rt.lastError?.cause ?? 'still syncing'}`);
    await (rt.pass ?? new Promise((resolve) => setTimeout(resolve, 100)));
  }
}

/** Stops the sync and closes the store (the end of a test file; a server stops with its process). */
export async function stopReplica(): Promise<void> {
  const g = globalThis as unknown as Record<symbol, Runtime | undefined>;
  const rt = g[RUNTIME_KEY];
  if (!rt) return;
  rt.timers.forEach(clearInterval);
  await rt.pass?.catch(() => undefined);
  await rt.channel?.close();
  rt.db.close();
  g[RUNTIME_KEY] = undefined;
}

/** The client every visitor read uses; throws ReplicaNotReadyError (a 503 page) before the first sync. */
export function replicaClient(): ContentClient {
  const rt = runtime();
  if (rt.syncedAt === null) {
    markResponseUnavailable();
    throw new ReplicaNotReadyError();
  }
  return rt.local;
}

/** A photo-sharing post's oEmbed answer as the sync stored it, null when there is none (yet). */
export function storedPhotoEmbed(url: string): Record<string, unknown> | null {
  const stored = readEmbed(runtime().db, 'photo', url, '');
  return stored?.body ? (JSON.parse(stored.body) as Record<string, unknown>) : null;
}

/**
 * The replica's change log after `afterSeq` (lib/replica/changes.ts): every entry it wrote or removed since, oldest
 * first, at most `limit`. Answered from the store, never from the host.
 */
export function replicaChanges(afterSeq: number, limit: number): ReplicaChange[] {
  return readChanges(runtime().db, afterSeq, limit);
}

/**
 * The newest changes the replica took since `sinceMs` (at most `limit`, oldest first), leaving out its first copy
 * into an empty store: that copy read the host as the build did, so it is no change to pages made before it.
 */
export function replicaChangesSince(sinceMs: number, limit: number): ReplicaChange[] {
  const { firstSyncedAt } = readState(runtime().db);
  return firstSyncedAt === null ? [] : changesSince(runtime().db, Math.max(sinceMs, firstSyncedAt + 1), limit);
}

function remember(rt: Runtime, ids: readonly string[], now: number): void {
  for (const id of ids) {
    rt.removed.delete(id);
    rt.removed.set(id, now);
  }
  for (const [id, at] of rt.removed) {
    if (rt.removed.size <= MAX_REMOVED && now - at < REMOVED_MEMORY_MS) break;
    rt.removed.delete(id);
  }
}

/**
 * Applies a publish to this replica before the caller answers: the named entries, types and contacts are read from
 * the content host and written (or removed); `embeds` looks every embed up again; `all` is a pass over everything.
 * Returns the entries it really changed, with their types before and after, for the cache tags to expire.
 */
export async function applyPublish(change: RevalidationRequest): Promise<EntryChange[]> {
  const rt = runtime();
  if (change.all || rt.syncedAt === null) {
    const report = await passOverEverything(rt, false);
    if (rt.lastError || !report) throw new Error(`replica sync failed: ${rt.lastError?.cause ?? 'no pass'}`);
    return report.changes;
  }
  const deps = syncDeps(rt);
  const reports: SyncReport[] = [];
  try {
    if (change.ids.length) reports.push(await syncEntries(deps, change.ids));
    if (change.types.length) reports.push(await syncTypes(deps, change.types));
    for (const report of reports) remember(rt, report.removedIds, Date.now());
    if (change.contacts.length) await syncContactIds(deps, change.contacts);
    if (change.embeds) await retryEmbeds(rt.db, embedSource, true);
    recount(rt);
    if (rt.state === 'failing') rt.state = 'idle';
    succeeded(rt);
  } catch (error) {
    rt.state = 'failing';
    failed(rt, error, PROBE_INTERVAL_MS / 1000);
    throw error;
  }
  return reports.flatMap((report) => report.changes);
}

export interface ReplicaStatus {
  ready: boolean;
  state: SyncState;
  /** When the last pass over everything completed (ISO), and how long ago (s). */
  syncedAt: string | null;
  ageSeconds: number | null;
  entries: number;
  /** The last sync failure while it lasts: what failed (no secrets). */
  error: string | null;
}

export function replicaStatus(): ReplicaStatus {
  const rt = runtime();
  return {
    ready: rt.syncedAt !== null,
    state: rt.state,
    syncedAt: rt.syncedAt === null ? null : new Date(rt.syncedAt).toISOString(),
    ageSeconds: rt.syncedAt === null ? null : Math.round((Date.now() - rt.syncedAt) / 1000),
    entries: rt.entries,
    error: rt.lastError?.cause ?? null,
  };
}

/** Publishes reach the other instances over Redis (REDIS_URL); without it there is one instance. */
export function publishChannelOf(onChange: (change: unknown) => Promise<void>): PublishChannel | null {
  const url = serverEnv().REDIS_URL;
  if (!url) return null;
  const rt = runtime();
  rt.channel ??= publishChannel(url, `${serverEnv().CACHE_PREFIX}replica:publish`, onChange, (error) =>
    log('replica_channel_trouble', { error: error instanceof Error ? error.message : String(error) }, 'error'),
  );
  return rt.channel;
}
