/**
 * An in-memory copy of the FTS5 index (`entries_fts`): every term's docs, per-column counts and token offsets, each
 * entry's size and phase. search-rank.ts ranks from it, search-phrase.ts tests phrases with it.
 *
 * Every term's postings sit in a few flat arrays, one run per term, not in typed arrays of their own: at 100,000
 * entries the index holds some 100,000 terms (every title's number is one), and an object with four buffers per term
 * put half a million objects and buffers on the heap, for every collection of the site's server to walk.
 *
 * The copy is rebuilt when the index changes: FTS5 rewrites its structure record (`entries_fts_data` id 10) on
 * every committed change, from this connection or another process (`content:import`).
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { Db } from './db';

/** One term's postings: views into the index's arrays. */
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
  /**
   * Every term once, in the index's order (bytes of UTF-8, i.e. code points). It differs from JS order only between
   * two characters beyond ASCII, so the terms with an ASCII prefix are one run that a binary search finds.
   */
  terms: string[];
  /** Term t's docs are docs[docStart[t]] up to docStart[t + 1] (title and body likewise), its offsets likewise. */
  docStart: Int32Array;
  offsetStart: Int32Array;
  docs: Int32Array;
  title: Int32Array;
  body: Int32Array;
  offsets: Int32Array;
  /** tokens per doc, by seq (FTS5's column sizes, summed) */
  docSize: Int32Array;
  /** each entry's phase, by seq (-1: none); every change of an entry rewrites its FTS row, so this stays in step */
  phase: Int8Array;
  rowCount: number;
  avgdl: number;
}

/** An Int32Array filled one value at a time, growing by doubling. */
class IntList {
  values = new Int32Array(4096);
  length = 0;

  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }

  done(): Int32Array {
    return this.values.slice(0, this.length);
  }
}

function build(db: Db, structure: Buffer): SearchIndex {
  db.exec("CREATE VIRTUAL TABLE IF NOT EXISTS temp.entries_fts_instances USING fts5vocab(main, entries_fts, 'instance')");
  const maxSeq = (db.prepare('SELECT IFNULL(MAX(seq), 0) AS n FROM entries').get() as { n: number }).n;
  const phase = new Int8Array(maxSeq + 1).fill(-1);
  for (const [seq, p] of db.prepare('SELECT seq, phase FROM entries').raw().iterate() as Iterable<[number, number]>) phase[seq] = p;
  const docSize = new Int32Array(maxSeq + 1);
  const terms: string[] = [];
  const docStart = new IntList();
  const offsetStart = new IntList();
  const docs = new IntList();
  const title = new IntList();
  const body = new IntList();
  const offsets = new IntList();
  let tokens = 0;
  let term: string | null = null;
  let lastDoc = -1;
  // Ordered by term, doc, column (title first), offset.
  const rows = db.prepare('SELECT term, doc, col, offset FROM temp.entries_fts_instances').raw().iterate() as Iterable<[string, number, string, number]>;
  for (const [t, doc, col, offset] of rows) {
    if (t !== term) {
      term = t;
      terms.push(t);
      docStart.push(docs.length);
      offsetStart.push(offsets.length);
      lastDoc = -1;
    }
    offsets.push(offset);
    if (doc !== lastDoc) {
      docs.push(doc);
      title.push(0);
      body.push(0);
      lastDoc = doc;
    }
    if (col === 'title') title.values[title.length - 1]++;
    else body.values[body.length - 1]++;
    if (doc <= maxSeq) docSize[doc]++;
    tokens++;
  }
  docStart.push(docs.length);
  offsetStart.push(offsets.length);
  const rowCount = (db.prepare('SELECT COUNT(*) AS n FROM entries_fts').get() as { n: number }).n;
  return {
    structure,
    terms,
    docStart: docStart.done(),
    offsetStart: offsetStart.done(),
    docs: docs.done(),
    title: title.done(),
    body: body.done(),
    offsets: offsets.done(),
    docSize,
    phase,
    rowCount,
    avgdl: tokens / rowCount,
  };
}

const indexes = new WeakMap<Db, SearchIndex>();
const structureStatements = new WeakMap<Db, BetterSqlite3.Statement<[], { block: Buffer }>>();

function structureOf(db: Db): Buffer | null {
  let statement = structureStatements.get(db);
  if (!statement) structureStatements.set(db, (statement = db.prepare<[], { block: Buffer }>('SELECT block FROM entries_fts_data WHERE id = 10')));
  return statement.get()?.block ?? null;
}

/** The index as it is now (rebuilt when FTS5's structure record changed), or null when there is no index yet. */
export function currentIndex(db: Db): SearchIndex | null {
  const structure = structureOf(db);
  if (!structure) return null;
  let index = indexes.get(db);
  if (!index || !index.structure.equals(structure)) {
    index = build(db, structure);
    indexes.set(db, index);
  }
  return index;
}

/** The postings of every term that starts with `prefix` (ASCII letters and digits). */
export function postingsWithPrefix(index: SearchIndex, prefix: string): Postings[] {
  const { terms, docStart, offsetStart } = index;
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (terms[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: Postings[] = [];
  for (let t = lo; t < terms.length && terms[t].startsWith(prefix); t++) {
    const from = docStart[t];
    const to = docStart[t + 1];
    out.push({
      docs: index.docs.subarray(from, to),
      title: index.title.subarray(from, to),
      body: index.body.subarray(from, to),
      offsets: index.offsets.subarray(offsetStart[t], offsetStart[t + 1]),
    });
  }
  return out;
}
