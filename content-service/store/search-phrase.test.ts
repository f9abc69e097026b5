import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from './db';
import { ftsPhrase, ftsTitlePhrase } from './search-match';
import { phraseMatches } from './search-phrase';
import { rankedMatches } from './search-rank';
import { writeSeedData } from './seed-load';
import { loadSampleSeed } from './seed-source';

const KEYWORDS = [
  ['whitefish', 'lake'],
  ['lake', 'whitefish'],
  ['whitefish', 'mountain', 'resort'],
  ['glacier', 'national', 'park'],
  ['w', 'l'],
  ['the', 'lake'],
  ['lake', 'l'],
  ['a', 'b', 'c'],
];

/** FTS5's own phrase matches, by seq. */
function ftsSeqs(db: Db, match: string): number[] {
  return (db.prepare('SELECT rowid FROM entries_fts WHERE entries_fts MATCH ?').pluck().all(match) as number[]).sort((a, b) => a - b);
}

describe('phrase matches from the in-memory index', () => {
  let dir: string;
  let db: Db;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wf-search-phrase-'));
    db = openDatabase(dir);
    writeSeedData(db, (await loadSampleSeed(new Date('2026-11-23T19:00:00Z')))!);
  });

  afterAll(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('finds the docs FTS5 finds for the phrase in the title and anywhere', () => {
    let found = 0;
    for (const keywords of KEYWORDS) {
      const matches = rankedMatches(db, keywords)!;
      const phrase = phraseMatches(matches);
      const pick = (flags: Uint8Array) => [...matches.docs].filter((_, m) => flags[m] === 1).sort((a, b) => a - b);
      expect({ keywords, inTitle: pick(phrase.inTitle) }).toEqual({ keywords, inTitle: ftsSeqs(db, ftsTitlePhrase(keywords)) });
      expect({ keywords, anywhere: pick(phrase.anywhere) }).toEqual({ keywords, anywhere: ftsSeqs(db, ftsPhrase(keywords)) });
      found += pick(phrase.inTitle).length;
    }
    expect(found).toBeGreaterThan(0);
  });
});
