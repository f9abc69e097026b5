/**
 * The answers of search and upcoming-event queries at 10,000 entries (the bench's generator, a fixed clock) must stay
 * what they were when content-answers-at-scale.json was recorded: every page of every query, in order, with its scores and
 * highlights. A change that makes these queries faster must not change what they answer.
 *
 * Re-record only when an answer is meant to change: RECORD_ANSWERS=1 npx jest scripts/content-answers-at-scale
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { WireEntry } from '../content-client/wire';
// @ts-expect-error plain .mjs module of the benchmark suite
import { generateEntries } from '../tests/bench/lib/content-scale.mjs';
import { openDatabase, type Db } from '../content-service/store/db';
import { parseEntryQuery, queryEntries } from '../content-service/store/entry-query';
import { parseSearchQuery, searchEntries } from '../content-service/store/search';
import { readAllData, writeSeedData } from '../content-service/store/seed-load';
import { loadSampleSeed } from '../content-service/store/seed-source';

const FIXTURE = path.join(__dirname, 'content-answers-at-scale.json');
const NOW = Date.parse('2026-11-23T19:00:00Z');
const DAYS = ['2026-11-23', '2026-12-15', '2027-03-01'];
const upcoming = (day: string) => `type=event&element.event-datetime=${encodeURIComponent(`>=${day}`)}&order=time`;

/** `/entries` query strings; each is read page by page (limit 1000 unless the query sets its own page). */
function entryQueries(eventCategory: string): string[] {
  return [
    'search=lake&order=score',
    'search=lake',
    'search=mountain&order=score',
    'search=huckleberry%20season&order=score',
    'search=glac&order=score',
    'search=whitefish%20mountain%20resort&order=score',
    'search=lake&type=stay&order=score',
    'search=lake%20trail&type=stay,dine&order=score&limit=60&page=2',
    'search=mountain&type=!event,!stay&order=score',
    'search=ski&type=%2Bstay,dine&order=score',
    'search=ski&type=event,!stay&order=score&limit=10&page=4',
    'search=lake&order=score&limit=60&page=3',
    'search=summer&order=a-z',
    `search=music&${upcoming(DAYS[0])}`,
    ...DAYS.map(upcoming),
    `${upcoming(DAYS[0])}&limit=60&page=1`,
    `${upcoming(DAYS[0])}&limit=25&page=4`,
    `${upcoming(DAYS[1])}&category=${eventCategory}`,
    `${upcoming(DAYS[1])}&category=${eventCategory}&limit=10&page=2`,
    `${upcoming(DAYS[0])}&phase=4`,
    `${upcoming(DAYS[2])}&group=featured`,
    'type=event&order=time&limit=60&page=2',
  ];
}

/** `/search` query strings, read the same way. */
const SEARCH_QUERIES = ['q=lake', 'q=lake%20trail', 'q=glacier%20national%20park', 'q=ski&type=stay', `q=festival&upcoming.event-datetime=${DAYS[1]}`];

interface Answer {
  total: number;
  count: number;
  first: number[];
  sha256: string;
}

async function buildDatabase(dir: string): Promise<{ db: Db; indexOf: Map<string, number>; eventCategory: string }> {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  // As the bench: the sample seed as stored (export shape), plus 10,000 entries cloned from it.
  const seedDb = openDatabase(path.join(dir, 'seed'));
  writeSeedData(seedDb, (await loadSampleSeed(new Date(NOW)))!);
  const seed = readAllData(seedDb);
  seedDb.close();
  const entries: WireEntry[] = [...seed.entries, ...generateEntries(seed, 10_000)];
  jest.restoreAllMocks();
  const db = openDatabase(path.join(dir, 'large'));
  writeSeedData(db, { ...seed, entries });
  const event = entries.find((e) => e.types[0]?.id === 'event' && e.elements.some((el) => el.id === 'category' && Array.isArray(el.data)));
  const category = event?.elements.find((el) => el.id === 'category')?.data as { id: string }[];
  return { db, indexOf: new Map(entries.map((e, i) => [e.id, i])), eventCategory: category[0].id };
}

/** Every page of a query: entries by their position in the import (ids are random), with score and highlight. */
function answerOf(read: (params: URLSearchParams) => { docs: (string | Buffer)[]; total: number }, qs: string, indexOf: Map<string, number>): Answer {
  const params = new URLSearchParams(qs);
  const paged = params.has('page');
  if (!paged) params.set('limit', '1000');
  const lines: string[] = [];
  const first: number[] = [];
  let total = -1;
  for (let page = paged ? Number(params.get('page')) : 1; ; page++) {
    params.set('page', String(page));
    const result = read(params);
    if (total === -1) total = result.total;
    expect(result.total).toBe(total);
    for (const raw of result.docs) {
      const doc = JSON.parse(raw.toString()) as { id: string; score?: number; highlight?: unknown };
      const index = indexOf.get(doc.id)!;
      if (first.length < 10) first.push(index);
      lines.push(JSON.stringify([index, doc.score ?? null, doc.highlight ?? null]));
    }
    if (paged || result.docs.length === 0) break;
  }
  return { total, count: lines.length, first, sha256: createHash('sha256').update(lines.join('\n')).digest('hex') };
}

describe('search and upcoming events at 10,000 entries', () => {
  let dir: string;
  let db: Db;
  let indexOf: Map<string, number>;
  let eventCategory: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wf-answers-'));
    ({ db, indexOf, eventCategory } = await buildDatabase(dir));
  }, 120_000);

  afterAll(() => {
    db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers every query exactly as recorded', () => {
    const answers: Record<string, Answer> = {};
    for (const qs of entryQueries(eventCategory)) {
      answers[`/entries?${qs}`] = answerOf((p) => queryEntries(db, parseEntryQuery(p)), qs, indexOf);
    }
    for (const qs of SEARCH_QUERIES) {
      answers[`/search?${qs}`] = answerOf((p) => searchEntries(db, parseSearchQuery(p)), qs, indexOf);
    }
    if (process.env.RECORD_ANSWERS === '1') fs.writeFileSync(FIXTURE, `${JSON.stringify(answers, null, 1)}\n`);
    const recorded = JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as Record<string, Answer>;
    expect(answers).toEqual(recorded);
    // The recorded answers are not trivially empty: the queries find something.
    expect(recorded['/entries?search=lake&order=score'].count).toBeGreaterThan(5000);
    expect(recorded[`/entries?${upcoming(DAYS[0])}`].count).toBeGreaterThan(1000);
  }, 120_000);
});
