import type { WireGeoFeatureType } from '../../content-client/wire';
import type { Db } from './db';
import type { SeedGroup } from './seed-data';

export interface GroupAnswer {
  id: string;
  name: string;
  /** Whether its entries sort first under `order=priority` (a copy of the store needs it to order alike). */
  prioritized: boolean;
  entities: string[];
}

export function upsertGroup(db: Db, group: SeedGroup): void {
  db.prepare(
    'INSERT INTO groups (id, name, prioritized) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET name = excluded.name, prioritized = excluded.prioritized',
  ).run(group.id, group.name, group.prioritized ? 1 : 0);
}

export function allGroups(db: Db): SeedGroup[] {
  return (db.prepare('SELECT id, name, prioritized FROM groups ORDER BY id').all() as {
    id: string;
    name: string;
    prioritized: number;
  }[]).map((g) => ({ id: g.id, name: g.name, prioritized: g.prioritized === 1 }));
}

/** Groups (all, or by id) with the ids of their non-deleted member entries, in priority/title order. */
export function queryGroups(db: Db, ids: string[] | null): GroupAnswer[] {
  type Row = { id: string; name: string; prioritized: number };
  const groups = ids
    ? (db.prepare(`SELECT id, name, prioritized FROM groups WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids) as Row[])
    : (db.prepare('SELECT id, name, prioritized FROM groups ORDER BY id').all() as Row[]);
  const members = db.prepare<[string], { id: string }>(
    `SELECT e.id FROM entry_groups eg JOIN entries e ON e.seq = eg.entry_seq
     WHERE eg.group_id = ? AND e.phase <> 0 ORDER BY e.title_sort, e.id`,
  );
  const answers = groups.map((g) => ({ id: g.id, name: g.name, prioritized: g.prioritized === 1, entities: members.all(g.id).map((m) => m.id) }));
  if (!ids) return answers;
  const byId = new Map(answers.map((a) => [a.id, a]));
  return ids.filter((id) => byId.has(id)).map((id) => byId.get(id)!);
}

export function upsertFeatureType(db: Db, type: WireGeoFeatureType): void {
  db.prepare('INSERT INTO feature_types (id, doc) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET doc = excluded.doc').run(
    type.id,
    JSON.stringify(type),
  );
}

export function allFeatureTypes(db: Db): WireGeoFeatureType[] {
  return (db.prepare('SELECT doc FROM feature_types ORDER BY seq').all() as { doc: string }[]).map((r) => JSON.parse(r.doc));
}
