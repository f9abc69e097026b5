import 'server-only';
import type { Db } from '@/content-service/store/db';
import { openDatabase } from '@/content-service/store/db';

/**
 * The replica's store: the content service's own schema (so its queries, ordering and search answer the site's
 * reads alike), plus tables of the replica's own: what it has synced from where, the embed lookups it made, and the
 * ordered log of the changes it took (lib/replica/changes.ts).
 */
export type ReplicaDb = Db;

const REPLICA_TABLES = `
  CREATE TABLE IF NOT EXISTS replica_state (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS replica_embeds (
    kind TEXT NOT NULL, url TEXT NOT NULL, locale TEXT NOT NULL, body TEXT, failed INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (kind, url, locale)
  );
  CREATE TABLE IF NOT EXISTS replica_changes (
    seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL, kind TEXT NOT NULL CHECK (kind IN ('upsert', 'delete')),
    at TEXT NOT NULL, types TEXT NOT NULL
  );
  CREATE UNIQUE INDEX IF NOT EXISTS replica_changes_id ON replica_changes (id);
  CREATE INDEX IF NOT EXISTS replica_changes_at ON replica_changes (at);
`;

export function openReplicaDb(dir: string): ReplicaDb {
  const db = openDatabase(dir);
  db.exec(REPLICA_TABLES);
  return db;
}

export interface SyncedState {
  /** The content host and project the store was synced from: a store of another source is started afresh. */
  source: string | null;
  /** When the last complete pass over everything published ended (ms), null before the first. */
  syncedAt: number | null;
  /** When the first pass into the empty store ended (ms): the changes logged until then are its first copy. */
  firstSyncedAt: number | null;
}

export function readState(db: ReplicaDb): SyncedState {
  const rows = db.prepare('SELECT key, value FROM replica_state').all() as { key: string; value: string }[];
  const map = new Map(rows.map((row) => [row.key, row.value]));
  const time = (key: string) => {
    const value = Number(map.get(key));
    return Number.isFinite(value) && value > 0 ? value : null;
  };
  return { source: map.get('source') ?? null, syncedAt: time('synced_at'), firstSyncedAt: time('first_synced_at') };
}

export function writeState(db: ReplicaDb, state: Partial<SyncedState>): void {
  const put = db.prepare('INSERT INTO replica_state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
  const clear = db.prepare('DELETE FROM replica_state WHERE key = ?');
  db.transaction(() => {
    if (state.source === null) clear.run('source');
    else if (state.source !== undefined) put.run('source', state.source);
    if (state.syncedAt === null) clear.run('synced_at');
    else if (state.syncedAt !== undefined) put.run('synced_at', String(state.syncedAt));
    if (state.firstSyncedAt === null) clear.run('first_synced_at');
    else if (state.firstSyncedAt !== undefined) put.run('first_synced_at', String(state.firstSyncedAt));
  })();
}

/** Empties every table of content (a store synced from another source); the change log's numbers keep growing. */
export function emptyContent(db: ReplicaDb): void {
  db.transaction(() => {
    for (const table of ['entry_types', 'entry_groups', 'entry_options', 'entry_values', 'entry_dates', 'geo_features', 'entries', 'contacts', 'groups', 'replica_embeds', 'replica_changes']) {
      db.prepare(`DELETE FROM ${table}`).run();
    }
    // The index keeps its own copy of the text (not an external-content table): rows are deleted, not 'delete-all'.
    db.prepare('DELETE FROM entries_fts').run();
    db.prepare('DELETE FROM replica_state').run();
  })();
}

export type EmbedKind = 'video' | 'photo';

export interface StoredEmbed {
  /** The answer's JSON text, null when the lookup found nothing or failed. */
  body: string | null;
  failed: boolean;
}

export function readEmbed(db: ReplicaDb, kind: EmbedKind, url: string, locale: string): StoredEmbed | null {
  const row = db.prepare('SELECT body, failed FROM replica_embeds WHERE kind = ? AND url = ? AND locale = ?').get(kind, url, locale) as
    | { body: string | null; failed: number }
    | undefined;
  return row ? { body: row.body, failed: row.failed === 1 } : null;
}

export function writeEmbed(db: ReplicaDb, kind: EmbedKind, url: string, locale: string, stored: StoredEmbed): void {
  db.prepare(
    'INSERT INTO replica_embeds (kind, url, locale, body, failed) VALUES (?, ?, ?, ?, ?) ON CONFLICT (kind, url, locale) DO UPDATE SET body = excluded.body, failed = excluded.failed',
  ).run(kind, url, locale, stored.body, stored.failed ? 1 : 0);
}

/** Lookups to make again: those that failed, or every one (a publish that says embeds changed). */
export function embedsToRetry(db: ReplicaDb, all: boolean): { kind: EmbedKind; url: string; locale: string }[] {
  return db.prepare(`SELECT kind, url, locale FROM replica_embeds${all ? '' : ' WHERE failed = 1'}`).all() as { kind: EmbedKind; url: string; locale: string }[];
}
