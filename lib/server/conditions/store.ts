import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { ConditionItem, ConditionKind } from '@/lib/conditions/types';

/**
 * This instance's store of the latest answer of each source (one SQLite file, `conditions.db`, under
 * CONDITIONS_DIR): the poller writes it, visitor requests only read it. It survives restarts, so a restarted
 * instance shows the last good data (dated) at once.
 */

export interface StoredSource {
  kind: ConditionKind;
  /** Where the answer came from (base URL): a store of another source is not shown as this one's. */
  origin: string;
  items: ConditionItem[];
  /** Last good answer (ms), null before the first. */
  fetchedAt: number | null;
  /** Last ask, whatever came back (ms). */
  checkedAt: number | null;
  failures: number;
  error: string;
  /** The last ask failed in a way retrying will not mend: an answer in no shape the parser knows, or a retired
   * address (404, 410). The page labels the items stale at once, /api/health names the source. */
  unreadable: boolean;
  etag: string;
  lastModified: string;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS condition_sources (
    kind TEXT PRIMARY KEY,
    origin TEXT NOT NULL,
    items TEXT NOT NULL DEFAULT '[]',
    fetched_at INTEGER,
    checked_at INTEGER,
    failures INTEGER NOT NULL DEFAULT 0,
    error TEXT NOT NULL DEFAULT '',
    unreadable INTEGER NOT NULL DEFAULT 0,
    etag TEXT NOT NULL DEFAULT '',
    last_modified TEXT NOT NULL DEFAULT ''
  );
`;

export type ConditionsDb = Database.Database;

export function openConditionsDb(dir: string): ConditionsDb {
  fs.mkdirSync(dir, { recursive: true });
  const db = new Database(path.join(dir, 'conditions.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  // Stores written before the column existed.
  const columns = db.prepare('PRAGMA table_info(condition_sources)').all() as { name: string }[];
  if (!columns.some((c) => c.name === 'unreadable')) db.exec('ALTER TABLE condition_sources ADD COLUMN unreadable INTEGER NOT NULL DEFAULT 0');
  return db;
}

interface Row {
  kind: ConditionKind;
  origin: string;
  items: string;
  fetched_at: number | null;
  checked_at: number | null;
  failures: number;
  error: string;
  unreadable: number;
  etag: string;
  last_modified: string;
}

function itemsOf(json: string): ConditionItem[] {
  try {
    const items: unknown = JSON.parse(json);
    return Array.isArray(items) ? (items as ConditionItem[]) : [];
  } catch {
    return [];
  }
}

/** What the store holds for a source from this origin; null when it holds nothing from it. */
export function readSource(db: ConditionsDb, kind: ConditionKind, origin: string): StoredSource | null {
  const row = db.prepare('SELECT * FROM condition_sources WHERE kind = ?').get(kind) as Row | undefined;
  if (!row || row.origin !== origin) return null;
  return {
    kind,
    origin,
    items: itemsOf(row.items),
    fetchedAt: row.fetched_at,
    checkedAt: row.checked_at,
    failures: row.failures,
    error: row.error,
    unreadable: row.unreadable === 1,
    etag: row.etag,
    lastModified: row.last_modified,
  };
}

export function writeSource(db: ConditionsDb, source: StoredSource): void {
  db.prepare(
    `INSERT INTO condition_sources (kind, origin, items, fetched_at, checked_at, failures, error, unreadable, etag, last_modified)
     VALUES (@kind, @origin, @items, @fetchedAt, @checkedAt, @failures, @error, @unreadable, @etag, @lastModified)
     ON CONFLICT (kind) DO UPDATE SET origin = excluded.origin, items = excluded.items, fetched_at = excluded.fetched_at,
       checked_at = excluded.checked_at, failures = excluded.failures, error = excluded.error,
       unreadable = excluded.unreadable, etag = excluded.etag, last_modified = excluded.last_modified`,
  ).run({ ...source, items: JSON.stringify(source.items), unreadable: source.unreadable ? 1 : 0 });
}
