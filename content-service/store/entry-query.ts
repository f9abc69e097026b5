import type BetterSqlite3 from 'better-sqlite3';
import type { Db } from './db';
import { denverDayStart } from './denver';
import { entryStatements, type ElementMatch, type Statement, type EntryOrder, type EntryQuery, type FieldOrder, type PageRow } from './entry-sql';
import { passesTypes, searchFacts, typeTest } from './search-facts';
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

/** A search's matches for the SQL (see entryStatements): seq → rank's place, the rank of each place, the total when known. */
interface SearchMatches {
  json: string;
  ranks: number[];
  total?: number;
}

/** Filters other than the phase and the type that only SQL applies (side tables). */
function hasSideFilters(q: EntryQuery): boolean {
  return !!(q.ids || q.groups || q.categories.length || q.elements.length);
}

/**
 * The matches SQL orders into the page. The ranks go as their places (integers; SQL would read a decimal back into
 * the same double only almost always). Ordered by rank and filtered by phase alone, the total is known here and SQL
 * needs only the matches ranked at or before the page's last one (ties included: the full order decides the page).
 */
function searchMatches(db: Db, q: EntryQuery, matches: RankedMatches | null, offset: number): SearchMatches | null {
  if (!matches) return null;
  const { docs, phases } = matches;
  let picked: number[] = [];
  let total: number | undefined;
  if (q.order.kind === 'score' && !hasSideFilters(q)) {
    // The type filter from the search index's facts (the same entry_types rows SQL reads).
    const types = q.types ? typeTest(searchFacts(db, matches.generation), q.types) : null;
    const keep = new Uint8Array(docs.length);
    const inPhase = new Uint8Array(5);
    for (const p of q.phases) inPhase[p] = 1;
    const ranks = new Float64Array(docs.length);
    total = 0;
    for (let m = 0; m < docs.length; m++) {
      if (!inPhase[phases[m]] || (types && !passesTypes(types, docs[m]))) continue;
      keep[m] = 1;
      ranks[total++] = matches.ranks[m];
    }
    if (offset < total) {
      const last = ranks.subarray(0, total).sort()[Math.min(offset + q.page.limit, total) - 1];
      for (let m = 0; m < docs.length; m++) if (keep[m] && matches.ranks[m] <= last) picked.push(m);
    }
  } else {
    picked = docs.map((_, m) => m);
  }
  const ranks = [...new Set(picked.map((m) => matches.ranks[m]))].sort((a, b) => a - b);
  const place = new Map(ranks.map((rank, i) => [rank, i]));
  const json = `{${picked.map((m) => `"${matches.docs[m]}":${place.get(matches.ranks[m])}`).join(',')}}`;
  return { json, ranks, total };
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

export function queryEntries(db: Db, q: EntryQuery): EntryPage {
  const offset = (q.page.page - 1) * q.page.limit;
  const ranked = q.keywords.length ? searchMatches(db, q, rankedMatches(db, q.keywords), offset) : null;
  const statements = entryStatements(q, ranked?.json);
  const rows = prepare(db, statements.page.sql).all(...statements.page.values) as PageRow[];
  // A page short of the limit ends the matches, so it tells the total; otherwise (or past the end) count them.
  const counted = () => ranked?.total ?? (prepare(db, statements.count.sql).get(...statements.count.values) as { n: number }).n;
  if (rows.length === 0) return { docs: [], total: ranked?.total ?? (offset > 0 ? counted() : 0) };
  const total = ranked?.total ?? rows[0].total ?? (rows.length < q.page.limit ? offset + rows.length : counted());
  const docsSql = docsStatement(q.fields);
  const docBySeq = new Map(
    (prepare(db, docsSql.sql).all(...docsSql.values, JSON.stringify(rows.map((r) => r.seq))) as { seq: number; doc: Buffer }[]).map((r) => [r.seq, r.doc]),
  );
  const docs = rows.map((row) => {
    const doc = docBySeq.get(row.seq)!;
    if (row.rank === undefined) return doc;
    const rank = ranked ? ranked.ranks[row.rank] : row.rank;
    // `{"score":…,` + the stored document without its opening brace (it always has fields)
    return Buffer.concat([Buffer.from(`{"score":${Math.round(-rank * 10000) / 10000},`), doc.subarray(1)]);
  });
  return { docs, total };
}
