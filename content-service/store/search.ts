/**
 * Full-text search over the entries index (`entries_fts`, SQLite FTS5) for `GET /search` — an extra
 * endpoint of the embedded service (real Elebase has none; the site falls back to `/entries?search=`).
 * Ranked best match first — the title holds the words as a phrase, then all of them, then the text holds the
 * phrase, then the rest; ties by prioritized, newest edit, bm25 (title weighted 10×) — with the matched words
 * marked `<b>…</b>` in the title and in a short body snippet (search-highlight.ts). Answered from the in-memory
 * search index when it can (search-memory.ts), otherwise by SQL here; both give the same pages.
 */
import type { Db } from './db';
import { denverDayStart } from './denver';
import { keywordsOf } from './entry-query';
import { parseIdFilter, parsePage, type IdFilter } from './list-params';
import { highlightSql, hitDocument } from './search-highlight';
import { ftsPhrase, ftsQuery, ftsTitlePhrase, ftsTitleWords } from './search-match';
import { searchInMemory } from './search-memory';
import type { SearchPage, SearchQuery } from './search-query';

export { markedToHtml } from './search-highlight';

/** At most this many `upcoming.` filters are read (a few date elements at most). */
const MAX_UPCOMING_FILTERS = 4;

/** Public phases only unless asked otherwise (published = 4); phase 0 (deleted) is never searchable. */
export const DEFAULT_SEARCH_PHASES = [4];
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
    highlight: params.get('highlight') !== 'false',
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

/**
 * The match tier of `e.seq` (0 best): the title holds the phrase, the title holds every word, the text holds the
 * phrase, anything else. Each test is one more FTS lookup by rowid.
 */
function tierSql(keywords: string[]): { sql: string; values: string[] } {
  const has = 'e.seq IN (SELECT rowid FROM entries_fts WHERE entries_fts MATCH ?)';
  return {
    sql: `CASE WHEN ${has} THEN 0 WHEN ${has} THEN 1 WHEN ${has} THEN 2 ELSE 3 END`,
    values: [ftsTitlePhrase(keywords), ftsTitleWords(keywords), ftsPhrase(keywords)],
  };
}

function upcomingClauses(upcoming: SearchQuery['upcoming']): { sql: string[]; values: string[] } {
  const dates = 'SELECT 1 FROM entry_dates d WHERE d.entry_seq = e.seq AND d.element_id = ?';
  return {
    sql: upcoming.map(() => `(NOT EXISTS (${dates}) OR EXISTS (${dates} AND d.end_day >= ?))`),
    values: upcoming.flatMap(({ elementId, day }) => [elementId, elementId, day]),
  };
}

function placeholders(n: number): string {
  return Array.from({ length: n }, () => '?').join(',');
}

function typeClauses(types: IdFilter | null): { sql: string[]; values: string[] } {
  const sql: string[] = [];
  const values: string[] = [];
  if (!types) return { sql, values };
  const exists = (n: number) => `EXISTS (SELECT 1 FROM entry_types t WHERE t.entry_seq = e.seq AND t.type_id IN (${placeholders(n)}))`;
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

export function searchEntries(db: Db, q: SearchQuery): SearchPage {
  if (q.keywords.length === 0) return { docs: [], total: 0 };
  return searchInMemory(db, q) ?? searchWithSql(db, q);
}

/**
 * The page by SQL alone: FTS5 finds, ranks and marks the matches, SQL filters and orders them. For what the in-memory
 * index cannot answer (keywords beyond ASCII, inside a write transaction), and the reference its answers are held to.
 */
export function searchWithSql(db: Db, q: SearchQuery): SearchPage {
  if (q.keywords.length === 0) return { docs: [], total: 0 };
  const types = typeClauses(q.types);
  const upcoming = upcomingClauses(q.upcoming);
  const tier = tierSql(q.keywords);
  const marks = q.highlight ? highlightSql('entries_fts') : { sql: 'NULL AS title, NULL AS snippet', values: [] };
  const where = [`entries_fts MATCH ?`, `e.phase IN (${placeholders(q.phases.length)})`, ...types.sql, ...upcoming.sql].join(' AND ');
  const values = [ftsQuery(q.keywords), ...q.phases, ...types.values, ...upcoming.values];
  const from = 'FROM entries_fts JOIN entries e ON e.seq = entries_fts.rowid';
  const total = (db.prepare(`SELECT COUNT(*) AS n ${from} WHERE ${where}`).get(...values) as { n: number }).n;
  if (total === 0) return { docs: [], total };
  const rows = db
    .prepare(
      `SELECT e.doc AS doc, bm25(entries_fts, 10.0, 1.0) AS rank, ${tier.sql} AS tier, ${marks.sql}
       ${from} WHERE ${where}
       ORDER BY tier ASC, e.prioritized DESC, e.edit DESC, rank ASC, e.title_sort ASC, e.seq ASC
       LIMIT ? OFFSET ?`,
    )
    .all(...tier.values, ...marks.values, ...values, q.page.limit, (q.page.page - 1) * q.page.limit) as {
    doc: string;
    rank: number;
    title: string | null;
    snippet: string | null;
  }[];
  return { docs: rows.map((row) => hitDocument(row.doc, row.rank, q.highlight ? row : null)), total };
}
