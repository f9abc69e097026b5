import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listOfDocs } from '../http/answer';
import { buildFixture, FIXTURE_IDS as ID } from '../seed/fixture';
import { asciiJson } from './ascii-json';
import { openDatabase } from './db';
import { parseEntryQuery, queryEntries } from './entry-query';
import { readAllData, writeSeedData } from './seed-load';

const isAscii = (text: string | Buffer) => /^[\x00-\x7f]*$/.test(text.toString());

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-ascii-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('asciiJson: the same JSON value in ASCII bytes (accents, dashes, emoji, lone surrogates)', () => {
  const value = { title: 'Café — Crème brûlée 🍰', body: 'line\nbreak "quoted" \\ \u2028', lone: '\ud800', n: 1.5, ok: true };
  const json = asciiJson(JSON.stringify(value));
  expect(isAscii(json)).toBe(true);
  expect(JSON.parse(json)).toEqual(value);
  expect(json).toContain('Caf\\u00e9 \\u2014');
  expect(json).toContain('\\ud83c\\udf70');
});

test('entries are stored and served as ASCII JSON; export gives back the same text', () => {
  const data = buildFixture(new Date());
  const cafe = data.entries.find((e) => e.id === ID.cafe)!;
  cafe.title = 'Café Crème — Whitefish';
  const db = openDatabase(path.join(dir, 'stored'));
  writeSeedData(db, data);
  const page = queryEntries(db, parseEntryQuery(new URLSearchParams(`id=${ID.cafe}`)));
  const body = listOfDocs(page.docs, page.total).body;
  expect(isAscii(body)).toBe(true);
  expect(JSON.parse(body.toString()).data.index[0].title).toBe('Café Crème — Whitefish');
  expect(readAllData(db).entries.find((e) => e.id === ID.cafe)!.title).toBe('Café Crème — Whitefish');
  db.close();
});

test('migration 4 rewrites documents stored before it as ASCII JSON', () => {
  const dataDir = path.join(dir, 'migrated');
  const db = openDatabase(dataDir);
  writeSeedData(db, buildFixture(new Date()));
  db.prepare('UPDATE entries SET doc = ? WHERE id = ?').run(JSON.stringify({ id: ID.lodge, title: 'Lodge — été' }), ID.lodge);
  db.prepare('UPDATE contacts SET doc = ? WHERE seq = 1').run(JSON.stringify({ id: 'c', organization: 'Café' }));
  // back to the schema before migration 4 (5's date-row phases, 6's idempotency digests, 7's users and files undone)
  db.exec('DROP TABLE users; DROP TABLE user_tokens; DROP TABLE files; DROP TABLE file_bytes');
  db.exec('ALTER TABLE form_idempotency DROP COLUMN request');
  db.exec('DROP INDEX entry_dates_upcoming; ALTER TABLE entry_dates DROP COLUMN phase');
  db.exec('CREATE INDEX entry_dates_from ON entry_dates (element_id, end_day, entry_seq, start)');
  db.pragma('user_version = 3');
  db.close();
  const reopened = openDatabase(dataDir);
  const entryDoc = reopened.prepare('SELECT doc FROM entries WHERE id = ?').pluck().get(ID.lodge) as string;
  const contactDoc = reopened.prepare('SELECT doc FROM contacts WHERE seq = 1').pluck().get() as string;
  expect(entryDoc).toBe('{"id":"' + ID.lodge + '","title":"Lodge \\u2014 \\u00e9t\\u00e9"}');
  expect(JSON.parse(contactDoc)).toEqual({ id: 'c', organization: 'Café' });
  expect(isAscii(contactDoc)).toBe(true);
  reopened.close();
});
