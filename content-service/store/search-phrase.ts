/**
 * Which matches hold the keywords as a phrase (one after another, each a prefix: FTS5's `"a"* + "b"*`), in the title
 * and anywhere, from the token offsets of the in-memory search index (search-rank.ts). FTS5 answers the same with
 * a phrase query that re-reads every matching term's position lists (1–3 ms per query at 10,000 entries).
 */
import { postingsWithPrefix, type SearchIndex } from './search-index';
import type { RankedMatches } from './search-rank';

export interface PhraseMatches {
  /** 1 by match index where the title holds the phrase */
  inTitle: Uint8Array;
  /** 1 by match index where the title or the body holds the phrase */
  anywhere: Uint8Array;
}

/** Per match, the positions of a keyword's tokens: `offset * 2 + column` (title 0, body 1), match m's in start[m]…start[m+1]. */
interface Positions {
  start: Int32Array;
  at: Int32Array;
}

function positionsOf(index: SearchIndex, prefix: string, matchOf: Int32Array, matches: number): Positions {
  const terms = postingsWithPrefix(index, prefix);
  const start = new Int32Array(matches + 1);
  for (const p of terms) {
    for (let k = 0; k < p.docs.length; k++) {
      const m = matchOf[p.docs[k]];
      if (m >= 0) start[m + 1] += p.title[k] + p.body[k];
    }
  }
  for (let m = 0; m < matches; m++) start[m + 1] += start[m];
  const at = new Int32Array(start[matches]);
  const fill = start.slice(0, matches);
  for (const p of terms) {
    let offset = 0;
    for (let k = 0; k < p.docs.length; k++) {
      const inTitle = p.title[k];
      const count = inTitle + p.body[k];
      const m = matchOf[p.docs[k]];
      if (m >= 0) for (let j = 0; j < count; j++) at[fill[m]++] = p.offsets[offset + j] * 2 + (j < inTitle ? 0 : 1);
      offset += count;
    }
  }
  return { start, at };
}

function holds(positions: Positions, m: number, position: number): boolean {
  for (let i = positions.start[m]; i < positions.start[m + 1]; i++) if (positions.at[i] === position) return true;
  return false;
}

/**
 * Per index build, each doc's match index (-1: none) for one search at a time, -1 everywhere between searches:
 * reused, not allocated per search (400 kB at 100,000 entries, for the collector each time).
 */
const matchOfByIndex = new WeakMap<SearchIndex, Int32Array>();

function matchOfFor(index: SearchIndex): Int32Array {
  let matchOf = matchOfByIndex.get(index);
  if (!matchOf) matchOfByIndex.set(index, (matchOf = new Int32Array(index.docSize.length).fill(-1)));
  return matchOf;
}

/** The phrase tests of `matches` for `keywords` (the keywords they were found for). */
export function phraseMatches(matches: RankedMatches, keywords: string[]): PhraseMatches {
  const index = matches.generation;
  const n = matches.docs.length;
  const matchOf = matchOfFor(index);
  for (let m = 0; m < n; m++) matchOf[matches.docs[m]] = m;
  let words: Positions[];
  try {
    words = keywords.map((k) => positionsOf(index, k, matchOf, n));
  } finally {
    for (let m = 0; m < n; m++) matchOf[matches.docs[m]] = -1;
  }
  const inTitle = new Uint8Array(n);
  const anywhere = new Uint8Array(n);
  const [first, ...next] = words;
  for (let m = 0; m < n; m++) {
    for (let i = first.start[m]; i < first.start[m + 1] && !inTitle[m]; i++) {
      const position = first.at[i];
      let phrase = true;
      // the next word's token is one offset on, in the same column
      for (let w = 0; w < next.length && phrase; w++) phrase = holds(next[w], m, position + 2 * (w + 1));
      if (!phrase) continue;
      anywhere[m] = 1;
      if (position % 2 === 0) inTitle[m] = 1;
    }
  }
  return { inTitle, anywhere };
}
