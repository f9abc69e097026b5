import 'server-only';
import { changeKind, type EntryChange } from './change-report';
import type { ReplicaDb } from './replica-db';

/**
 * The replica's ordered change log: one row per entry, its latest change (an upsert or a delete), under a
 * sequence number that only grows (SQLite's AUTOINCREMENT never hands a number out twice, even after rows are
 * pruned). A reader that remembers the last `seq` it saw asks for what came after it. Compacted: an entry's
 * older row is dropped when it changes again, so the log holds at most one row per entry held plus the
 * tombstones of those removed — each kept TOMBSTONE_DAYS, and the whole log at most MAX_CHANGE_ROWS rows.
 */
export interface ReplicaChange {
  seq: number;
  id: string;
  kind: 'upsert' | 'delete';
  /** When the replica learned of it (ISO). */
  at: string;
  /** The entry's types after an upsert, the types it had before a delete. */
  types: string[];
}

export const TOMBSTONE_DAYS = 30;
export const MAX_CHANGE_ROWS = 200_000;
/** The most rows one read returns. */
export const MAX_CHANGES_READ = 1_000;

/** Appends `changes` (inside the caller's transaction, with the writes they describe) and prunes the log. */
export function recordChanges(db: ReplicaDb, changes: readonly EntryChange[], now: number): void {
  if (changes.length === 0) return;
  const at = new Date(now).toISOString();
  const drop = db.prepare('DELETE FROM replica_changes WHERE id = ?');
  const add = db.prepare('INSERT INTO replica_changes (id, kind, at, types) VALUES (?, ?, ?, ?)');
  for (const change of changes) {
    const kind = changeKind(change);
    drop.run(change.id);
    add.run(change.id, kind, at, JSON.stringify((kind === 'delete' ? change.before : change.after) ?? []));
  }
  pruneChanges(db, now);
}

/** Drops tombstones older than TOMBSTONE_DAYS, then the oldest rows beyond MAX_CHANGE_ROWS. */
export function pruneChanges(db: ReplicaDb, now: number): void {
  const horizon = new Date(now - TOMBSTONE_DAYS * 86_400_000).toISOString();
  db.prepare("DELETE FROM replica_changes WHERE kind = 'delete' AND at < ?").run(horizon);
  db.prepare('DELETE FROM replica_changes WHERE seq <= (SELECT seq FROM replica_changes ORDER BY seq DESC LIMIT 1 OFFSET ?)').run(MAX_CHANGE_ROWS);
}

interface Row {
  seq: number;
  id: string;
  kind: 'upsert' | 'delete';
  at: string;
  types: string;
}

function fromRow(row: Row): ReplicaChange {
  return { seq: row.seq, id: row.id, kind: row.kind, at: row.at, types: JSON.parse(row.types) as string[] };
}

/** The newest changes taken at or after `sinceMs`, at most `limit`, oldest first. */
export function changesSince(db: ReplicaDb, sinceMs: number, limit: number): ReplicaChange[] {
  const rows = db
    .prepare('SELECT seq, id, kind, at, types FROM replica_changes WHERE at >= ? ORDER BY seq DESC LIMIT ?')
    .all(new Date(sinceMs).toISOString(), Math.max(1, limit)) as Row[];
  return rows.reverse().map(fromRow);
}

/** The changes after `afterSeq`, oldest first, at most `limit` (1 to MAX_CHANGES_READ). */
export function readChanges(db: ReplicaDb, afterSeq: number, limit: number): ReplicaChange[] {
  const after = Number.isSafeInteger(afterSeq) && afterSeq > 0 ? afterSeq : 0;
  const count = Math.min(Math.max(Number.isSafeInteger(limit) ? limit : 1, 1), MAX_CHANGES_READ);
  const rows = db.prepare('SELECT seq, id, kind, at, types FROM replica_changes WHERE seq > ? ORDER BY seq LIMIT ?').all(after, count) as Row[];
  return rows.map(fromRow);
}

/** A logged change as a change report has it: the types it had (a delete) or has (an upsert); the others unknown. */
export function asEntryChange(change: ReplicaChange): EntryChange {
  return change.kind === 'delete' ? { id: change.id, before: change.types, after: null } : { id: change.id, before: null, after: change.types };
}
