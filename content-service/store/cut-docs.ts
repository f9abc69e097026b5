/**
 * Documents cut down to `data=` fields, kept with one build of the search index (search-index.ts): a list's search
 * reads 500 of them per read, each cut from its 2–5 kB stored document by SQLite's JSON functions (3.5 ms a read at
 * 100,000 entries), and the same entries come back in search after search. Every change of an entry rewrites its
 * index row, which starts a new build, so a kept document is never older than its entry.
 */

/** Kept per build and set of fields, at most this many (about 100 bytes each); past it the oldest half goes. */
const MAX_KEPT = 20_000;
/** Sets of fields kept per build: the site asks for one; other callers' further sets are read, not kept. */
const MAX_FIELD_SETS = 4;

/** Per build, per set of fields (`id,title`), the documents by seq. */
const keptByBuild = new WeakMap<object, Map<string, Map<number, Buffer>>>();

/**
 * The cut documents of `seqs` by seq: those kept for `build`, the others from `read` (which is given only the seqs
 * it must read, and may leave out one that is gone) and kept.
 */
export function cutDocs(build: object, fields: string[], seqs: number[], read: (seqs: number[]) => Map<number, Buffer>): Map<number, Buffer> {
  let byFields = keptByBuild.get(build);
  if (!byFields) keptByBuild.set(build, (byFields = new Map()));
  const name = fields.join(',');
  let kept = byFields.get(name);
  if (!kept) {
    if (byFields.size >= MAX_FIELD_SETS) return read(seqs);
    byFields.set(name, (kept = new Map()));
  }
  const out = new Map<number, Buffer>();
  const missing: number[] = [];
  for (const seq of seqs) {
    const doc = kept.get(seq);
    if (doc) out.set(seq, doc);
    else missing.push(seq);
  }
  if (missing.length === 0) return out;
  if (kept.size + missing.length > MAX_KEPT) {
    let drop = kept.size >> 1;
    for (const key of kept.keys()) {
      if (drop-- <= 0) break;
      kept.delete(key);
    }
  }
  for (const [seq, doc] of read(missing)) {
    out.set(seq, doc);
    kept.set(seq, doc);
  }
  return out;
}
