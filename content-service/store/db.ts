import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { asciiJson } from './ascii-json';

export type Db = Database.Database;

/** Ordered schema migrations; `user_version` records how many have run. Append only. */
const MIGRATIONS: string[] = [
  `
  CREATE TABLE entries (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    phase INTEGER NOT NULL,
    title TEXT NOT NULL,
    title_sort TEXT NOT NULL,
    init TEXT NOT NULL,
    edit TEXT NOT NULL,
    prioritized INTEGER NOT NULL DEFAULT 0,
    doc TEXT NOT NULL
  );
  CREATE INDEX entries_phase_order ON entries (phase, prioritized DESC, title_sort);
  CREATE INDEX entries_title ON entries (title_sort);
  CREATE TABLE entry_types (entry_seq INTEGER NOT NULL, type_id TEXT NOT NULL, PRIMARY KEY (type_id, entry_seq)) WITHOUT ROWID;
  CREATE INDEX entry_types_entry ON entry_types (entry_seq);
  CREATE TABLE entry_groups (entry_seq INTEGER NOT NULL, group_id TEXT NOT NULL, PRIMARY KEY (group_id, entry_seq)) WITHOUT ROWID;
  CREATE INDEX entry_groups_entry ON entry_groups (entry_seq);
  CREATE TABLE entry_options (
    entry_seq INTEGER NOT NULL, element_id TEXT NOT NULL, option_id TEXT NOT NULL,
    PRIMARY KEY (option_id, element_id, entry_seq)
  ) WITHOUT ROWID;
  CREATE INDEX entry_options_entry ON entry_options (entry_seq);
  CREATE TABLE entry_values (
    entry_seq INTEGER NOT NULL, element_id TEXT NOT NULL, value TEXT NOT NULL
  );
  CREATE INDEX entry_values_lookup ON entry_values (element_id, value);
  CREATE INDEX entry_values_entry ON entry_values (entry_seq);
  CREATE TABLE entry_dates (
    entry_seq INTEGER NOT NULL, element_id TEXT NOT NULL,
    start INTEGER NOT NULL, end INTEGER NOT NULL, start_day TEXT NOT NULL, end_day TEXT NOT NULL
  );
  CREATE INDEX entry_dates_entry ON entry_dates (entry_seq, element_id);
  CREATE INDEX entry_dates_end ON entry_dates (element_id, end_day);
  CREATE VIRTUAL TABLE entries_fts USING fts5 (title, body, tokenize = 'unicode61 remove_diacritics 2');
  CREATE TABLE groups (id TEXT PRIMARY KEY, name TEXT NOT NULL, prioritized INTEGER NOT NULL DEFAULT 0);
  CREATE TABLE contacts (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, doc TEXT NOT NULL);
  CREATE TABLE feature_types (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, doc TEXT NOT NULL);
  CREATE TABLE geo_features (id TEXT PRIMARY KEY, entry_seq INTEGER NOT NULL, doc TEXT NOT NULL);
  CREATE INDEX geo_features_entry ON geo_features (entry_seq);
  CREATE TABLE form_submissions (
    seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, form TEXT NOT NULL, created TEXT NOT NULL, data TEXT NOT NULL
  );
  CREATE INDEX form_submissions_form ON form_submissions (form, seq);
  CREATE TABLE form_idempotency (
    form TEXT NOT NULL, key TEXT NOT NULL, status INTEGER NOT NULL, response TEXT NOT NULL, created TEXT NOT NULL
  );
  CREATE UNIQUE INDEX form_idempotency_key ON form_idempotency (form, key);
  CREATE TABLE newsletter_subscriptions (
    email_lc TEXT NOT NULL, tag TEXT NOT NULL, submission_id TEXT NOT NULL, PRIMARY KEY (email_lc, tag)
  ) WITHOUT ROWID;
  `,
  // 2: look dates up per entry (the (element_id, end_day) index misled the planner into per-row scans).
  `
  DROP INDEX entry_dates_end;
  DROP INDEX entry_dates_entry;
  CREATE INDEX entry_dates_entry ON entry_dates (entry_seq, element_id, end_day);
  CREATE INDEX entries_edit ON entries (edit);
  CREATE INDEX entries_init ON entries (init);
  `,
  // 3: filters drive from the side tables, `e.seq IN (SELECT entry_seq FROM … WHERE key IN (…))`: key each one by
  // (filter value, entry_seq) so that subquery reads only the matching seqs (covering, no table lookups).
  `
  CREATE INDEX entry_options_option ON entry_options (option_id, entry_seq);
  CREATE INDEX entry_values_match ON entry_values (element_id, value, entry_seq);
  DROP INDEX entry_values_lookup;
  CREATE INDEX entry_dates_from ON entry_dates (element_id, end_day, entry_seq, start);
  ANALYZE;
  `,
  // 4: stored documents as ASCII JSON (see ascii-json.ts); `ascii_json` is registered by openDatabase.
  `
  UPDATE entries SET doc = ascii_json(doc);
  UPDATE contacts SET doc = ascii_json(doc);
  `,
  // 5: upcoming events (order=time from a day) read the entry's phase with its dates: every write of an entry
  // rewrites its date rows (upsertEntry), so the copy stays in step, and one index range serves day + phase.
  `
  ALTER TABLE entry_dates ADD COLUMN phase INTEGER NOT NULL DEFAULT 4;
  UPDATE entry_dates SET phase = (SELECT phase FROM entries WHERE seq = entry_seq);
  CREATE INDEX entry_dates_upcoming ON entry_dates (element_id, end_day, phase, entry_seq, start);
  DROP INDEX entry_dates_from;
  ANALYZE;
  `,
  // 6: an Idempotency-Key belongs to one request: the digest of the submission it was first used with, so a
  // different submission under the same key is refused instead of answered with another's 201 (rows written
  // before carry '' and replay as before).
  `
  ALTER TABLE form_idempotency ADD COLUMN request TEXT NOT NULL DEFAULT '';
  `,
  // 7: writes from the site (drafts, their files) and Elebase-style user logins. Passwords are scrypt digests and
  // login tokens are kept only as SHA-256 digests, so a copied store logs nobody in. File bytes sit in their own
  // table so entry reads never page through them.
  `
  CREATE TABLE users (
    id TEXT PRIMARY KEY, email_lc TEXT NOT NULL UNIQUE, level INTEGER NOT NULL, pwd TEXT NOT NULL, doc TEXT NOT NULL
  );
  CREATE TABLE user_tokens (
    digest TEXT PRIMARY KEY, user_id TEXT NOT NULL, identity TEXT NOT NULL, expires INTEGER NOT NULL, created INTEGER NOT NULL
  );
  CREATE INDEX user_tokens_user ON user_tokens (user_id, created);
  CREATE TABLE files (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, doc TEXT NOT NULL, size INTEGER NOT NULL, created TEXT NOT NULL);
  CREATE TABLE file_bytes (file_seq INTEGER PRIMARY KEY, bytes BLOB NOT NULL);
  `,
];

export const DB_FILE = 'content.db';

export function openDatabase(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, DB_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // Entries rows carry their JSON documents (~2 kB each), so 10,000 entries are ~50 MB: SQLite's default 2 MB page
  // cache would re-read most pages of a query from the OS on every request. Map the file instead (shared with the
  // OS page cache, not copied per process) and keep a bigger private cache for what mmap cannot serve (WAL pages).
  db.pragma('mmap_size = 268435456');
  db.pragma('cache_size = -16384');
  db.function('ascii_json', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? asciiJson(text) : text));
  migrate(db);
  return db;
}

function migrate(db: Db): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  for (let i = version; i < MIGRATIONS.length; i++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[i]);
      db.pragma(`user_version = ${i + 1}`);
    })();
  }
}

export function isEmpty(db: Db): boolean {
  const row = db.prepare('SELECT (SELECT COUNT(*) FROM entries) + (SELECT COUNT(*) FROM contacts) AS n').get() as {
    n: number;
  };
  return row.n === 0;
}
