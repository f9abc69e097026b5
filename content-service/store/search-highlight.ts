/**
 * The matched words of a search hit marked `<b>…</b>` in its title and in a short body snippet, by FTS5's
 * highlight() and snippet(). Everything else in the marked text is HTML-escaped, so `<b>` is the only markup.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { Db } from './db';

/** Tokens of body text around the matches in a snippet. */
export const SNIPPET_TOKENS = 32;

/** Private-use marks handed to highlight()/snippet(), turned into <b>…</b> after escaping the text. */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const ELLIPSIS = '…';

/** highlight()/snippet() of an FTS5 table with columns (title, body), and the values they take. */
export function highlightSql(table: string): { sql: string; values: (string | number)[] } {
  return {
    sql: `highlight(${table}, 0, ?, ?) AS title, snippet(${table}, 1, ?, ?, ?, ?) AS snippet`,
    values: [OPEN, CLOSE, OPEN, CLOSE, ELLIPSIS, SNIPPET_TOKENS],
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** FTS5 output with OPEN/CLOSE marks → escaped HTML whose only tags are balanced <b>…</b>. */
export function markedToHtml(marked: string): string {
  let html = '';
  let open = false;
  for (const part of marked.replace(/\s+/g, ' ').trim().split(/([\uE000\uE001])/)) {
    if (part === OPEN) {
      if (!open) html += '<b>';
      open = true;
    } else if (part === CLOSE) {
      if (open) html += '</b>';
      open = false;
    } else {
      html += escapeHtml(part);
    }
  }
  return open ? `${html}</b>` : html;
}

export interface Marked {
  title: string | null;
  snippet: string | null;
}

/** A hit as sent: `score`, `highlight: {title, snippet}` (none when `marked` is null), then the stored document's fields. */
export function hitDocument(doc: string, rank: number, marked: Marked | null): string {
  const score = Math.round(-rank * 10000) / 10000;
  const extra = JSON.stringify(
    marked ? { score, highlight: { title: markedToHtml(marked.title ?? ''), snippet: markedToHtml(marked.snippet ?? '') } } : { score },
  );
  // `{extra…}` + `,` + the stored document without its opening brace (it always has fields).
  return `${extra.slice(0, -1)},${doc.slice(1)}`;
}

/**
 * A scratch FTS5 table with the index's columns and tokenizer. highlight() and snippet() mark only rows found by a
 * MATCH, and beside a prefix MATCH over the whole index a lookup of a few rows costs ~0.4 ms each at 10,000
 * entries; their output depends only on the row's own tokens and the query's phrases (no collection statistics),
 * so the page's rows are copied here and matched alone.
 */
const PAGE_TABLE = 'temp.search_page';

interface PageStatements {
  begin: BetterSqlite3.Statement<[]>;
  copy: BetterSqlite3.Statement<[string]>;
  mark: BetterSqlite3.Statement<(string | number)[]>;
  rollback: BetterSqlite3.Statement<[]>;
  release: BetterSqlite3.Statement<[]>;
}

const statementsByDb = new WeakMap<Db, PageStatements>();

function statements(db: Db): PageStatements {
  let s = statementsByDb.get(db);
  if (!s) {
    db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS ${PAGE_TABLE} USING fts5 (title, body, tokenize = 'unicode61 remove_diacritics 2')`);
    const marks = highlightSql('search_page');
    s = {
      begin: db.prepare('SAVEPOINT search_page'),
      copy: db.prepare<[string]>(
        `INSERT INTO ${PAGE_TABLE} (rowid, title, body)
         SELECT f.rowid, f.title, f.body FROM json_each(?) j JOIN entries_fts f ON f.rowid = j.value`,
      ),
      mark: db.prepare(`SELECT rowid AS seq, ${marks.sql} FROM ${PAGE_TABLE} WHERE search_page MATCH ?`),
      rollback: db.prepare('ROLLBACK TO search_page'),
      release: db.prepare('RELEASE search_page'),
    };
    statementsByDb.set(db, s);
  }
  return s;
}

/** highlight()/snippet() of the index rows `seqs` for the MATCH expression `match`, by seq. */
export function markRows(db: Db, seqs: number[], match: string): Map<number, Marked> {
  const out = new Map<number, Marked>();
  if (seqs.length === 0) return out;
  const s = statements(db);
  const { values } = highlightSql('search_page');
  // Inside a savepoint that is rolled back: the scratch table is empty again afterwards and never grows.
  s.begin.run();
  try {
    s.copy.run(JSON.stringify(seqs));
    for (const row of s.mark.all(...values, match) as (Marked & { seq: number })[]) out.set(row.seq, { title: row.title, snippet: row.snippet });
  } finally {
    s.rollback.run();
    s.release.run();
  }
  return out;
}
