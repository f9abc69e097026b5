/**
 * `/entries?search=` matches with their bm25 rank, computed from an in-memory copy of the FTS5 index instead of by
 * FTS5's `bm25()`, which re-reads every match's position lists and size record (4.5 ms for the 6,100 matches of
 * "lake" at 10,000 entries; this takes ~0.3 ms). The numbers are FTS5's own: the same formula in the same order of
 * floating-point operations (sqlite's fts5_aux.c, `fts5Bm25Function`), the same counts (read from the index through
 * `fts5vocab`), and the IDF's logarithm taken by SQLite's `ln()`. scripts/content-answers-at-scale.test.ts
 * holds it to the answers FTS5 gave.
 *
 * The copy is rebuilt when the index changes: FTS5 rewrites its structure record (`entries_fts_data` id 10) on
 * every committed change, from this connection or another process (`content:import`). Inside a transaction
 * (uncommitted changes, which the record does not show yet) and for keywords beyond ASCII letters and digits
 * (whose tokens the tokenizer folds) callers use FTS5 itself.
 */
import type { Db } from './db';

/** bm25 column weights, as `bm25(entries_fts, 10.0, 1.0)`: title, body. */
const WEIGHTS = [10.0, 1.0];
const K1 = 1.2;
const B = 0.75;

export interface Postings {
  /** docs (FTS rowids = entry seqs) holding the term, ascending */
  docs: Int32Array;
  /** instances of the term in each doc's title and body */
  title: Int32Array;
  body: Int32Array;
  /** token offsets of the instances, doc after doc: a doc's title[k] title offsets, then its body[k] body offsets */
  offsets: Int32Array;
}

export interface SearchIndex {
  structure: Buffer;
  /** terms in JS order, so the terms with a prefix are one run found by binary search */
  terms: string[];
  postings: Map<string, Postings>;
  /** tokens per doc, by seq (FTS5's column sizes, summed) */
  docSize: Int32Array;
  /** each entry's phase, by seq (-1: none); every change of an entry rewrites its FTS row, so this stays in step */
  phase: Int8Array;
  rowCount: number;
  avgdl: number;
}

const indexes = new WeakMap<Db, SearchIndex>();

function structureOf(db: Db): Buffer | null {
  const row = db.prepare('SELECT block FROM entries_fts_data WHERE id = 10').get() as { block: Buffer } | undefined;
  return row?.block ?? null;
}

function build(db: Db, structure: Buffer): SearchIndex {
  db.exec("CREATE VIRTUAL TABLE IF NOT EXISTS temp.entries_fts_instances USING fts5vocab(main, entries_fts, 'instance')");
  const maxSeq = (db.prepare('SELECT IFNULL(MAX(seq), 0) AS n FROM entries').get() as { n: number }).n;
  const phase = new Int8Array(maxSeq + 1).fill(-1);
  for (const [seq, p] of db.prepare('SELECT seq, phase FROM entries').raw().iterate() as Iterable<[number, number]>) phase[seq] = p;
  const docSize = new Int32Array(maxSeq + 1);
  const postings = new Map<string, Postings>();
  let tokens = 0;
  let term = '';
  let docs: number[] = [];
  let title: number[] = [];
  let body: number[] = [];
  let offsets: number[] = [];
  const flush = () => {
    if (docs.length) {
      postings.set(term, { docs: Int32Array.from(docs), title: Int32Array.from(title), body: Int32Array.from(body), offsets: Int32Array.from(offsets) });
    }
  };
  // Ordered by term, doc, column (title first), offset.
  const rows = db.prepare('SELECT term, doc, col, offset FROM temp.entries_fts_instances').raw().iterate() as Iterable<[string, number, string, number]>;
  for (const [t, doc, col, offset] of rows) {
    if (t !== term) {
      flush();
      term = t;
      docs = [];
      title = [];
      body = [];
      offsets = [];
    }
    offsets.push(offset);
    const last = docs.length - 1;
    if (docs[last] !== doc) {
      docs.push(doc);
      title.push(0);
      body.push(0);
    }
    if (col === 'title') title[docs.length - 1]++;
    else body[docs.length - 1]++;
    if (doc <= maxSeq) docSize[doc]++;
    tokens++;
  }
  flush();
  const rowCount = (db.prepare('SELECT COUNT(*) AS n FROM entries_fts').get() as { n: number }).n;
  return { structure, terms: [...postings.keys()].sort(), postings, docSize, phase, rowCount, avgdl: tokens / rowCount };
}

function currentIndex(db: Db): SearchIndex | null {
  const structure = structureOf(db);
  if (!structure) return null;
  let index = indexes.get(db);
  if (!index || !index.structure.equals(structure)) {
    index = build(db, structure);
    indexes.set(db, index);
  }
  return index;
}

/** The postings of every term that starts with `prefix`. */
export function postingsWithPrefix(index: SearchIndex, prefix: string): Postings[] {
  let lo = 0;
  let hi = index.terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (index.terms[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: Postings[] = [];
  for (let i = lo; i < index.terms.length && index.terms[i].startsWith(prefix); i++) out.push(index.postings.get(index.terms[i])!);
  return out;
}

/**
 * The docs holding a token that starts with a prefix (FTS5's `"prefix"*`), ascending, with each one's weighted
 * instances (title × 10 + body) and whether its title holds one.
 */
interface PrefixHits {
  docs: Int32Array;
  freq: Float64Array;
  inTitle: Uint8Array;
}

/**
 * Prefix hits kept per index build, the least recently used dropped first once they hold more than this many docs
 * in all (about 13 bytes each): a word asked for again costs no walk over its terms' postings.
 */
const KEPT_HIT_DOCS = 1_000_000;

interface HitsCache {
  hits: Map<string, PrefixHits>;
  docs: number;
  /** scratch by seq for merging several terms' postings, zero between uses */
  freq: Float64Array;
  inTitle: Uint8Array;
}

const hitsCaches = new WeakMap<SearchIndex, HitsCache>();

function hitsCacheOf(index: SearchIndex): HitsCache {
  let cache = hitsCaches.get(index);
  if (!cache) {
    cache = { hits: new Map(), docs: 0, freq: new Float64Array(index.docSize.length), inTitle: new Uint8Array(index.docSize.length) };
    hitsCaches.set(index, cache);
  }
  return cache;
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
    return { docs: p.docs, freq, inTitle };
  }
  const seen: number[] = [];
  for (const p of terms) {
    for (let k = 0; k < p.docs.length; k++) {
      const doc = p.docs[k];
      if (cache.freq[doc] === 0) seen.push(doc);
      // Whole numbers: exact in any order, as FTS5 adds each instance's weight.
      cache.freq[doc] += p.title[k] * WEIGHTS[0] + p.body[k] * WEIGHTS[1];
      if (p.title[k] > 0) cache.inTitle[doc] = 1;
    }
  }
  const docs = Int32Array.from(seen).sort();
  const freq = new Float64Array(docs.length);
  const inTitle = new Uint8Array(docs.length);
  for (let k = 0; k < docs.length; k++) {
    const doc = docs[k];
    freq[k] = cache.freq[doc];
    inTitle[k] = cache.inTitle[doc];
    cache.freq[doc] = 0;
    cache.inTitle[doc] = 0;
  }
  return { docs, freq, inTitle };
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
  if (hits.docs.length <= KEPT_HIT_DOCS / 4) {
    cache.hits.set(prefix, hits);
    cache.docs += hits.docs.length;
    for (const [key, old] of cache.hits) {
      if (cache.docs <= KEPT_HIT_DOCS) break;
      cache.hits.delete(key);
      cache.docs -= old.docs.length;
    }
  }
  return hits;
}

/** Keywords the in-memory index answers exactly: ASCII letters and digits are tokens as they are. */
const PLAIN_KEYWORD = /^[a-z0-9]+$/;

export interface RankedMatches {
  /** matches by FTS rowid (= entry seq) */
  docs: number[];
  /** `bm25(entries_fts, 10.0, 1.0)` of each match */
  ranks: Float64Array;
  /** each match's phase */
  phases: Int8Array;
  /** 1 where the match's title holds every keyword (as a prefix) */
  titleHasAll: Uint8Array;
  /** the index build these matches come from: data keyed by it is rebuilt with the index (see search-facts.ts) */
  generation: SearchIndex;
}

/**
 * The docs holding every keyword as a prefix, ranked as FTS5's `bm25(entries_fts, 10.0, 1.0)`; null when FTS5 must
 * answer (see the top of this file).
 */
export function rankedMatches(db: Db, keywords: string[]): RankedMatches | null {
  if (db.inTransaction || keywords.length === 0 || !keywords.every((k) => PLAIN_KEYWORD.test(k))) return null;
  const index = currentIndex(db);
  if (!index) return null;
  const phrases = keywords.map((k) => prefixHits(index, k));
  const ln = db.prepare('SELECT ln(?) AS v');
  const idf = phrases.map(({ docs }) => {
    const v = (ln.get((index.rowCount - docs.length + 0.5) / (docs.length + 0.5)) as { v: number }).v;
    return v <= 0.0 ? 1e-6 : v;
  });
  // The docs in every keyword's hits: a walk of the shortest, each other list's place moving forward with it.
  const order = phrases.map((_, i) => i).sort((x, y) => phrases[x].docs.length - phrases[y].docs.length);
  const shortest = phrases[order[0]];
  const place = new Int32Array(phrases.length);
  const docs: number[] = [];
  /** per match, each keyword's place in its hits (match m, keyword i at m * phrases.length + i) */
  const at = new Int32Array(shortest.docs.length * phrases.length);
  for (let k = 0; k < shortest.docs.length; k++) {
    const doc = shortest.docs[k];
    let all = true;
    for (let o = 1; o < order.length && all; o++) {
      const i = order[o];
      const list = phrases[i].docs;
      let j = place[i];
      while (j < list.length && list[j] < doc) j++;
      place[i] = j;
      all = j < list.length && list[j] === doc;
    }
    if (!all) continue;
    place[order[0]] = k;
    for (let i = 0; i < phrases.length; i++) at[docs.length * phrases.length + i] = place[i];
    docs.push(doc);
  }
  const ranks = new Float64Array(docs.length);
  const phases = new Int8Array(docs.length);
  const titleHasAll = new Uint8Array(docs.length);
  const n = phrases.length;
  for (let m = 0; m < docs.length; m++) {
    const doc = docs[m];
    // fts5Bm25Function, operation for operation
    const D = index.docSize[doc];
    let score = 0.0;
    let inTitle = 1;
    for (let i = 0; i < n; i++) {
      const hit = at[m * n + i];
      const freq = phrases[i].freq[hit];
      score += idf[i] * ((freq * (K1 + 1.0)) / (freq + K1 * (1 - B + (B * D) / index.avgdl)));
      inTitle &= phrases[i].inTitle[hit];
    }
    ranks[m] = -1.0 * score;
    phases[m] = index.phase[doc];
    titleHasAll[m] = inTitle;
  }
  return { docs, ranks, phases, titleHasAll, generation: index };
}
