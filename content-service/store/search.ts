/**
 * Full-text search over the entries index (`entries_fts`, SQLite FTS5) for `GET /search` — an extra
 * endpoint of the embedded service (real Elebase has none; the site falls back to `/entries?search=`).
 * Ranked by bm25 (title weighted 10×), with the matched words marked `<b>…</b>` in the title and in a
 * short body snippet. Everything else in the marked text is HTML-escaped, so `<b>` is the only markup.
 */
import type { Db } from './db';
import { keywordsOf } from './entry-query';
import { parseIdFilter, parsePage, type IdFilter, type Page } from './list-params';

export interface SearchQuery {
  keywords: string[];
  phases: number[];
  types: IdFilter | null;
  page: Page;
}

/** Public phases only unless asked otherwise (published = 4); phase 0 (deleted) is never searchable. */
export const DEFAULT_SEARCH_PHASES = [4];
/** Tokens of body text around the matches in a snippet. */
export const SNIPPET_TOKENS = 32;

/** Private-use marks handed to highlight()/snippet(), turned into <b>…</b> after escaping the text. */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const ELLIPSIS = '…';

export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  const phases = [
    ...new Set(
      (params.get('phase') ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter((p) => /^[1-4]$/.test(p))
        .map(Number),
    ),
  ];
  return {
    keywords: keywordsOf(params.get('q') ?? params.get('search')),
    phases: phases.length ? phases : DEFAULT_SEARCH_PHASES,
    types: parseIdFilter(params.get('type'), 'type'),
    page: parsePage(params),
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

/** Every keyword must match, as a prefix (keywords are \p{L}\p{N} only; quoted anyway). */
function ftsQuery(keywords: string[]): string {
  return keywords.map((k) => `"${k}"*`).join(' AND ');
}

function marks(n: number): string {
  return Array.from({ length: n }, () => '?').join(',');
}

function typeClauses(types: IdFilter | null): { sql: string[]; values: string[] } {
  const sql: string[] = [];
  const values: string[] = [];
  if (!types) return { sql, values };
  const exists = (n: number) => `EXISTS (SELECT 1 FROM entry_types t WHERE t.entry_seq = e.seq AND t.type_id IN (${marks(n)}))`;
  if (types.include.length) {
    if (types.all) {
      for (const id of types.include) {
        sql.push(exists(1));
        values.push(id);
      }
    } else {
      sql.push(exists(types.include.length));
      values.push(...types.include);
    }
  }
  if (types.exclude.length) {
    sql.push(`NOT ${exists(types.exclude.length)}`);
    values.push(...types.exclude);
  }
  return { sql, values };
}

export interface SearchPage {
  /** JSON documents: the stored entry plus `score` and `highlight: {title, snippet}`. */
  docs: string[];
  total: number;
}

export function searchEntries(db: Db, q: SearchQuery): SearchPage {
  if (q.keywords.length === 0) return { docs: [], total: 0 };
  const types = typeClauses(q.types);
  const where = [`entries_fts MATCH ?`, `e.phase IN (${marks(q.phases.length)})`, ...types.sql].join(' AND ');
  const values = [ftsQuery(q.keywords), ...q.phases, ...types.values];
  const from = 'FROM entries_fts JOIN entries e ON e.seq = entries_fts.rowid';
  const total = (db.prepare(`SELECT COUNT(*) AS n ${from} WHERE ${where}`).get(...values) as { n: number }).n;
  if (total === 0) return { docs: [], total };
  const rows = db
    .prepare(
      `SELECT e.doc AS doc, bm25(entries_fts, 10.0, 1.0) AS rank,
              highlight(entries_fts, 0, ?, ?) AS title,
              snippet(entries_fts, 1, ?, ?, ?, ?) AS snippet
       ${from} WHERE ${where}
       ORDER BY rank ASC, e.prioritized DESC, e.title_sort ASC, e.seq ASC
       LIMIT ? OFFSET ?`,
    )
    .all(OPEN, CLOSE, OPEN, CLOSE, ELLIPSIS, SNIPPET_TOKENS, ...values, q.page.limit, (q.page.page - 1) * q.page.limit) as {
    doc: string;
    rank: number;
    title: string | null;
    snippet: string | null;
  }[];
  const docs = rows.map((row) => {
    const extra = JSON.stringify({
      score: Math.round(-row.rank * 10000) / 10000,
      highlight: { title: markedToHtml(row.title ?? ''), snippet: markedToHtml(row.snippet ?? '') },
    });
    // `{extra…}` + `,` + the stored document without its opening brace (it always has fields).
    return `${extra.slice(0, -1)},${row.doc.slice(1)}`;
  });
  return { docs, total };
}
