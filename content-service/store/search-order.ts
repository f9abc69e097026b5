/**
 * The page of an `/entries?search=` query ordered by score, by priority or by title (`a-z`, `z-a`) whose only filters
 * are the phase and the type (what a list's search and the open feed's `q=` ask), from the in-memory search index:
 * its matches and phases, the facts' types, and SQL's order — `rank, prioritized DESC, title_sort, seq`,
 * `prioritized DESC, title_sort, seq` or `title_sort, seq` (either way), the title and seq as the facts' title
 * places — so SQL reads only the page's documents. At 100,000 entries a two-word search has some 28,000 matches,
 * which SQL filtered, joined to their entries and sorted in 6–10 ms for each list read, and more by title.
 */
import type { Db } from './db';
import type { EntryQuery } from './entry-sql';
import { kthSmallest } from './kth-smallest';
import { keptMatches, prioritizedSeqs, searchFacts } from './search-facts';
import type { RankedMatches } from './search-rank';

/** A match on the page: its seq and bm25 rank. */
export interface RankedRow {
  seq: number;
  rank: number;
}

/** `a-z` or `z-a`: ordered by the title alone (ties by seq in the same direction), as SQL orders it. */
function titleOrder(q: EntryQuery): { desc: boolean } | null {
  if (q.order.kind !== 'fields' || q.order.fields.length !== 1 || q.order.fields[0].field !== 'title_sort') return null;
  return { desc: q.order.fields[0].desc };
}

/** Whether searchPage answers `q`: ordered by score, priority or title, filtered by nothing but phase and type. */
export function pagedInMemory(q: EntryQuery): boolean {
  if (q.order.kind !== 'score' && q.order.kind !== 'priority' && !titleOrder(q)) return false;
  return !(q.ids || q.groups || q.categories.length || q.elements.length);
}

/**
 * The page `offset…offset+limit` and the number of matches kept. Each match gets a whole-number key for the priority
 * or title order (prioritized first unless by title, then its title place: no two alike); the page's last value (of
 * the rank, or of that key) is selected without sorting, and only the matches up to it (ties included) are sorted.
 */
export function searchPage(db: Db, q: EntryQuery, matches: RankedMatches, offset: number): { rows: RankedRow[]; total: number } {
  const facts = searchFacts(db, matches.generation);
  const kept = keptMatches(matches, facts, q.phases, q.types);
  const total = kept.length;
  const end = Math.min(offset + q.page.limit, total);
  if (offset >= end) return { rows: [], total };
  const { docs } = matches;
  const ranks = Float64Array.from(kept, (m) => matches.rankOf(m));
  const { titlePlace } = facts;
  const byTitle = titleOrder(q);
  const key = new Int32Array(total);
  if (byTitle) {
    // the title place is already (title_sort, seq); reversed whole for `z-a`, as SQL's DESC on both
    for (let i = 0; i < total; i++) key[i] = byTitle.desc ? titlePlace.length - 1 - titlePlace[docs[kept[i]]] : titlePlace[docs[kept[i]]];
  } else {
    const prioritized = prioritizedSeqs(db, q.phases, titlePlace.length);
    for (let i = 0; i < total; i++) {
      const seq = docs[kept[i]];
      key[i] = (prioritized[seq] ? 0 : titlePlace.length) + titlePlace[seq];
    }
  }
  const byScore = q.order.kind === 'score';
  const bound = byScore ? ranks.slice() : key.slice();
  const last = kthSmallest(bound, end - 1);
  const window: number[] = [];
  for (let i = 0; i < total; i++) if ((byScore ? ranks[i] : key[i]) <= last) window.push(i);
  window.sort(byScore ? (a, b) => ranks[a] - ranks[b] || key[a] - key[b] : (a, b) => key[a] - key[b]);
  return { rows: window.slice(offset, end).map((i) => ({ seq: docs[kept[i]], rank: ranks[i] })), total };
}
