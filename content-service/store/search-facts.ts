/**
 * What `/search` filters and orders by, per entry seq, read once per build of the in-memory search index
 * (search-rank.ts): types, the latest end day per date element, and the entry's place by `edit` and by
 * (`title_sort`, `seq`). Every write of an entry (upsertEntry) rewrites its FTS row together with its types, dates, edit
 * and title, so the index's rebuild on an FTS change keeps these in step. `prioritized` is not in step (a group
 * change updates it without touching the FTS row) and is read per query instead.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { Db } from './db';
import type { IdFilter } from './list-params';

export interface SearchFacts {
  /** type id → 1 by seq for the entries of that type */
  types: Map<string, Uint8Array>;
  /** date element id → the latest end day (YYYY-MM-DD) of the entry's dates in it, by seq; undefined: no dates */
  lastEnd: Map<string, (string | undefined)[]>;
  /** dense rank of `edit` (0 = oldest) by seq, in SQLite's order (BINARY); `editRanks` of them in all */
  editRank: Int32Array;
  editRanks: number;
  /** place of each seq in `ORDER BY title_sort, seq` (SQLite's order), and the seq at each place */
  titlePlace: Int32Array;
  seqByTitlePlace: Int32Array;
}

const factsByGeneration = new WeakMap<object, SearchFacts>();

function editRanks(db: Db, size: number): { editRank: Int32Array; editRanks: number } {
  const editRank = new Int32Array(size);
  let editRanks = 0;
  for (const [seq, rank] of db.prepare('SELECT seq, DENSE_RANK() OVER (ORDER BY edit) - 1 FROM entries').raw().iterate() as Iterable<[number, number]>) {
    if (seq < size) editRank[seq] = rank;
    editRanks = Math.max(editRanks, rank + 1);
  }
  return { editRank, editRanks };
}

function titlePlaces(db: Db, size: number): { titlePlace: Int32Array; seqByTitlePlace: Int32Array } {
  const seqs = db.prepare('SELECT seq FROM entries ORDER BY title_sort, seq').pluck().all() as number[];
  const titlePlace = new Int32Array(size);
  seqs.forEach((seq, place) => {
    if (seq < size) titlePlace[seq] = place;
  });
  return { titlePlace, seqByTitlePlace: Int32Array.from(seqs) };
}

function build(db: Db): SearchFacts {
  const size = (db.prepare('SELECT IFNULL(MAX(seq), 0) + 1 AS n FROM entries').get() as { n: number }).n;
  const types = new Map<string, Uint8Array>();
  for (const [seq, typeId] of db.prepare('SELECT entry_seq, type_id FROM entry_types').raw().iterate() as Iterable<[number, string]>) {
    let members = types.get(typeId);
    if (!members) types.set(typeId, (members = new Uint8Array(size)));
    if (seq < size) members[seq] = 1;
  }
  const lastEnd = new Map<string, (string | undefined)[]>();
  const ends = db.prepare('SELECT entry_seq, element_id, MAX(end_day) FROM entry_dates GROUP BY entry_seq, element_id').raw().iterate();
  for (const [seq, elementId, day] of ends as Iterable<[number, string, string]>) {
    let days = lastEnd.get(elementId);
    if (!days) lastEnd.set(elementId, (days = new Array<string | undefined>(size)));
    if (seq < size) days[seq] = day;
  }
  return { types, lastEnd, ...editRanks(db, size), ...titlePlaces(db, size) };
}

/** The facts for one build of the search index (`RankedMatches.generation`), read on first use. */
export function searchFacts(db: Db, generation: object): SearchFacts {
  let facts = factsByGeneration.get(generation);
  if (!facts) factsByGeneration.set(generation, (facts = build(db)));
  return facts;
}

const prioritizedStatements = new WeakMap<Db, BetterSqlite3.Statement<number[]>>();

/**
 * 1 by seq for prioritized entries in the phases asked for (at most the five phases; a shorter list is padded with
 * its first). Read per query, not kept with the facts: a group change updates it alone.
 */
export function prioritizedSeqs(db: Db, phases: number[], size: number): Uint8Array {
  let statement = prioritizedStatements.get(db);
  if (!statement) {
    statement = db.prepare<number[]>('SELECT seq FROM entries WHERE phase IN (?, ?, ?, ?, ?) AND prioritized = 1').pluck();
    prioritizedStatements.set(db, statement);
  }
  const flags = new Uint8Array(size);
  const five = [0, 1, 2, 3, 4].map((i) => phases[i] ?? phases[0]);
  for (const seq of statement.all(...five) as number[]) if (seq < size) flags[seq] = 1;
  return flags;
}

/** A `type=` filter over the facts' type membership: the entries it keeps, by seq. */
interface TypeTest {
  include: Uint8Array[];
  exclude: Uint8Array[];
  all: boolean;
}

function typeTest(facts: SearchFacts, types: IdFilter | null): TypeTest {
  const none = new Uint8Array(0);
  const sets = (ids: string[]) => ids.map((id) => facts.types.get(id) ?? none);
  return { include: sets(types?.include ?? []), exclude: sets(types?.exclude ?? []), all: types?.all ?? false };
}

function holdsAny(sets: Uint8Array[], seq: number): boolean {
  for (const set of sets) if (set[seq] === 1) return true;
  return false;
}

function holdsAll(sets: Uint8Array[], seq: number): boolean {
  for (const set of sets) if (set[seq] !== 1) return false;
  return true;
}

/** Masks kept per facts (index build): the few filters the site asks, each 1 byte per entry. */
const KEPT_MASKS = 8;
const masksByFacts = new WeakMap<SearchFacts, Map<string, Uint8Array>>();

/** 1 by seq where the entry (its phase from `phaseOf`) passes the phases, the types and every `upcoming` filter. */
function filterMask(phaseOf: Int8Array, facts: SearchFacts, phases: number[], types: IdFilter | null, upcoming: { elementId: string; day: string }[]): Uint8Array {
  const inPhase = new Uint8Array(5);
  for (const p of phases) inPhase[p] = 1;
  const test = typeTest(facts, types);
  const ends = upcoming.map(({ elementId }) => facts.lastEnd.get(elementId) ?? []);
  const mask = new Uint8Array(phaseOf.length);
  for (let seq = 0; seq < phaseOf.length; seq++) {
    const phase = phaseOf[seq];
    if (phase < 0 || !inPhase[phase] || !passesTypes(test, seq)) continue;
    let current = true;
    for (let u = 0; u < ends.length && current; u++) {
      const last = ends[u][seq];
      current = last === undefined || last >= upcoming[u].day;
    }
    if (current) mask[seq] = 1;
  }
  return mask;
}

/**
 * Indexes of the matches whose entry is in one of `phases`, passes `types`, and for each `upcoming` filter has no
 * dates in that element or one ending on or after the day (text order, as SQL compares them). The filter is a mask
 * over every entry, made once per index build and filter: a search then tests each of its matches with one read
 * (its 25,000 matches at 100,000 entries took 1.3 ms through the tests themselves).
 */
export function keptMatches(
  matches: { docs: Int32Array; generation: { phase: Int8Array } },
  facts: SearchFacts,
  phases: number[],
  types: IdFilter | null,
  upcoming: { elementId: string; day: string }[] = [],
): Int32Array {
  let masks = masksByFacts.get(facts);
  if (!masks) masksByFacts.set(facts, (masks = new Map()));
  const key = JSON.stringify([phases, types, upcoming]);
  let mask = masks.get(key);
  if (mask) masks.delete(key);
  else mask = filterMask(matches.generation.phase, facts, phases, types, upcoming);
  masks.set(key, mask);
  if (masks.size > KEPT_MASKS) masks.delete(masks.keys().next().value!);
  const { docs } = matches;
  const kept = new Int32Array(docs.length);
  let count = 0;
  for (let m = 0; m < docs.length; m++) if (mask[docs[m]] === 1) kept[count++] = m;
  return kept.subarray(0, count);
}

/** Whether the entry `seq` passes the filter (an unknown type id has no members). */
function passesTypes(test: TypeTest, seq: number): boolean {
  if (test.include.length && !(test.all ? holdsAll(test.include, seq) : holdsAny(test.include, seq))) return false;
  return !(test.exclude.length && holdsAny(test.exclude, seq));
}
