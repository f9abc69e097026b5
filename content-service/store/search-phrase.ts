/**
 * Which matches hold the keywords as a phrase (one after another, each a prefix: FTS5's `"a"* + "b"*`), in the title
 * and anywhere, from the token positions each keyword's hits keep (search-rank.ts): a match's positions of each
 * keyword are found by its place in that keyword's hits, so a query walks only its matches' own positions. FTS5
 * answers the same with a phrase query that re-reads every matching term's position lists (1–3 ms per query at 10,000
 * entries).
 */
import type { PrefixHits, RankedMatches } from './search-rank';

export interface PhraseMatches {
  /** 1 by match index where the title holds the phrase */
  inTitle: Uint8Array;
  /** 1 by match index where the title or the body holds the phrase */
  anywhere: Uint8Array;
}

/** Whether hit `k` of `hits` has a token at `position` (`offset * 2 + column`). */
function holds(hits: PrefixHits, k: number, position: number): boolean {
  for (let i = hits.positionStart[k]; i < hits.positionStart[k + 1]; i++) if (hits.positions[i] === position) return true;
  return false;
}

/** The phrase tests of the matches `only` (match indexes; every match when omitted). */
export function phraseMatches(matches: RankedMatches, only?: Int32Array): PhraseMatches {
  const { hits, at } = matches;
  const n = hits.length;
  const count = matches.docs.length;
  const inTitle = new Uint8Array(count);
  const anywhere = new Uint8Array(count);
  const [first] = hits;
  const tested = only?.length ?? count;
  for (let t = 0; t < tested; t++) {
    const m = only ? only[t] : t;
    const k = at[m * n];
    for (let i = first.positionStart[k]; i < first.positionStart[k + 1] && !inTitle[m]; i++) {
      const position = first.positions[i];
      let phrase = true;
      // the next word's token is one offset on, in the same column
      for (let w = 1; w < n && phrase; w++) phrase = holds(hits[w], at[m * n + w], position + 2 * w);
      if (!phrase) continue;
      anywhere[m] = 1;
      if (position % 2 === 0) inTitle[m] = 1;
    }
  }
  return { inTitle, anywhere };
}
