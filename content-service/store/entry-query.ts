import type BetterSqlite3 from 'better-sqlite3';
import type { Db } from './db';
import { DAY_PATTERN, denverDayStart } from './denver';
import { parseIdFilter, parsePage, splitList, type IdFilter, type Page } from './list-params';

export type FieldOrder = { field: 'title_sort' | 'edit' | 'init'; desc: boolean };

export type EntryOrder =
  | { kind: 'priority' }
  | { kind: 'score' }
  | { kind: 'time' }
  | { kind: 'fields'; fields: FieldOrder[] };

export interface ElementMatch {
  elementId: string;
  /** `>=YYYY-MM-DD` on a datetime element */
  fromDay?: string;
  /** option ids (comma list) or an exact text value */
  value?: string;
}

export interface EntryQuery {
  ids: IdFilter | null;
  phases: number[];
  types: IdFilter | null;
  groups: IdFilter | null;
  categories: string[];
  elements: ElementMatch[];
  keywords: string[];
  order: EntryOrder;
  page: Page;
}

export const DEFAULT_PHASES = [1, 2, 3, 4];
const MAX_KEYWORDS = 10;

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
    const elementId = key.slice('element.'.length);
    const from = /^>=\s*(\d{4}-\d{2}-\d{2})$/.exec(value.trim());
    if (from) {
      if (denverDayStart(from[1]) !== null) elements.push({ elementId, fromDay: from[1] });
    } else {
      elements.push({ elementId, value });
    }
  }
  return {
    ids: parseIdFilter(params.get('id')),
    phases: phases.length ? phases : DEFAULT_PHASES,
    types: parseIdFilter(params.get('type')),
    groups: parseIdFilter(params.get('group')),
    categories: splitList(params.get('category') ?? ''),
    elements,
    keywords: keywordsOf(params.get('search') ?? params.get('text')),
    order: parseOrder(params.get('order')),
    page: parsePage(params),
  };
}

function marks(n: number): string {
  return Array.from({ length: n }, () => '?').join(',');
}

/** WHERE fragments + bound values; values are never spliced into SQL text. */
class Where {
  readonly clauses: string[] = [];
  readonly values: unknown[] = [];
  add(sql: string, ...values: unknown[]): void {
    this.clauses.push(sql);
    this.values.push(...values);
  }
  sql(): string {
    return this.clauses.length ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
}

/*
 * Filters are `e.seq [NOT] IN (SELECT entry_seq FROM <side table> WHERE <key> IN (…))`: each side table is keyed by
 * (filter value, entry_seq), so SQLite reads just the matching entries' seqs and either drives the query from them
 * (rowid lookups into `entries`) or checks them against a small in-memory set — never a per-entry probe of every
 * entry in the phases, which is what correlated `EXISTS (… WHERE x.entry_seq = e.seq …)` checks planned into.
 */
function inSet(table: string, condition: string, negate = false): string {
  return `e.seq ${negate ? 'NOT IN' : 'IN'} (SELECT entry_seq FROM ${table} WHERE ${condition})`;
}

function addRefFilter(where: Where, filter: IdFilter | null, table: string, column: string): void {
  if (!filter) return;
  const set = (n: number, negate = false) => inSet(table, `${column} IN (${marks(n)})`, negate);
  if (filter.include.length) {
    if (filter.all) for (const id of filter.include) where.add(set(1), id);
    else where.add(set(filter.include.length), ...filter.include);
  }
  if (filter.exclude.length) where.add(set(filter.exclude.length, true), ...filter.exclude);
}

/** The `>=` day match that `order=time` sorts by (the first one), or null. */
function timeMatch(q: EntryQuery): ElementMatch | null {
  return q.order.kind === 'time' ? (q.elements.find((m) => m.fromDay) ?? null) : null;
}

function buildWhere(q: EntryQuery): Where {
  const where = new Where();
  if (q.ids?.include.length) {
    // Like Elebase: id lookups are not phase-filtered, but deleted entries stay out.
    where.add(`e.id IN (${marks(q.ids.include.length)})`, ...q.ids.include);
    where.add('e.phase <> 0');
  } else {
    where.add(`e.phase IN (${marks(q.phases.length)})`, ...q.phases);
  }
  if (q.ids?.exclude.length) where.add(`e.id NOT IN (${marks(q.ids.exclude.length)})`, ...q.ids.exclude);
  addRefFilter(where, q.types, 'entry_types', 'type_id');
  addRefFilter(where, q.groups, 'entry_groups', 'group_id');
  if (q.categories.length) {
    where.add(inSet('entry_options', `option_id IN (${marks(q.categories.length)})`), ...q.categories);
  }
  const joined = timeMatch(q);
  for (const match of q.elements) {
    if (match.fromDay) {
      // The `order=time` match is an inner join (see fromSql): that join is this filter already.
      if (match === joined) continue;
      where.add(inSet('entry_dates', 'element_id = ? AND end_day >= ?'), match.elementId, match.fromDay);
    } else if (match.value !== undefined) {
      const options = splitList(match.value);
      where.add(
        `(${inSet('entry_options', `element_id = ? AND option_id IN (${marks(Math.max(options.length, 1))})`)}
          OR ${inSet('entry_values', 'element_id = ? AND value = ?')})`,
        match.elementId,
        ...(options.length ? options : ['']),
        match.elementId,
        match.value,
      );
    }
  }
  return where;
}

/** FTS5 query: every keyword must match, as a prefix (keywords are \p{L}\p{N} only, quoted anyway). */
function ftsQuery(keywords: string[]): string {
  return keywords.map((k) => `"${k}"*`).join(' AND ');
}

/** FROM clause: entries, the search matches with their bm25 rank, and the `order=time` key. */
function fromSql(q: EntryQuery, searching: boolean): { sql: string; values: unknown[] } {
  let sql = 'FROM entries e';
  const values: unknown[] = [];
  if (searching) {
    sql += ' JOIN (SELECT rowid AS seq, bm25(entries_fts, 10.0, 1.0) AS rank FROM entries_fts WHERE entries_fts MATCH ?) s ON s.seq = e.seq';
    values.push(ftsQuery(q.keywords));
  }
  const match = timeMatch(q);
  if (match) {
    // Earliest start, counting a range still running on the `>=` day as starting that day. An inner join: entries
    // without such a range are filtered out (the `>=` filter), so every row has a key.
    sql +=
      ' JOIN (SELECT entry_seq, MIN(MAX(start, ?)) AS key FROM entry_dates WHERE element_id = ? AND end_day >= ? GROUP BY entry_seq) t' +
      ' ON t.entry_seq = e.seq';
    values.push(denverDayStart(match.fromDay!), match.elementId, match.fromDay);
  }
  return { sql, values };
}

function orderSql(q: EntryQuery, searching: boolean): string {
  const priority = 'e.prioritized DESC, e.title_sort ASC, e.seq ASC';
  switch (q.order.kind) {
    case 'priority':
      return priority;
    case 'score':
      return searching ? `s.rank ASC, ${priority}` : priority;
    case 'fields':
      // ties by insertion order, in the last field's direction so an index can serve the sort
      return [...q.order.fields.map((f) => `e.${f.field} ${f.desc ? 'DESC' : 'ASC'}`), `e.seq ${q.order.fields.at(-1)!.desc ? 'DESC' : 'ASC'}`].join(', ');
    case 'time':
      return timeMatch(q)
        ? `t.key ASC, ${priority}`
        : // no `>=` day: earliest start of any date element, entries without dates last
          `COALESCE((SELECT MIN(d.start) FROM entry_dates d WHERE d.entry_seq = e.seq), ${Number.MAX_SAFE_INTEGER}) ASC, ${priority}`;
  }
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

/** SQL text and its bound values. */
export interface Statement {
  sql: string;
  values: unknown[];
}

export interface EntryPage {
  /** Stored JSON documents of the page, with `score` when searching. */
  docs: string[];
  total: number;
}

/** The SQL statements `queryEntries` runs for a query, with their bound values (for EXPLAIN and benchmarks). */
export function entryStatements(q: EntryQuery): { page: Statement; count: Statement } {
  const where = buildWhere(q);
  const searching = q.keywords.length > 0;
  const from = fromSql(q, searching);
  const values = [...from.values, ...where.values];
  return {
    // Sort and page on small rows (seq, rank), counting every match in the same pass.
    page: {
      sql: `SELECT e.seq AS seq${searching ? ', s.rank AS rank' : ''}, COUNT(*) OVER () AS total ${from.sql} ${where.sql()} ORDER BY ${orderSql(q, searching)} LIMIT ? OFFSET ?`,
      values: [...values, q.page.limit, (q.page.page - 1) * q.page.limit],
    },
    count: { sql: `SELECT COUNT(*) AS n ${from.sql} ${where.sql()}`, values },
  };
}

/** Documents by seq, in the order given (one statement for any page size). */
const DOCS_SQL = 'SELECT e.seq AS seq, e.doc AS doc FROM json_each(?) j JOIN entries e ON e.seq = j.value';

export function queryEntries(db: Db, q: EntryQuery): EntryPage {
  const statements = entryStatements(q);
  const rows = prepare(db, statements.page.sql).all(...statements.page.values) as { seq: number; rank?: number; total: number }[];
  if (rows.length === 0) {
    // Past the last page (or nothing matched): the total still counts the matches.
    const total = q.page.page > 1 ? (prepare(db, statements.count.sql).get(...statements.count.values) as { n: number }).n : 0;
    return { docs: [], total };
  }
  const total = rows[0].total;
  const docBySeq = new Map(
    (prepare(db, DOCS_SQL).all(JSON.stringify(rows.map((r) => r.seq))) as { seq: number; doc: string }[]).map((r) => [r.seq, r.doc]),
  );
  const docs = rows.map((row) => {
    const doc = docBySeq.get(row.seq)!;
    return row.rank === undefined ? doc : `{"score":${Math.round(-row.rank * 10000) / 10000},${doc.slice(1)}`;
  });
  return { docs, total };
}
