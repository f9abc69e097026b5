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

function addRefFilter(where: Where, filter: IdFilter | null, table: string, column: string): void {
  if (!filter) return;
  const exists = (n: number) => `EXISTS (SELECT 1 FROM ${table} x WHERE x.entry_seq = e.seq AND x.${column} IN (${marks(n)}))`;
  if (filter.include.length) {
    if (filter.all) for (const id of filter.include) where.add(exists(1), id);
    else where.add(exists(filter.include.length), ...filter.include);
  }
  if (filter.exclude.length) where.add(`NOT ${exists(filter.exclude.length)}`, ...filter.exclude);
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
    where.add(
      `EXISTS (SELECT 1 FROM entry_options o WHERE o.entry_seq = e.seq AND o.option_id IN (${marks(q.categories.length)}))`,
      ...q.categories,
    );
  }
  for (const match of q.elements) {
    if (match.fromDay) {
      where.add(
        'EXISTS (SELECT 1 FROM entry_dates d WHERE d.entry_seq = e.seq AND d.element_id = ? AND d.end_day >= ?)',
        match.elementId,
        match.fromDay,
      );
    } else if (match.value !== undefined) {
      const options = splitList(match.value);
      where.add(
        `(EXISTS (SELECT 1 FROM entry_options o WHERE o.entry_seq = e.seq AND o.element_id = ? AND o.option_id IN (${marks(Math.max(options.length, 1))}))
          OR EXISTS (SELECT 1 FROM entry_values v WHERE v.entry_seq = e.seq AND v.element_id = ? AND v.value = ?))`,
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

function orderSql(q: EntryQuery, searching: boolean): { sql: string; values: unknown[] } {
  const priority = 'e.prioritized DESC, e.title_sort ASC, e.seq ASC';
  switch (q.order.kind) {
    case 'priority':
      return { sql: priority, values: [] };
    case 'score':
      return { sql: searching ? `s.rank ASC, ${priority}` : priority, values: [] };
    case 'fields':
      return {
        // ties by insertion order, in the last field's direction so an index can serve the sort
        sql: [...q.order.fields.map((f) => `e.${f.field} ${f.desc ? 'DESC' : 'ASC'}`), `e.seq ${q.order.fields.at(-1)!.desc ? 'DESC' : 'ASC'}`].join(', '),
        values: [],
      };
    case 'time': {
      // Earliest start, counting a range still running on the `>=` day as starting that day.
      const from = q.elements.find((m) => m.fromDay);
      const key = from
        ? `(SELECT MIN(MAX(d.start, ?)) FROM entry_dates d WHERE d.entry_seq = e.seq AND d.element_id = ? AND d.end_day >= ?)`
        : '(SELECT MIN(d.start) FROM entry_dates d WHERE d.entry_seq = e.seq)';
      const values = from ? [denverDayStart(from.fromDay!), from.elementId, from.fromDay] : [];
      return { sql: `COALESCE(${key}, ${Number.MAX_SAFE_INTEGER}) ASC, ${priority}`, values };
    }
  }
}

export interface EntryPage {
  /** Stored JSON documents of the page, with `score` when searching. */
  docs: string[];
  total: number;
}

export function queryEntries(db: Db, q: EntryQuery): EntryPage {
  const where = buildWhere(q);
  const searching = q.keywords.length > 0;
  const from = searching
    ? 'FROM entries e JOIN (SELECT rowid AS seq, bm25(entries_fts, 10.0, 1.0) AS rank FROM entries_fts WHERE entries_fts MATCH ?) s ON s.seq = e.seq'
    : 'FROM entries e';
  const fromValues = searching ? [ftsQuery(q.keywords)] : [];
  const total = (db.prepare(`SELECT COUNT(*) AS n ${from} ${where.sql()}`).get(...fromValues, ...where.values) as { n: number }).n;
  if (total === 0) return { docs: [], total };
  const order = orderSql(q, searching);
  // Sort and page on small rows (seq, rank), then read just the page's documents.
  const rows = db
    .prepare(`SELECT e.seq AS seq${searching ? ', s.rank AS rank' : ''} ${from} ${where.sql()} ORDER BY ${order.sql} LIMIT ? OFFSET ?`)
    .all(...fromValues, ...where.values, ...order.values, q.page.limit, (q.page.page - 1) * q.page.limit) as {
    seq: number;
    rank?: number;
  }[];
  if (rows.length === 0) return { docs: [], total };
  const docBySeq = new Map(
    (db.prepare(`SELECT seq, doc FROM entries WHERE seq IN (${marks(rows.length)})`).all(...rows.map((r) => r.seq)) as {
      seq: number;
      doc: string;
    }[]).map((r) => [r.seq, r.doc]),
  );
  const docs = rows.map((row) => {
    const doc = docBySeq.get(row.seq)!;
    return row.rank === undefined ? doc : `{"score":${Math.round(-row.rank * 10000) / 10000},${doc.slice(1)}`;
  });
  return { docs, total };
}
