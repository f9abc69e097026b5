/**
 * Full-text search over the entries index (`entries_fts`, SQLite FTS5) for `GET /search` — an extra
 * endpoint of the embedded service (real Elebase has none; the site falls back to `/entries?search=`).
 * Ranked best match first — the title holds the words as a phrase, then all of them, then the text holds the
 * phrase, then the rest; ties by prioritized, newest edit, bm25 (title weighted 10×) — with the matched words
 * marked `<b>…</b>` in the title and in a short body snippet. Everything else in the marked text is HTML-escaped,
 * so `<b>` is the only markup.
 */
import type { Db } from './db';
import { denverDayStart } from './denver';
import { keywordsOf } from './entry-query';
import { parseIdFilter, parsePage, type IdFilter, type Page } from './list-params';

export interface SearchQuery {
  keywords: string[];
  phases: number[];
  types: IdFilter | null;
  /** `upcoming.{elementId}=YYYY-MM-DD`: entries with dates in that element, all ended before the day, are left out. */
  upcoming: { elementId: string; day: string }[];
  page: Page;
}

/** At most this many `upcoming.` filters are read (a few date elements at most). */
const MAX_UPCOMING_FILTERS = 4;

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
    upcoming: upcomingFilters(params),
    page: parsePage(params),
  };
}

/** Valid `upcoming.{elementId}=YYYY-MM-DD` parameters; others are ignored. */
function upcomingFilters(params: URLSearchParams): SearchQuery['upcoming'] {
  const out: SearchQuery['upcoming'] = [];
  for (const [key, value] of params) {
    const elementId = key.startsWith('upcoming.') ? key.slice('upcoming.'.length) : '';
    const day = value.trim();
    if (!elementId || !/^\d{4}-\d{2}-\d{2}$/.test(day) || denverDayStart(day) === null) continue;
    if (out.length < MAX_UPCOMING_FILTERS) out.push({ elementId, day });
  }
  return out;
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

/** The keywords as a phrase: one after another, each a prefix. */
function ftsPhrase(keywords: string[]): string {
  return keywords.map((k) => `"${k}"*`).join(' + ');
}

/**
 * The match tier of `e.seq` (0 best): the title holds the phrase, the title holds every word, the text holds the
 * phrase, anything else. Each test is one more FTS lookup by rowid.
 */
function tierSql(keywords: string[]): { sql: string; values: string[] } {
  const has = 'e.seq IN (SELECT rowid FROM entries_fts WHERE entries_fts MATCH ?)';
  return {
    sql: `CASE WHEN ${has} THEN 0 WHEN ${has} THEN 1 WHEN ${has} THEN 2 ELSE 3 END`,
    values: [`{title} : (${ftsPhrase(keywords)})`, `{title} : (${ftsQuery(keywords)})`, ftsPhrase(keywords)],
  };
}

function upcomingClauses(upcoming: SearchQuery['upcoming']): { sql: string[]; values: string[] } {
  const dates = 'SELECT 1 FROM entry_dates d WHERE d.entry_seq = e.seq AND d.element_id = ?';
  return {
    sql: upcoming.map(() => `(NOT EXISTS (${dates}) OR EXISTS (${dates} AND d.end_day >= ?))`),
    values: upcoming.flatMap(({ elementId, day }) => [elementId, elementId, day]),
  };
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
  const upcoming = upcomingClauses(q.upcoming);
  const tier = tierSql(q.keywords);
  const where = [`entries_fts MATCH ?`, `e.phase IN (${marks(q.phases.length)})`, ...types.sql, ...upcoming.sql].join(' AND ');
  const values = [ftsQuery(q.keywords), ...q.phases, ...types.values, ...upcoming.values];
  const from = 'FROM entries_fts JOIN entries e ON e.seq = entries_fts.rowid';
  const total = (db.prepare(`SELECT COUNT(*) AS n ${from} WHERE ${where}`).get(...values) as { n: number }).n;
  if (total === 0) return { docs: [], total };
  const rows = db
    .prepare(
      `SELECT e.doc AS doc, bm25(entries_fts, 10.0, 1.0) AS rank, ${tier.sql} AS tier,
              highlight(entries_fts, 0, ?, ?) AS title,
              snippet(entries_fts, 1, ?, ?, ?, ?) AS snippet
       ${from} WHERE ${where}
       ORDER BY tier ASC, e.prioritized DESC, e.edit DESC, rank ASC, e.title_sort ASC, e.seq ASC
       LIMIT ? OFFSET ?`,
    )
    .all(...tier.values, OPEN, CLOSE, OPEN, CLOSE, ELLIPSIS, SNIPPET_TOKENS, ...values, q.page.limit, (q.page.page - 1) * q.page.limit) as {
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
