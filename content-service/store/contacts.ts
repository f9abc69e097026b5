import type { WireContact } from '../../content-client/wire';
import { asciiJson } from './ascii-json';
import type { Db } from './db';
import type { IdFilter, Page } from './list-params';

export function upsertContact(db: Db, contact: WireContact): void {
  db.prepare('INSERT INTO contacts (id, doc) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET doc = excluded.doc').run(
    contact.id,
    asciiJson(JSON.stringify(contact)),
  );
}

export function queryContacts(db: Db, ids: IdFilter | null, page: Page): { docs: string[]; total: number } {
  const clauses: string[] = [];
  const values: unknown[] = [];
  if (ids?.include.length) {
    clauses.push(`id IN (${ids.include.map(() => '?').join(',')})`);
    values.push(...ids.include);
  }
  if (ids?.exclude.length) {
    clauses.push(`id NOT IN (${ids.exclude.map(() => '?').join(',')})`);
    values.push(...ids.exclude);
  }
  const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM contacts ${where}`).get(...values) as { n: number }).n;
  const docs = (
    db
      .prepare(`SELECT doc FROM contacts ${where} ORDER BY seq LIMIT ? OFFSET ?`)
      .all(...values, page.limit, (page.page - 1) * page.limit) as { doc: string }[]
  ).map((r) => r.doc);
  return { docs, total };
}

export function allContacts(db: Db): WireContact[] {
  return (db.prepare('SELECT doc FROM contacts ORDER BY seq').all() as { doc: string }[]).map((r) => JSON.parse(r.doc));
}
