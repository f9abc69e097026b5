import type BetterSqlite3 from 'better-sqlite3';
import type { Db } from './db';
import { cutDocs } from './cut-docs';
import { denverDayStart } from './denver';
import { entryStatements, type ElementMatch, type Statement, type EntryOrder, type EntryQuery, type FieldOrder, type PageRow } from './entry-sql';
import { pagedInMemory, searchPage } from './search-order';
import { rankedMatches, type RankedMatches } from './search-rank';
import { listParam, MAX_LIST_ITEMS, parseIdFilter, parsePage, QueryLimitError, splitList } from './list-params';

export const DEFAULT_PHASES = [1, 2, 3, 4];
const MAX_KEYWORDS = 10;
/** `element.<id>=` filters in one query: each is one or two SQL conditions (see MAX_MATCH_ALL_ITEMS). */
export const MAX_ELEMENT_FILTERS = 50;

const FIELD_ORDERS: Record<string, FieldOrder['field']> = {
  title: 'title_sort',
  'date_time.edit': 'edit',
  'date_time.init': 'init',
};

function parseOrder(raw: string | null): EntryOrder {
  const value = (raw ?? '').trim().toLowerCase();
  switch (value) {
    case '':
    case 'priority':
      return { kind: 'priority' };
    case 'score':
      return { kind: 'score' };
    case 'time':
      return { kind: 'time' };
    case 'a-z':
      return { kind: 'fields', fields: [{ field: 'title_sort', desc: false }] };
    case 'z-a':
      return { kind: 'fields', fields: [{ field: 'title_sort', desc: true }] };
  }
  const fields: FieldOrder[] = [];
  for (const item of splitList(value)) {
    const desc = item.startsWith('-');
    const field = FIELD_ORDERS[item.replace(/^[-+]/, '')];
    if (field && !fields.some((f) => f.field === field)) fields.push({ field, desc });
  }
  return fields.length ? { kind: 'fields', fields } : { kind: 'priority' };
}

/** Fields `data=` may name: top-level document keys (a bound JSON path each), a handful per query. */
const FIELD_NAME = /^[a-z][a-z_]{0,31}$/;
const MAX_FIELDS = 16;

/**
 * `data=id,title,…`: each document cut down to these top-level fields (a field it lacks comes as null), so a list
 * that only orders and counts reads a few bytes per entry instead of the whole document. Anything else there (no
 * valid name, too many) is ignored and whole documents come, as for a value Elebase does not know.
 */
function parseFields(raw: string | null): string[] | null {
  const names = [...new Set(splitList(raw ?? ''))];
  if (names.length === 0 || names.length > MAX_FIELDS || !names.every((n) => FIELD_NAME.test(n))) return null;
  return names;
}

/** Keywords for FTS5: word characters only (so no FTS syntax gets through), at most 10. */
export function keywordsOf(raw: string | null): string[] {
  if (!raw) return [];
  const words = raw.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_KEYWORDS);
}

export function parseEntryQuery(params: URLSearchParams): EntryQuery {
  const phases = [...new Set(splitList(params.get('phase') ?? '').filter((p) => /^[0-4]$/.test(p)).map(Number))];
  const elements: ElementMatch[] = [];
  for (const [key, value] of params) {
    if (!key.startsWith('element.') || key.length <= 'element.'.length || value.trim() === '') continue;
    if (elements.length === MAX_ELEMENT_FILTERS) throw new QueryLimitError('element');
    if (splitList(value).length > MAX_LIST_ITEMS) throw new QueryLimitError(key);
    const elementId = key.slice('element.'.length);
    const from = /^>=\s*(\d{4}-\d{2}-\d{2})$/.exec(value.trim());
    if (from) {
      if (denverDayStart(from[1]) !== null) elements.push({ elementId, fromDay: from[1] });
    } else {
      elements.push({ elementId, value });
    }
  }
  return {
    ids: parseIdFilter(params.get('id'), 'id'),
    phases: phases.length ? phases : DEFAULT_PHASES,
    types: parseIdFilter(params.get('type'), 'type'),
    groups: parseIdFilter(params.get('group'), 'group'),
    categories: listParam(params.get('category'), 'category'),
    elements,
    keywords: keywordsOf(params.get('search') ?? params.get('text')),
    order: parseOrder(params.get('order')),
    page: parsePage(params),
    fields: parseFields(params.get('data')),
  };
}

/** Prepared statements by SQL text, per database (a query's SQL depends only on its shape, not its values). */
type Prepared = BetterSqlite3.Statement<unknown[]>;
const statementCache = new WeakMap<Db, Map<string, Prepared>>();
const MAX_CACHED_STATEMENTS = 200;

function prepare(db: Db, sql: string): Prepared {
  let cache = statementCache.get(db);
  if (!cache) statementCache.set(db, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) {
    if (cache.size >= MAX_CACHED_STATEMENTS) cache.clear();
    statement = db.prepare<unknown[]>(sql);
    cache.set(sql, statement);
  }
  return statement;
}

export interface EntryPage {
  /** Stored JSON documents of the page (UTF-8 bytes), with `score` when searching. */
  docs: Buffer[];
  total: number;
}

/** A search's matches for the SQL (see entryStatements): seq → rank's place, and the rank of each place. */
interface SearchMatches {
  json: string;
  ranks: number[];
}

/**
 * The matches SQL filters and orders into the page (orders and filters searchPage does not take). The ranks go as
 * their places (integers; SQL would read a decimal back into the same double only almost always).
 */
function searchMatches(matches: RankedMatches): SearchMatches {
  const all = matches.allRanks();
  const ranks = [...new Set(all)].sort((a, b) => a - b);
  const place = new Map(ranks.map((rank, i) => [rank, i]));
  const json = `{${Array.from(matches.docs, (seq, m) => `"${seq}":${place.get(all[m])}`).join(',')}}`;
  return { json, ranks };
}

/** Documents by seq (one statement for any page size), as BLOBs: the bytes go to the response as they are. */
const DOCS_SQL = 'SELECT e.seq AS seq, CAST(e.doc AS BLOB) AS doc FROM json_each(?) j JOIN entries e ON e.seq = j.value';

/**
 * The same, each cut down to `fields` by SQLite's JSON functions (a value from `->` goes into json_object as JSON,
 * not as a quoted string): no document is parsed in JavaScript, and only the fields asked for are copied.
 */
function docsStatement(fields: string[] | null): Statement {
  if (!fields) return { sql: DOCS_SQL, values: [] };
  const picks = fields.map(() => '?, e.doc -> ?').join(', ');
  return {
    sql: `SELECT e.seq AS seq, CAST(json_object(${picks}) AS BLOB) AS doc FROM json_each(?) j JOIN entries e ON e.seq = j.value`,
    values: fields.flatMap((name) => [name, `$.${name}`]),
  };
}

/**
 * The page's documents in its order, each with its `score` when it has a rank. Cut down to fields for a search,
 * they are kept with the search index's build (cut-docs.ts).
 */
function pageDocs(db: Db, fields: string[] | null, rows: { seq: number; rank?: number }[], build?: object): Buffer[] {
  const docsSql = docsStatement(fields);
  const read = (seqs: number[]) =>
    new Map((prepare(db, docsSql.sql).all(...docsSql.values, JSON.stringify(seqs)) as { seq: number; doc: Buffer }[]).map((r) => [r.seq, r.doc]));
  const seqs = rows.map((r) => r.seq);
  const docBySeq = fields && build ? cutDocs(build, fields, seqs, read) : read(seqs);
  return rows.flatMap((row) => {
    const doc = docBySeq.get(row.seq);
    if (!doc) return [];
    if (row.rank === undefined) return [doc];
    // `{"score":…,` + the stored document without its opening brace (it always has fields)
    return [Buffer.concat([Buffer.from(`{"score":${Math.round(-row.rank * 10000) / 10000},`), doc.subarray(1)])];
  });
}

export function queryEntries(db: Db, q: EntryQuery): EntryPage {
  const offset = (q.page.page - 1) * q.page.limit;
  const matches = q.keywords.length ? rankedMatches(db, q.keywords) : null;
  if (matches && pagedInMemory(q)) {
    const { rows, total } = searchPage(db, q, matches, offset);
    return { docs: pageDocs(db, q.fields, rows, matches.generation), total };
  }
  const ranked = matches ? searchMatches(matches) : null;
  const statements = entryStatements(q, ranked?.json);
  const rows = prepare(db, statements.page.sql).all(...statements.page.values) as PageRow[];
  // A page short of the limit ends the matches, so it tells the total; otherwise (or past the end) count them.
  const counted = () => (prepare(db, statements.count.sql).get(...statements.count.values) as { n: number }).n;
  if (rows.length === 0) return { docs: [], total: offset > 0 ? counted() : 0 };
  const total = rows[0].total ?? (rows.length < q.page.limit ? offset + rows.length : counted());
  // A rank from the matches comes as its place.
  const ranks = (row: PageRow) => (row.rank === undefined || !ranked ? row.rank : ranked.ranks[row.rank]);
  return { docs: pageDocs(db, q.fields, rows.map((row) => ({ seq: row.seq, rank: ranks(row) })), matches?.generation), total };
}
