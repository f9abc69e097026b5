/**
 * `/entries?search=` matches with their bm25 rank, computed from an in-memory copy of the FTS5 index instead of by
 * FTS5's `bm25()`, which re-reads every match's position lists and size record (4.5 ms for the 6,100 matches of
 * "lake" at 10,000 entries; this takes ~0.3 ms). The numbers are FTS5's own: the same formula in the same order of
 * floating-point operations (sqlite's fts5_aux.c, `fts5Bm25Function`), the same counts (read from the index through
 * `fts5vocab`), and the IDF's logarithm taken by SQLite's `ln()`. scripts/content-answers-at-scale.test.ts
 * holds it to the answers FTS5 gave.
 *
 * The copy (search-index.ts) follows every committed change. Inside a transaction (uncommitted changes, which the
 * copy does not show yet) and for keywords beyond ASCII letters and digits (whose tokens the tokenizer folds)
 * callers use FTS5 itself.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { Db } from './db';
import { currentIndex, postingsWithPrefix, type Postings, type SearchIndex } from './search-index';

/** bm25 column weights, as `bm25(entries_fts, 10.0, 1.0)`: title, body. */
const WEIGHTS = [10.0, 1.0];
const K1 = 1.2;
const B = 0.75;

/**
 * The docs holding a token that starts with a prefix (FTS5's `"prefix"*`), ascending, with each one's weighted
 * instances (title × 10 + body), whether its title holds one, and its tokens' positions (search-phrase.ts).
 */
export interface PrefixHits {
  docs: Int32Array;
  freq: Float64Array;
  inTitle: Uint8Array;
  /** doc k's positions are positions[positionStart[k]] up to positionStart[k + 1]: `offset * 2 + column` (title 0) */
  positionStart: Int32Array;
  positions: Int32Array;
}

/**
 * Prefix hits kept per index build, the least recently used dropped first once they hold more than this many docs
 * and positions in all (about 17 bytes a doc, 4 a position): a word asked for again costs no walk over its terms'
 * postings.
 */
const KEPT_HIT_UNITS = 1_500_000;

interface HitsCache {
  hits: Map<string, PrefixHits>;
  units: number;
  /** scratch by seq for merging several terms' postings, zero between uses */
  freq: Float64Array;
  inTitle: Uint8Array;
  /** scratch by seq: 1 + a doc's place among the merged docs, zero between uses */
  place: Int32Array;
}

const hitsCaches = new WeakMap<SearchIndex, HitsCache>();

function hitsCacheOf(index: SearchIndex): HitsCache {
  let cache = hitsCaches.get(index);
  if (!cache) {
    const size = index.docSize.length;
    cache = { hits: new Map(), units: 0, freq: new Float64Array(size), inTitle: new Uint8Array(size), place: new Int32Array(size) };
    hitsCaches.set(index, cache);
  }
  return cache;
}

/**
 * The positions of every term's instances per merged doc (`place[doc]` is 1 + its place): a term's offsets run doc
 * after doc, title offsets first, as its postings list them.
 */
function positionsOf(terms: Postings[], docs: number, place: (doc: number) => number): { positionStart: Int32Array; positions: Int32Array } {
  const positionStart = new Int32Array(docs + 1);
  for (const p of terms) for (let k = 0; k < p.docs.length; k++) positionStart[place(p.docs[k]) + 1] += p.title[k] + p.body[k];
  for (let k = 0; k < docs; k++) positionStart[k + 1] += positionStart[k];
  const positions = new Int32Array(positionStart[docs]);
  const fill = positionStart.slice(0, docs);
  for (const p of terms) {
    let offset = 0;
    for (let k = 0; k < p.docs.length; k++) {
      const inTitle = p.title[k];
      const count = inTitle + p.body[k];
      const at = place(p.docs[k]);
      for (let j = 0; j < count; j++) positions[fill[at]++] = p.offsets[offset + j] * 2 + (j < inTitle ? 0 : 1);
      offset += count;
    }
  }
  return { positionStart, positions };
}

/** positionsOf for the hits `docs` (ascending), placed through the cache's scratch. */
function placedPositions(terms: Postings[], docs: Int32Array, cache: HitsCache): { positionStart: Int32Array; positions: Int32Array } {
  for (let k = 0; k < docs.length; k++) cache.place[docs[k]] = k + 1;
  try {
    return positionsOf(terms, docs.length, (doc) => cache.place[doc] - 1);
  } finally {
    for (let k = 0; k < docs.length; k++) cache.place[docs[k]] = 0;
  }
}

function collectHits(index: SearchIndex, prefix: string, cache: HitsCache): PrefixHits {
  const terms = postingsWithPrefix(index, prefix);
  if (terms.length === 1) {
    const [p] = terms;
    const freq = new Float64Array(p.docs.length);
    const inTitle = new Uint8Array(p.docs.length);
    for (let k = 0; k < p.docs.length; k++) {
      freq[k] = p.title[k] * WEIGHTS[0] + p.body[k] * WEIGHTS[1];
      inTitle[k] = p.title[k] > 0 ? 1 : 0;
    }
    return { docs: p.docs, freq, inTitle, ...placedPositions(terms, p.docs, cache) };
  }
  let most = 0;
  for (const p of terms) most += p.docs.length;
  const seen = new Int32Array(most);
  let count = 0;
  for (const p of terms) {
    for (let k = 0; k < p.docs.length; k++) {
      const doc = p.docs[k];
      if (cache.freq[doc] === 0) seen[count++] = doc;
      // Whole numbers: exact in any order, as FTS5 adds each instance's weight.
      cache.freq[doc] += p.title[k] * WEIGHTS[0] + p.body[k] * WEIGHTS[1];
      if (p.title[k] > 0) cache.inTitle[doc] = 1;
    }
  }
  const docs = seen.slice(0, count).sort();
  const freq = new Float64Array(docs.length);
  const inTitle = new Uint8Array(docs.length);
  for (let k = 0; k < docs.length; k++) {
    const doc = docs[k];
    freq[k] = cache.freq[doc];
    inTitle[k] = cache.inTitle[doc];
    cache.freq[doc] = 0;
    cache.inTitle[doc] = 0;
  }
  return { docs, freq, inTitle, ...placedPositions(terms, docs, cache) };
}

function prefixHits(index: SearchIndex, prefix: string): PrefixHits {
  const cache = hitsCacheOf(index);
  const kept = cache.hits.get(prefix);
  if (kept) {
    cache.hits.delete(prefix);
    cache.hits.set(prefix, kept);
    return kept;
  }
  const hits = collectHits(index, prefix, cache);
  const units = (h: PrefixHits) => h.docs.length + h.positions.length;
  if (units(hits) <= KEPT_HIT_UNITS / 4) {
    cache.hits.set(prefix, hits);
    cache.units += units(hits);
    for (const [key, old] of cache.hits) {
      if (cache.units <= KEPT_HIT_UNITS) break;
      cache.hits.delete(key);
      cache.units -= units(old);
    }
  }
  return hits;
}

const lnStatements = new WeakMap<Db, BetterSqlite3.Statement<[number], { v: number }>>();

/** SQLite's natural logarithm, whose last bit FTS5's IDF depends on (JS's Math.log may differ in it). */
function lnStatement(db: Db): BetterSqlite3.Statement<[number], { v: number }> {
  let statement = lnStatements.get(db);
  if (!statement) lnStatements.set(db, (statement = db.prepare<[number], { v: number }>('SELECT ln(?) AS v')));
  return statement;
}

/** Keywords the in-memory index answers exactly: ASCII letters and digits are tokens as they are. */
const PLAIN_KEYWORD = /^[a-z0-9]+$/;

export interface RankedMatches {
  /** matches by FTS rowid (= entry seq), ascending */
  docs: Int32Array;
  /** `bm25(entries_fts, 10.0, 1.0)` of match m (computed once, when first asked for) */
  rankOf: (m: number) => number;
  /** every match's rank */
  allRanks: () => Float64Array;
  /** 1 where the match's title holds every keyword (as a prefix) */
  titleHasAll: Uint8Array;
  /** each keyword's hits, and match m's place in keyword i's at `at[m * keywords + i]` */
  hits: PrefixHits[];
  at: Int32Array;
  /** the index build these matches come from: data keyed by it is rebuilt with the index (see search-facts.ts) */
  generation: SearchIndex;
}

/**
 * The docs in every list (each ascending), and per match each list's place of it (match m, list i at m * lists + i):
 * a walk of the shortest, each other list's place moving forward with it. Locals and typed arrays only, and a stop
 * once any list is used up: this loop runs over some 100,000 docs per query at 100,000 entries.
 */
function intersect(lists: Int32Array[]): { docs: Int32Array; at: Int32Array } {
  const n = lists.length;
  let first = 0;
  for (let i = 1; i < n; i++) if (lists[i].length < lists[first].length) first = i;
  const shortest = lists[first];
  const others = lists.map((_, i) => i).filter((i) => i !== first);
  const place = new Int32Array(n);
  const docs = new Int32Array(shortest.length);
  const at = new Int32Array(shortest.length * n);
  let found = 0;
  walk: for (let k = 0; k < shortest.length; k++) {
    const doc = shortest[k];
    for (let o = 0; o < others.length; o++) {
      const i = others[o];
      const list = lists[i];
      const end = list.length;
      let j = place[i];
      while (j < end && list[j] < doc) j++;
      place[i] = j;
      if (j === end) break walk;
      if (list[j] !== doc) continue walk;
    }
    place[first] = k;
    const base = found * n;
    for (let i = 0; i < n; i++) at[base + i] = place[i];
    docs[found++] = doc;
  }
  return { docs: docs.slice(0, found), at: at.subarray(0, found * n) };
}

/**
 * The last few searches' matches per index build, by their keywords in order (the ranks' sums follow it): a list
 * answer reads the same words twice, in its own order and by score. Callers only read them.
 */
const RECENT_SEARCHES = 4;
const recentByIndex = new WeakMap<SearchIndex, Map<string, RankedMatches>>();

/**
 * The docs holding every keyword as a prefix, ranked as FTS5's `bm25(entries_fts, 10.0, 1.0)`; null when FTS5 must
 * answer (see the top of this file).
 */
export function rankedMatches(db: Db, keywords: string[]): RankedMatches | null {
  if (db.inTransaction || keywords.length === 0 || !keywords.every((k) => PLAIN_KEYWORD.test(k))) return null;
  const index = currentIndex(db);
  if (!index) return null;
  let recent = recentByIndex.get(index);
  if (!recent) recentByIndex.set(index, (recent = new Map()));
  const key = keywords.join(' ');
  let matches = recent.get(key);
  if (!matches) {
    matches = rank(db, index, keywords);
    recent.set(key, matches);
    if (recent.size > RECENT_SEARCHES) recent.delete(recent.keys().next().value!);
  }
  return matches;
}

function rank(db: Db, index: SearchIndex, keywords: string[]): RankedMatches {
  const phrases = keywords.map((k) => prefixHits(index, k));
  const ln = lnStatement(db);
  const idf = phrases.map(({ docs }) => {
    const v = ln.get((index.rowCount - docs.length + 0.5) / (docs.length + 0.5))!.v;
    return v <= 0.0 ? 1e-6 : v;
  });
  const { docs, at } = intersect(phrases.map((p) => p.docs));
  const n = phrases.length;
  const titleHasAll = new Uint8Array(docs.length);
  for (let m = 0; m < docs.length; m++) {
    let inTitle = 1;
    for (let i = 0; i < n; i++) inTitle &= phrases[i].inTitle[at[m * n + i]];
    titleHasAll[m] = inTitle;
  }
  // Ranks are computed when first asked for: an answer filters most matches out (a list, its type) or orders by
  // other keys first (site search, its tiers), so it needs the ranks of a few of them.
  const ranks = new Float64Array(docs.length).fill(NaN);
  const rankOf = (m: number): number => {
    let r = ranks[m];
    if (r === r) return r; // not NaN: computed
    // fts5Bm25Function, operation for operation
    const D = index.docSize[docs[m]];
    let score = 0.0;
    for (let i = 0; i < n; i++) {
      const freq = phrases[i].freq[at[m * n + i]];
      score += idf[i] * ((freq * (K1 + 1.0)) / (freq + K1 * (1 - B + (B * D) / index.avgdl)));
    }
    r = ranks[m] = -1.0 * score;
    return r;
  };
  const allRanks = () => {
    for (let m = 0; m < docs.length; m++) rankOf(m);
    return ranks;
  };
  return { docs, titleHasAll, rankOf, allRanks, hits: phrases, at, generation: index };
}
