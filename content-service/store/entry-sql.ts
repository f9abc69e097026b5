/**
 * The SQL of an `/entries` query: the page statement (seqs in order, see queryEntries for the documents) and the
 * count statement, with their bound values. Figures in comments: 10,000 generated entries (tests/bench/content-queries.ts)
 * on the 2-core dev machine.
 */
import { denverDayStart } from './denver';
import { splitList, type IdFilter, type Page } from './list-params';

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
  /** `data=`: the top-level fields each document is cut down to, or null for whole documents. */
  fields: string[] | null;
}

/** SQL text and its bound values. */
export interface Statement {
  sql: string;
  values: unknown[];
}

function marks(n: number): string {
  return Array.from({ length: n }, () => '?').join(',');
}

/**
 * How the filters test an entry. `entry`: on `e`, the entries row (read anyway); filters are sets of seqs from the
 * side tables. By the seq of a match from another source, without reading its entries row (see keyedStatement):
 * `set`, each match checked against such a set — for FTS matches; `probe`, each match looked up in the side table's
 * index — for `order=time` keys, whose entries are mostly of the type asked for, so a set of, say, all 1,800 events
 * costs more to build (0.9 ms) than probing each of the 1,543 keyed ones (0.5 ms).
 */
type FilterMode = 'entry' | 'set' | 'probe';

/** WHERE fragments + bound values; values are never spliced into SQL text. `seq`: the column the filters test. */
class Where {
  readonly clauses: string[] = [];
  readonly values: unknown[] = [];
  constructor(
    readonly seq: string,
    readonly mode: FilterMode,
  ) {}
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
 * As a set by seq, `+seq IN (…)`: the `+` keeps SQLite from handing `rowid IN (…)` to FTS5, which would re-run the
 * MATCH once per listed rowid (660 ms for `search=lake&type=stay` at 10,000 entries).
 */
function inSet(where: Where, table: string, condition: string, negate = false): string {
  if (where.mode === 'probe') return `${negate ? 'NOT ' : ''}EXISTS (SELECT 1 FROM ${table} WHERE ${condition} AND entry_seq = ${where.seq})`;
  return `${where.mode === 'set' ? '+' : ''}${where.seq} ${negate ? 'NOT IN' : 'IN'} (SELECT entry_seq FROM ${table} WHERE ${condition})`;
}

function addRefFilter(where: Where, filter: IdFilter | null, table: string, column: string): void {
  if (!filter) return;
  const set = (n: number, negate = false) => inSet(where, table, `${column} IN (${marks(n)})`, negate);
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

const ALL_PHASES = [0, 1, 2, 3, 4];

/**
 * Phase and id filters: on the entries row, or by seq as sets of seqs from the entries indexes (a probe would read
 * the entries row; `+` keeps the set away from FTS5, as above).
 */
function addEntryFilters(where: Where, q: EntryQuery, phasesDone: boolean): void {
  const ids = (n: number) => `SELECT seq FROM entries WHERE id IN (${marks(n)})`;
  const bySeq = where.mode !== 'entry';
  if (q.ids?.include.length) {
    // Like Elebase: id lookups are not phase-filtered, but deleted entries stay out.
    if (bySeq) where.add(`+${where.seq} IN (${ids(q.ids.include.length)} AND phase <> 0)`, ...q.ids.include);
    else where.add(`e.id IN (${marks(q.ids.include.length)}) AND e.phase <> 0`, ...q.ids.include);
  } else if (phasesDone) {
    // the time keys' date rows carry the phase (timeJoin)
  } else if (bySeq) {
    // The smaller set, assuming published entries (phase 4) are most: the entries of the phases asked for, or, when
    // 4 is one of them, of the other phases (deleted and drafts; phases are 0–4, validated on import).
    const others = ALL_PHASES.filter((p) => !q.phases.includes(p));
    const inPhases = (negate: boolean, phases: number[]) =>
      where.add(`+${where.seq} ${negate ? 'NOT IN' : 'IN'} (SELECT seq FROM entries WHERE phase IN (${marks(phases.length)}))`, ...phases);
    if (!q.phases.includes(4)) inPhases(false, q.phases);
    else if (others.length) inPhases(true, others);
  } else {
    where.add(`e.phase IN (${marks(q.phases.length)})`, ...q.phases);
  }
  if (q.ids?.exclude.length) {
    const n = q.ids.exclude.length;
    where.add(bySeq ? `+${where.seq} NOT IN (${ids(n)})` : `e.id NOT IN (${marks(n)})`, ...q.ids.exclude);
  }
}

/**
 * Every filter of the query, but `skip`: the `>=` day match whose time keys (timeJoin) are the source that filters
 * by that day and by phase.
 */
function buildWhere(q: EntryQuery, seq: string, mode: FilterMode, skip: ElementMatch | null = null): Where {
  const where = new Where(seq, mode);
  if (mode === 'entry') addEntryFilters(where, q, false);
  addRefFilter(where, q.types, 'entry_types', 'type_id');
  addRefFilter(where, q.groups, 'entry_groups', 'group_id');
  if (q.categories.length) {
    where.add(inSet(where, 'entry_options', `option_id IN (${marks(q.categories.length)})`), ...q.categories);
  }
  for (const match of q.elements) {
    if (match.fromDay) {
      if (match === skip) continue;
      where.add(inSet(where, 'entry_dates', 'element_id = ? AND end_day >= ?'), match.elementId, match.fromDay);
    } else if (match.value !== undefined) {
      const options = splitList(match.value);
      where.add(
        `(${inSet(where, 'entry_options', `element_id = ? AND option_id IN (${marks(Math.max(options.length, 1))})`)}
          OR ${inSet(where, 'entry_values', 'element_id = ? AND value = ?')})`,
        match.elementId,
        ...(options.length ? options : ['']),
        match.elementId,
        match.value,
      );
    }
  }
  // By seq, the phase test is the costlier one per match (measured): the narrower filters go first.
  if (mode !== 'entry') addEntryFilters(where, q, skip !== null);
  return where;
}

/** FTS5 query: every keyword must match, as a prefix (keywords are \p{L}\p{N} only, quoted anyway). */
function ftsQuery(keywords: string[]): string {
  return keywords.map((k) => `"${k}"*`).join(' AND ');
}

/**
 * The `order=time` key `t.key` per entry: earliest start, counting a range still running on the `>=` day as starting
 * that day. An inner join: entries without such a range, or not in the phases asked for (date rows carry their
 * entry's phase), are filtered out, so every row has a key. Unless ids are asked for: id lookups are not
 * phase-filtered (addEntryFilters).
 */
function timeJoin(match: ElementMatch, q: EntryQuery): Statement {
  const byPhase = !q.ids?.include.length;
  return {
    sql:
      '(SELECT entry_seq, MIN(MAX(start, ?)) AS key FROM entry_dates WHERE element_id = ? AND end_day >= ?' +
      `${byPhase ? ` AND phase IN (${marks(q.phases.length)})` : ''} GROUP BY entry_seq) t`,
    values: [denverDayStart(match.fromDay!), match.elementId, match.fromDay, ...(byPhase ? q.phases : [])],
  };
}

/** ORDER BY: `key` first when the order is by a key kept with the matches (search rank, `order=time` key). */
function orderSql(q: EntryQuery, key: string | null): string {
  const priority = 'e.prioritized DESC, e.title_sort ASC, e.seq ASC';
  if (key) return `${key} ASC, ${priority}`;
  switch (q.order.kind) {
    case 'priority':
    case 'score':
      return priority;
    case 'fields':
      // ties by insertion order, in the last field's direction so an index can serve the sort
      return [...q.order.fields.map((f) => `e.${f.field} ${f.desc ? 'DESC' : 'ASC'}`), `e.seq ${q.order.fields.at(-1)!.desc ? 'DESC' : 'ASC'}`].join(', ');
    case 'time':
      // no `>=` day: earliest start of any date element, entries without dates last
      return `COALESCE((SELECT MIN(d.start) FROM entry_dates d WHERE d.entry_seq = e.seq), ${Number.MAX_SAFE_INTEGER}) ASC, ${priority}`;
  }
}

/** Page rows: seqs in order, the bm25 rank when searching, the total of matches when the statement counts them. */
export type PageRow = { seq: number; rank?: number; total?: number };

/**
 * The matches of a search with their rank: from FTS5 (MATCH and bm25), or, given `ranked` (search-rank.ts: a JSON
 * object of the matches' seqs and their rank order), from that object.
 */
function searchSource(ranked: string | undefined): { from: string; seq: string; key: string; values: unknown[] } {
  if (ranked === undefined) return { from: 'entries_fts', seq: 'entries_fts.rowid', key: 'bm25(entries_fts, 10.0, 1.0)', values: [] };
  return { from: 'json_each(?) j', seq: 'CAST(j.key AS INTEGER)', key: 'j.value', values: [ranked] };
}

/**
 * Searches and `order=time` with a `>=` day: each match comes with a key that is not an entries column (the bm25
 * rank, the time key), computed for every match anyway. The matches are filtered by seq, reading no entries rows,
 * and kept with their key (`m`, which also gives the total); the page then reads entries rows only for the matches
 * keyed at or before the page's last key — all of them when the order is not by that key. Matches tied with that
 * last key are all kept, so the full order (key, then priority) decides the page exactly as sorting every match.
 */
function keyedStatement(q: EntryQuery, offset: number, ranked: string | undefined): Statement {
  const searching = q.keywords.length > 0;
  const match = timeMatch(q);
  const time = match ? timeJoin(match, q) : null;
  const source = searching
    ? searchSource(ranked)
    : { from: time!.sql, seq: 't.entry_seq', key: 't.key', values: time!.values };
  const where = searching ? buildWhere(q, source.seq, 'set') : buildWhere(q, source.seq, 'probe', match);
  if (searching && ranked === undefined) where.add('entries_fts MATCH ?', ftsQuery(q.keywords));
  // A search in `order=time` joins the time keys to its matches (its filters above hold the `>=` day already).
  const joinTime = searching && time !== null;
  const byKey = searching ? q.order.kind === 'score' : true;
  const key = byKey ? 'm.key' : joinTime ? 't.key' : null;
  return {
    sql:
      `WITH m AS MATERIALIZED (SELECT ${source.seq} AS seq, ${source.key} AS key FROM ${source.from} ${where.sql()}) ` +
      `SELECT e.seq AS seq${searching ? ', m.key AS rank' : ''}, (SELECT COUNT(*) FROM m) AS total FROM m CROSS JOIN entries e ON e.seq = m.seq` +
      (joinTime ? ` JOIN ${time!.sql} ON t.entry_seq = e.seq` : '') +
      (byKey ? ' WHERE m.key <= IFNULL((SELECT key FROM m ORDER BY key LIMIT 1 OFFSET ?), 9e999)' : '') +
      ` ORDER BY ${orderSql(q, key)} LIMIT ? OFFSET ?`,
    values: [
      ...source.values,
      ...where.values,
      ...(joinTime ? time!.values : []),
      ...(byKey ? [offset + q.page.limit - 1] : []),
      q.page.limit,
      offset,
    ],
  };
}

/**
 * The SQL statements `queryEntries` runs for a query, with their bound values (for EXPLAIN and benchmarks).
 * `ranked`: a search's matches and their rank order from search-rank.ts; without it FTS5 finds and ranks them.
 */
export function entryStatements(q: EntryQuery, ranked?: string): { page: Statement; count: Statement } {
  const offset = (q.page.page - 1) * q.page.limit;
  const searching = q.keywords.length > 0;
  // Counted apart, only when the page cannot tell the total: `COUNT(*) OVER ()` in the page buffered every match
  // before the sort (for `type=stay` it added 0.34 ms to the page; this count takes 0.21 ms). No order, no join:
  // every filter is a set of seqs, also the `>=` day and the search.
  const source = searching ? searchSource(ranked) : null;
  const filters = source ? buildWhere(q, source.seq, 'set') : buildWhere(q, 'e.seq', 'entry');
  if (searching && ranked === undefined) filters.add('entries_fts MATCH ?', ftsQuery(q.keywords));
  const count = {
    sql: `SELECT COUNT(*) AS n FROM ${source ? source.from : 'entries e'} ${filters.sql()}`,
    values: [...(source?.values ?? []), ...filters.values],
  };
  if (searching || timeMatch(q)) return { page: keyedStatement(q, offset, ranked), count };
  return {
    page: {
      sql: `SELECT e.seq AS seq FROM entries e ${filters.sql()} ORDER BY ${orderSql(q, null)} LIMIT ? OFFSET ?`,
      values: [...filters.values, q.page.limit, offset],
    },
    count,
  };
}
