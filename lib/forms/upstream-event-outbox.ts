/**
 * Event submissions the content host could not take when they arrived, kept in a SQLite file of this instance's
 * (`outbox.db` under EVENT_OUTBOX_DIR, `.data/outbox/<PORT>` by default) until the host takes them. A submitter is
 * told "received" once the submission is here or on the host, never before. Bounded by rows and bytes: when full, a
 * new submission is refused (the submitter is asked to try later) rather than anything kept being dropped.
 *
 * Forwarding replays the stored request with its Idempotency-Key, so a crash between the host's answer and the row's
 * removal stores nothing twice. A submission the host refuses (4xx) is kept, marked, and logged for an operator.
 */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { ForwardResult, OutgoingEvent } from './upstream-event';

export const OUTBOX_MAX_ROWS = 2_000;
export const OUTBOX_MAX_BYTES = 1024 * 1024 * 1024;
/** Rows forwarded per round: a round stops at the first the host cannot take. */
const ROUND_SIZE = 20;
const BACKOFF_MS = [5_000, 15_000, 60_000, 300_000];

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS outbox (
    key TEXT PRIMARY KEY,
    body TEXT NOT NULL,
    bytes INTEGER NOT NULL,
    queued_at INTEGER NOT NULL,
    next_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    refused TEXT
  );
  CREATE INDEX IF NOT EXISTS outbox_due ON outbox (refused, next_at, queued_at);
  CREATE TABLE IF NOT EXISTS forwarded (
    key TEXT PRIMARY KEY,
    entry_id TEXT NOT NULL,
    at INTEGER NOT NULL
  );
`;
/** Forwarded submissions whose entry id is remembered (their status links name the outbox key). */
const FORWARDED_KEPT = 10_000;

export interface OutboxCounts {
  waiting: number;
  refused: number;
  bytes: number;
}

export interface RoundReport {
  forwarded: number;
  refused: number;
  /** The host could not take one: the rest waits for the next round. */
  deferred: boolean;
}

export interface Outbox {
  /** Keeps the submission (once per key); false when the outbox is full. */
  add(event: OutgoingEvent, now?: number): boolean;
  /** Forwards what is due, oldest first, with `forward`. */
  forwardDue(forward: (event: OutgoingEvent) => Promise<ForwardResult>, now?: number): Promise<RoundReport>;
  counts(): OutboxCounts;
  /** A kept submission: still waiting (its entry), or forwarded (the host's entry id); null when unknown. */
  find(key: string): { entry: OutgoingEvent['entry'] } | { entryId: string } | null;
  /** The entries still waiting (without their images), oldest first, at most `limit`. */
  waiting(limit: number): { key: string; entry: OutgoingEvent['entry'] }[];
  close(): void;
}

export function openOutbox(dir: string): Outbox {
  fs.mkdirSync(dir, { recursive: true });
  const db = new Database(path.join(dir, 'outbox.db'));
  db.pragma('journal_mode = WAL');
  // A kept submission must survive a power cut, not only a crash: it was acknowledged.
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  const totals = db.prepare('SELECT COUNT(*) AS rows, COALESCE(SUM(bytes), 0) AS bytes FROM outbox');
  const exists = db.prepare('SELECT 1 FROM outbox WHERE key = ?');
  const insert = db.prepare('INSERT OR IGNORE INTO outbox (key, body, bytes, queued_at, next_at) VALUES (?, ?, ?, ?, ?)');
  const due = db.prepare('SELECT key, body, attempts FROM outbox WHERE refused IS NULL AND next_at <= ? ORDER BY queued_at LIMIT ?');
  const remove = db.prepare('DELETE FROM outbox WHERE key = ?');
  const later = db.prepare('UPDATE outbox SET attempts = attempts + 1, next_at = ? WHERE key = ?');
  const refuse = db.prepare('UPDATE outbox SET refused = ? WHERE key = ?');
  const waiting = db.prepare("SELECT key, json_extract(body, '$.entry') AS entry FROM outbox WHERE refused IS NULL ORDER BY queued_at LIMIT ?");
  const forwarded = db.prepare('INSERT OR REPLACE INTO forwarded (key, entry_id, at) VALUES (?, ?, ?)');
  const trimForwarded = db.prepare('DELETE FROM forwarded WHERE key NOT IN (SELECT key FROM forwarded ORDER BY at DESC LIMIT ?)');
  const findWaiting = db.prepare("SELECT json_extract(body, '$.entry') AS entry FROM outbox WHERE key = ?");
  const findForwarded = db.prepare('SELECT entry_id FROM forwarded WHERE key = ?');
  const counts = db.prepare('SELECT SUM(refused IS NULL) AS waiting, SUM(refused IS NOT NULL) AS refused, COALESCE(SUM(bytes), 0) AS bytes FROM outbox');

  const add = db.transaction((event: OutgoingEvent, now: number): boolean => {
    if (exists.get(event.key)) return true;
    const body = JSON.stringify(event);
    const { rows, bytes } = totals.get() as { rows: number; bytes: number };
    if (rows >= OUTBOX_MAX_ROWS || bytes + body.length > OUTBOX_MAX_BYTES) return false;
    insert.run(event.key, body, body.length, now, now);
    return true;
  });

  let running: Promise<RoundReport> | null = null;
  async function round(forward: (event: OutgoingEvent) => Promise<ForwardResult>, now: number): Promise<RoundReport> {
    const report: RoundReport = { forwarded: 0, refused: 0, deferred: false };
    for (const row of due.all(now, ROUND_SIZE) as { key: string; body: string; attempts: number }[]) {
      const result = await forward(JSON.parse(row.body) as OutgoingEvent);
      if (result.kind === 'stored') {
        db.transaction(() => {
          remove.run(row.key);
          forwarded.run(row.key, result.id, now);
          trimForwarded.run(FORWARDED_KEPT);
        })();
        report.forwarded += 1;
      } else if (result.kind === 'busy' || result.kind === 'unavailable') {
        later.run(now + BACKOFF_MS[Math.min(row.attempts, BACKOFF_MS.length - 1)], row.key);
        report.deferred = true;
        break;
      } else {
        refuse.run(result.kind === 'invalid' ? 'invalid' : `failed ${result.status ?? ''}`.trim(), row.key);
        console.error('Event outbox: the content service refused a kept submission; it stays, marked refused', { key: row.key.slice(0, 12) });
        report.refused += 1;
      }
    }
    return report;
  }

  return {
    add: (event, now = Date.now()) => add(event, now),
    forwardDue(forward, now = Date.now()) {
      // One round at a time: a second caller gets the running round's report.
      running ??= round(forward, now).finally(() => (running = null));
      return running;
    },
    counts() {
      const row = counts.get() as { waiting: number | null; refused: number | null; bytes: number };
      return { waiting: row.waiting ?? 0, refused: row.refused ?? 0, bytes: row.bytes };
    },
    find(key) {
      const waitingRow = findWaiting.get(key) as { entry: string } | undefined;
      if (waitingRow) return { entry: JSON.parse(waitingRow.entry) as OutgoingEvent['entry'] };
      const row = findForwarded.get(key) as { entry_id: string } | undefined;
      return row ? { entryId: row.entry_id } : null;
    },
    waiting: (limit) => (waiting.all(limit) as { key: string; entry: string }[]).map((row) => ({ key: row.key, entry: JSON.parse(row.entry) as OutgoingEvent['entry'] })),
    close: () => db.close(),
  };
}
