import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFixture, FIXTURE_IDS } from '../seed/fixture';
import { openDatabase, type Db } from './db';
import { removeEntry, upsertEntry } from './entries';
import { parseEntryQuery, queryEntries } from './entry-query';
import { rankedMatches } from './search-rank';
import { writeSeedData } from './seed-load';

const NOW = new Date('2026-11-23T19:00:00Z');
const KEYWORDS = [['lake'], ['whitefish'], ['whitefish', 'lake'], ['w'], ['fest', 'huckle'], ['nothing']];

/** FTS5's own matches and bm25 ranks, by seq. */
function ftsRanks(db: Db, keywords: string[]): Map<number, number> {
  const match = keywords.map((k) => `"${k}"*`).join(' AND ');
  const rows = db.prepare('SELECT rowid AS seq, bm25(entries_fts, 10.0, 1.0) AS rank FROM entries_fts WHERE entries_fts MATCH ?').all(match) as {
    seq: number;
    rank: number;
  }[];
  return new Map(rows.map((r) => [r.seq, r.rank]));
}

function memoryRanks(db: Db, keywords: string[]): Map<number, number> {
  const matches = rankedMatches(db, keywords)!;
  return new Map(Array.from(matches.docs, (doc, m) => [doc, matches.rankOf(m)]));
}

/** A list's search as the site asks it: keys alone (documents cut down to fields, kept between searches). */
function keysFound(db: Db, order: string, data = 'id,title'): Record<string, unknown>[] {
  const page = queryEntries(db, parseEntryQuery(new URLSearchParams({ search: 'lake', order, data })));
  return page.docs.map((doc) => JSON.parse(doc.toString()) as Record<string, unknown>);
}

function titlesFound(db: Db, search: string): string[] {
  const page = queryEntries(db, parseEntryQuery(new URLSearchParams({ search, order: 'score' })));
  return page.docs.map((doc) => (JSON.parse(doc.toString()) as { title: string }).title);
}

describe('search ranks from the in-memory index', () => {
  let dir: string;
  let db: Db;
  const fixture = buildFixture(NOW);
  const lodge = fixture.entries.find((e) => e.id === FIXTURE_IDS.lodge)!;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wf-search-rank-'));
    db = openDatabase(dir);
    writeSeedData(db, fixture);
  });

  afterEach(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('finds the same matches as FTS5 with bit-identical bm25 ranks', () => {
    for (const keywords of KEYWORDS) expect(memoryRanks(db, keywords)).toEqual(ftsRanks(db, keywords));
    expect(memoryRanks(db, ['lake']).size).toBeGreaterThan(0);
  });

  it('follows every change of an entry: new, edited, unpublished', () => {
    expect(titlesFound(db, 'lake')).toContain('Lodge at Whitefish Lake');
    upsertEntry(db, { ...lodge, id: '0f000000-0000-4000-8000-0000000000ee', title: 'Lakeview Lake Cabins' });
    expect(titlesFound(db, 'lake')[0]).toBe('Lakeview Lake Cabins');
    upsertEntry(db, { ...lodge, title: 'Lodge at Zanzibar Lake' });
    expect(titlesFound(db, 'zanzibar')).toEqual(['Lodge at Zanzibar Lake']);
    upsertEntry(db, { ...lodge, title: 'Lodge at Whitefish Lake' });
    expect(titlesFound(db, 'zanzibar')).toEqual([]);
    upsertEntry(db, { ...lodge, phase: 0 });
    expect(titlesFound(db, 'lake')).not.toContain('Lodge at Whitefish Lake');
    for (const keywords of KEYWORDS) expect(memoryRanks(db, keywords)).toEqual(ftsRanks(db, keywords));
  });

  it.each(['score', 'priority'])('shows an edit and a removal in the next search of keys alone (order=%s)', (order) => {
    const titleOf = (id: string) => keysFound(db, order).find((doc) => doc.id === id)?.title;
    expect(titleOf(lodge.id)).toBe(lodge.title);
    upsertEntry(db, { ...lodge, title: 'Lodge at Whitefish Lake, renamed' });
    expect(titleOf(lodge.id)).toBe('Lodge at Whitefish Lake, renamed');
    removeEntry(db, lodge.id);
    expect(keysFound(db, order).map((doc) => doc.id)).not.toContain(lodge.id);
  });

  it('keeps documents cut to other fields apart, however many sets of fields are asked for', () => {
    const withTitle = keysFound(db, 'score');
    const sets = ['id', 'title', 'id,phase', 'phase', 'title,id', 'groups', 'id'];
    for (const data of sets) expect(keysFound(db, 'score', data).map(Object.keys)).toEqual(withTitle.map(() => ['score', ...data.split(',')]));
  });

  it('follows changes written by another connection (an import while the service runs)', () => {
    expect(titlesFound(db, 'carousel')).toEqual([]);
    const other = openDatabase(dir);
    upsertEntry(other, { ...lodge, id: '0f000000-0000-4000-8000-0000000000ef', title: 'Carousel Lake Lodge' });
    other.close();
    expect(titlesFound(db, 'carousel')).toEqual(['Carousel Lake Lodge']);
  });

  it('leaves to FTS5 what it cannot answer exactly: keywords beyond ASCII, searches inside a write', () => {
    expect(rankedMatches(db, ['café'])).toBeNull();
    db.transaction(() => {
      upsertEntry(db, { ...lodge, id: '0f000000-0000-4000-8000-0000000000f0', title: 'Pending Lake Yurt' });
      expect(rankedMatches(db, ['lake'])).toBeNull();
      expect(titlesFound(db, 'yurt')).toEqual(['Pending Lake Yurt']);
    })();
  });
});
