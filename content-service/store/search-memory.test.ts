import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { WireEntry } from '../../content-client/wire';
import { openDatabase, type Db } from './db';
import { refreshPriorities, upsertEntry } from './entries';
import { upsertGroup } from './groups';
import { parseSearchQuery, searchEntries, searchWithSql } from './search';
import type { SearchPage } from './search-query';
import { searchInMemory } from './search-memory';
import { readAllData, writeSeedData } from './seed-load';
import { loadSampleSeed } from './seed-source';

const NOW = new Date('2026-11-23T19:00:00Z');

/** Queries over the sample seed: one word, phrases, prefixes, filters, phases, limits and pages (past the end too). */
const QUERIES = [
  'q=lake',
  'q=whitefish%20lake',
  'q=lake%20whitefish',
  'q=whitefish%20mountain%20resort',
  'q=glac',
  'q=w%20l',
  'q=the',
  'q=ski&type=stay',
  'q=lake&type=!contact,!section',
  'q=lake&type=stay,dine',
  'q=lake&type=%2Bstay,dine',
  'q=lake&type=nosuchtype',
  'q=lake&type=!nosuchtype',
  'q=festival&upcoming.event-datetime=2026-11-23',
  'q=festival&upcoming.event-datetime=2027-06-01',
  'q=music&upcoming.event-datetime=2026-12-15&upcoming.nosuchelement=2026-12-15',
  'q=lake&phase=1,2,3,4',
  'q=lake&phase=2',
  'q=lake&limit=3&page=2',
  'q=lake&limit=1000&page=2',
  'q=lake&limit=5&page=9999',
  'q=zzzzzz',
];

function page(db: Db, qs: string, read: typeof searchEntries = searchEntries): SearchPage {
  return read(db, parseSearchQuery(new URLSearchParams(qs)));
}

function titles(result: SearchPage): string[] {
  return result.docs.map((doc) => (JSON.parse(doc) as { title: string }).title);
}

/** The in-memory answer (it must answer) equals the SQL path's, page by page, with limit 1 and 7 and the default. */
function expectSameAsSql(db: Db, qs: string): void {
  for (const limit of ['', '&limit=1', '&limit=7']) {
    for (let p = 1; ; p++) {
      const query = `${qs}${limit}${qs.includes('page=') ? '' : `&page=${p}`}`;
      const memory = searchInMemory(db, parseSearchQuery(new URLSearchParams(query)));
      expect(memory).not.toBeNull();
      expect({ query, ...memory }).toEqual({ query, ...page(db, query, searchWithSql) });
      if (qs.includes('page=') || memory!.docs.length === 0) break;
    }
  }
}

function entry(base: WireEntry, id: string, changes: Partial<WireEntry>): WireEntry {
  return { ...base, id, ...changes };
}

describe('site search from the in-memory index', () => {
  let dir: string;
  let db: Db;
  let seedEntries: WireEntry[];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wf-search-memory-'));
    db = openDatabase(dir);
    writeSeedData(db, (await loadSampleSeed(NOW))!);
    seedEntries = readAllData(db).entries;
  });

  afterAll(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers every query exactly as the SQL path does: order, totals, scores, highlights and snippets', () => {
    for (const qs of QUERIES) expectSameAsSql(db, qs);
    // The queries find something, and the filters leave things out.
    expect(page(db, 'q=lake').total).toBeGreaterThan(10);
    expect(page(db, 'q=lake&type=stay,dine').total).toBeLessThan(page(db, 'q=lake').total);
    expect(page(db, 'q=lake').docs.every((doc) => JSON.parse(doc).highlight.title !== undefined)).toBe(true);
  });

  it('leaves highlights out when asked to, on both paths, and answers the same hits', () => {
    for (const qs of ['q=lake', 'q=lake+view&type=stay,dine', 'q=huckleberry&limit=2&page=2']) {
      expectSameAsSql(db, `${qs}&highlight=false`);
      const plain = page(db, `${qs}&highlight=false`);
      const marked = page(db, qs);
      const withoutHighlight = (doc: string) => ({ ...JSON.parse(doc), highlight: undefined });
      expect(plain.docs.map((doc) => JSON.parse(doc).highlight)).toEqual(plain.docs.map(() => undefined));
      expect(plain.docs.map(withoutHighlight)).toEqual(marked.docs.map(withoutHighlight));
      expect(plain.total).toBe(marked.total);
    }
  });

  it('breaks ties as SQL does: same tier, edit, rank and title fall back to the order of insertion', () => {
    const base = seedEntries.find((e) => e.title.toLowerCase().includes('lake'))!;
    const twin = (n: number, title: string) =>
      entry(base, `0f000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`, {
        title,
        groups: [],
        date_time: { init: '2020-01-01T00:00:00Z', edit: '2020-01-01T00:00:00Z' },
      });
    upsertEntry(db, twin(1, 'Quokka Lake Cabin'));
    upsertEntry(db, twin(2, 'quokka lake cabin'));
    upsertEntry(db, twin(3, 'Quokka Lake Cabin'));
    upsertEntry(db, twin(4, 'Cabin on Quokka Lake'));
    expectSameAsSql(db, 'q=quokka');
    expectSameAsSql(db, 'q=quokka%20lake');
    expect(titles(page(db, 'q=quokka%20lake'))).toEqual(['Quokka Lake Cabin', 'quokka lake cabin', 'Quokka Lake Cabin', 'Cabin on Quokka Lake']);
  });

  it('follows a group turned prioritized without any entry write', () => {
    const members = seedEntries.filter((e) => e.groups.includes('spotlight') && e.phase === 4);
    const word = 'whitefish';
    const before = titles(page(db, `q=${word}&limit=1000`));
    expect(members.length).toBeGreaterThan(0);
    upsertGroup(db, { id: 'spotlight', name: 'Spotlight', prioritized: true });
    refreshPriorities(db);
    try {
      expectSameAsSql(db, `q=${word}`);
      const after = titles(page(db, `q=${word}&limit=1000`));
      expect(after).not.toEqual(before);
    } finally {
      upsertGroup(db, { id: 'spotlight', name: 'Spotlight', prioritized: false });
      refreshPriorities(db);
    }
    expect(titles(page(db, `q=${word}&limit=1000`))).toEqual(before);
  });

  it('follows an entry edit: new title, type, dates and phase rebuild what it is found and filtered by', () => {
    const event = seedEntries.find((e) => e.types[0]?.id === 'event' && e.phase === 4 && e.elements.some((el) => el.id === 'event-datetime'))!;
    const id = '0f000000-0000-4000-8000-000000000199';
    upsertEntry(db, entry(event, id, { title: 'Wombat Lake Regatta' }));
    expect(titles(page(db, 'q=wombat'))).toEqual(['Wombat Lake Regatta']);
    upsertEntry(db, entry(event, id, { title: 'Wombat Lake Regatta', types: [{ id: 'stay', name: 'Stay' }] }));
    expect(page(db, 'q=wombat&type=event').total).toBe(0);
    expect(page(db, 'q=wombat&type=stay').total).toBe(1);
    const past = event.elements.map((el) =>
      el.id === 'event-datetime' ? { ...el, data: [['2020-06-01T18:00:00Z', '2020-06-01T20:00:00Z']] } : el,
    ) as WireEntry['elements'];
    upsertEntry(db, entry(event, id, { title: 'Wombat Lake Regatta', elements: past }));
    expect(page(db, 'q=wombat&upcoming.event-datetime=2026-11-23').total).toBe(0);
    expect(page(db, 'q=wombat&upcoming.event-datetime=2020-06-01').total).toBe(1);
    upsertEntry(db, entry(event, id, { title: 'Wombat Lake Regatta', phase: 1 }));
    expect(page(db, 'q=wombat').total).toBe(0);
    expect(page(db, 'q=wombat&phase=1').total).toBe(1);
    for (const qs of ['q=wombat%20lake&phase=1,4', 'q=lake&phase=1,4', 'q=lake&upcoming.event-datetime=2026-11-23']) expectSameAsSql(db, qs);
  });

  it('follows a write by another connection (an import while the service runs)', () => {
    const base = seedEntries.find((e) => e.phase === 4 && e.types[0]?.id === 'stay')!;
    expect(page(db, 'q=platypus').total).toBe(0);
    const other = openDatabase(dir);
    upsertEntry(other, entry(base, '0f000000-0000-4000-8000-000000000197', { title: 'Platypus Lake Lodge', types: [{ id: 'dine', name: 'Dine' }] }));
    other.close();
    expect(titles(page(db, 'q=platypus&type=dine'))).toEqual(['Platypus Lake Lodge']);
    expect(page(db, 'q=platypus&type=stay').total).toBe(0);
    expectSameAsSql(db, 'q=platypus%20lake');
  });

  it('marks the words in titles and snippets as FTS5 does, escaping everything else', () => {
    const base = seedEntries.find((e) => e.phase === 4)!;
    const body = `${'Intro words here. '.repeat(30)}The <b>numbat</b> & "numbats" meet at the numbat-lake shore. ${'Closing words there. '.repeat(30)}`;
    upsertEntry(
      db,
      entry(base, '0f000000-0000-4000-8000-000000000198', {
        title: 'Numbat <Lodge> & Numbatorium',
        elements: [{ id: 'body', name: 'Body', type: 'text', preferences: { iana_type: 'text/plain' }, data: body }] as WireEntry['elements'],
      }),
    );
    const [hit] = page(db, 'q=numbat').docs.map((doc) => JSON.parse(doc) as { highlight: { title: string; snippet: string } });
    expect(hit.highlight.title).toBe('<b>Numbat</b> &lt;Lodge&gt; &amp; <b>Numbatorium</b>');
    expect(hit.highlight.snippet).toContain('<b>numbat</b>');
    expect(hit.highlight.snippet.startsWith('…')).toBe(true);
    for (const qs of ['q=numbat', 'q=numbat%20lake', 'q=numbat%20shore', 'q=the%20numbat']) expectSameAsSql(db, qs);
  });

  it('leaves to SQL what the index cannot answer exactly, with the same answers', () => {
    expect(searchInMemory(db, parseSearchQuery(new URLSearchParams('q=caf%C3%A9')))).toBeNull();
    expect(page(db, 'q=caf%C3%A9')).toEqual(page(db, 'q=caf%C3%A9', searchWithSql));
    db.transaction(() => {
      expect(searchInMemory(db, parseSearchQuery(new URLSearchParams('q=lake')))).toBeNull();
      expect(page(db, 'q=lake').total).toBeGreaterThan(0);
    })();
  });
});
