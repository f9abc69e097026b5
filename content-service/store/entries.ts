import type { WireElement, WireEntry, WireGeoFeature } from '../../content-client/wire';
import { asciiJson } from './ascii-json';
import type { Db } from './db';
import { DAY_PATTERN, denverDay, denverDayStart } from './denver';

/** Ids in an `entry.groups`-style list (strings or `{id}` objects). */
export function refIds(list: ReadonlyArray<string | { id: string }> | undefined): string[] {
  return (list ?? []).map((item) => (typeof item === 'string' ? item : item?.id)).filter((id): id is string => !!id);
}

interface DateRow {
  start: number;
  end: number;
  startDay: string;
  endDay: string;
}

function parseDatePoint(value: unknown, dateOnly: boolean): { ms: number; day: string } | null {
  if (typeof value !== 'string' || value === '') return null;
  if (dateOnly || DAY_PATTERN.test(value)) {
    const ms = denverDayStart(value);
    return ms === null ? null : { ms, day: value };
  }
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : { ms, day: denverDay(ms) };
}

function dateRows(element: WireElement): DateRow[] {
  if (element.type !== 'datetime' || !Array.isArray(element.data)) return [];
  if (element.preferences?.data_type === 'time') return [];
  const dateOnly = element.preferences?.data_type === 'date';
  const rows: DateRow[] = [];
  for (const pair of element.data) {
    if (!Array.isArray(pair)) continue;
    const start = parseDatePoint(pair[0], dateOnly);
    if (!start) continue;
    const end = parseDatePoint(pair[1], dateOnly) ?? start;
    rows.push({ start: start.ms, end: Math.max(start.ms, end.ms), startDay: start.day, endDay: end.day < start.day ? start.day : end.day });
  }
  return rows;
}

const SEARCHABLE_TEXT = new Set([undefined, 'text/plain', 'text/markdown', 'text/html']);

/** Plain text of an entry's searchable text elements (markup stripped roughly; only for the index). */
function searchBody(entry: WireEntry): string {
  const parts: string[] = [];
  for (const element of entry.elements ?? []) {
    if (element.type !== 'text' || typeof element.data !== 'string') continue;
    if (!SEARCHABLE_TEXT.has(element.preferences?.iana_type)) continue;
    parts.push(element.data.replace(/<[^>]*>/g, ' ').replace(/[#*_`>\[\]()]/g, ' '));
  }
  return parts.join('\n');
}

/** Text-like values for `element.{id}=value` exact matches. */
function scalarValue(element: WireElement): string | null {
  switch (element.type) {
    case 'text':
    case 'id':
      return typeof element.data === 'string' && element.data !== '' ? element.data : null;
    case 'number':
    case 'boolean':
      return element.data === null || element.data === undefined ? null : String(element.data);
    default:
      return null;
  }
}

function statements(db: Db) {
  return {
    find: db.prepare<[string], { seq: number }>('SELECT seq FROM entries WHERE id = ?'),
    insert: db.prepare(
      'INSERT INTO entries (id, phase, title, title_sort, init, edit, doc) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    update: db.prepare(
      'UPDATE entries SET phase = ?, title = ?, title_sort = ?, init = ?, edit = ?, doc = ? WHERE seq = ?',
    ),
    clear: ['entry_types', 'entry_groups', 'entry_options', 'entry_values', 'entry_dates', 'geo_features'].map(
      (table) => db.prepare(`DELETE FROM ${table} WHERE entry_seq = ?`),
    ),
    clearFts: db.prepare('DELETE FROM entries_fts WHERE rowid = ?'),
    remove: db.prepare('DELETE FROM entries WHERE seq = ?'),
    type: db.prepare('INSERT OR IGNORE INTO entry_types (entry_seq, type_id) VALUES (?, ?)'),
    group: db.prepare('INSERT OR IGNORE INTO entry_groups (entry_seq, group_id) VALUES (?, ?)'),
    option: db.prepare('INSERT OR IGNORE INTO entry_options (entry_seq, element_id, option_id) VALUES (?, ?, ?)'),
    value: db.prepare('INSERT INTO entry_values (entry_seq, element_id, value) VALUES (?, ?, ?)'),
    date: db.prepare(
      'INSERT INTO entry_dates (entry_seq, element_id, start, end, start_day, end_day, phase) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    fts: db.prepare('INSERT INTO entries_fts (rowid, title, body) VALUES (?, ?, ?)'),
    geo: db.prepare('INSERT OR REPLACE INTO geo_features (id, entry_seq, doc) VALUES (?, ?, ?)'),
    priority: db.prepare(
      `UPDATE entries SET prioritized = EXISTS (
         SELECT 1 FROM entry_groups eg JOIN groups g ON g.id = eg.group_id
         WHERE eg.entry_seq = entries.seq AND g.prioritized = 1)
       WHERE seq = ?`,
    ),
  };
}

type EntryStatements = ReturnType<typeof statements>;
const cache = new WeakMap<Db, EntryStatements>();
function prepared(db: Db): EntryStatements {
  let s = cache.get(db);
  if (!s) cache.set(db, (s = statements(db)));
  return s;
}

/** Insert or replace one entry (by id) with all its side-table rows. Call inside a transaction for batches. */
export function upsertEntry(db: Db, entry: WireEntry): void {
  const s = prepared(db);
  const doc = asciiJson(JSON.stringify({ ...entry, score: undefined }));
  const title = entry.title ?? '';
  const existing = s.find.get(entry.id);
  let seq: number;
  if (existing) {
    seq = existing.seq;
    s.update.run(entry.phase, title, title.toLowerCase(), entry.date_time.init, entry.date_time.edit, doc, seq);
    for (const clear of s.clear) clear.run(seq);
    s.clearFts.run(seq);
  } else {
    const result = s.insert.run(entry.id, entry.phase, title, title.toLowerCase(), entry.date_time.init, entry.date_time.edit, doc);
    seq = Number(result.lastInsertRowid);
  }
  for (const type of entry.types ?? []) s.type.run(seq, type.id);
  for (const group of refIds(entry.groups)) s.group.run(seq, group);
  for (const element of entry.elements ?? []) {
    if (element.type === 'option' && Array.isArray(element.data)) {
      for (const option of element.data) if (option?.id) s.option.run(seq, element.id, option.id);
    }
    const value = scalarValue(element);
    if (value !== null) s.value.run(seq, element.id, value);
    for (const row of dateRows(element)) s.date.run(seq, element.id, row.start, row.end, row.startDay, row.endDay, entry.phase);
    if (element.type === 'geo' && element.data && Array.isArray(element.data.features)) {
      for (const feature of element.data.features) {
        if (feature?.id) s.geo.run(feature.id, seq, JSON.stringify({ ...feature, parent: element.data.id }));
      }
    }
  }
  s.fts.run(seq, title, searchBody(entry));
  s.priority.run(seq);
}

/** Remove one entry (by id) with all its side-table rows; false when there was none. */
export function removeEntry(db: Db, id: string): boolean {
  const s = prepared(db);
  const existing = s.find.get(id);
  if (!existing) return false;
  for (const clear of s.clear) clear.run(existing.seq);
  s.clearFts.run(existing.seq);
  s.remove.run(existing.seq);
  return true;
}

/** Recompute every entry's `prioritized` flag (after groups change). */
export function refreshPriorities(db: Db): void {
  db.prepare(
    `UPDATE entries SET prioritized = EXISTS (
       SELECT 1 FROM entry_groups eg JOIN groups g ON g.id = eg.group_id
       WHERE eg.entry_seq = entries.seq AND g.prioritized = 1)`,
  ).run();
}

export function allEntries(db: Db): WireEntry[] {
  return (db.prepare('SELECT doc FROM entries ORDER BY seq').all() as { doc: string }[]).map((r) => JSON.parse(r.doc));
}

/** Geo features (from stored geo elements) by id, in the order asked. */
export function geoFeaturesById(db: Db, ids: string[]): (WireGeoFeature & { parent?: string })[] {
  if (ids.length === 0) return [];
  const rows = db
    .prepare(`SELECT id, doc FROM geo_features WHERE id IN (${ids.map(() => '?').join(',')})`)
    .all(...ids) as { id: string; doc: string }[];
  const byId = new Map(rows.map((r) => [r.id, JSON.parse(r.doc)]));
  return ids.filter((id) => byId.has(id)).map((id) => byId.get(id));
}
