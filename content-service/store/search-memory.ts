/**
 * `/search` answered from the in-memory search index (search-rank.ts) instead of by SQL over every match: the
 * matches and their bm25 ranks, the match tiers (search-phrase.ts), the filters and the order are computed here; SQL
 * reads only the prioritized flags and the page's documents, and FTS5 marks only the page's rows
 * (search-highlight.ts). The answers are the SQL path's (search.ts), which stays for what the index
 * cannot answer (see rankedMatches).
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { Db } from './db';
import { keptMatches, prioritizedSeqs, searchFacts, type SearchFacts } from './search-facts';
import { kthSmallest } from './kth-smallest';
import { hitDocument, markRows } from './search-highlight';
import { ftsQuery } from './search-match';
import { phraseMatches } from './search-phrase';
import { rankedMatches, type RankedMatches } from './search-rank';
import type { SearchPage, SearchQuery } from './search-query';

interface Statements {
  docs: BetterSqlite3.Statement<[string]>;
}

const statementsByDb = new WeakMap<Db, Statements>();

function statements(db: Db): Statements {
  let s = statementsByDb.get(db);
  if (!s) {
    s = {
      docs: db.prepare<[string]>('SELECT e.seq AS seq, e.doc AS doc FROM json_each(?) j JOIN entries e ON e.seq = j.value'),
    };
    statementsByDb.set(db, s);
  }
  return s;
}

/**
 * Each match's tier (0 best): the title holds the phrase, the title holds every word, the text holds the phrase,
 * anything else. One keyword is its own phrase (and every match holds it); several need token positions.
 */
function tiers(keywords: string[], matches: RankedMatches, kept: Int32Array): Uint8Array {
  const tier = new Uint8Array(matches.docs.length);
  if (keywords.length === 1) {
    for (const m of kept) tier[m] = matches.titleHasAll[m] ? 0 : 2;
    return tier;
  }
  const phrase = phraseMatches(matches, kept);
  for (const m of kept) tier[m] = phrase.inTitle[m] ? 0 : matches.titleHasAll[m] ? 1 : phrase.anywhere[m] ? 2 : 3;
  return tier;
}

interface PageRow {
  seq: number;
  rank: number;
}

/**
 * The rows `offset…offset+limit` of the kept matches in the order tier ASC, prioritized DESC, edit DESC, rank ASC,
 * title_sort ASC, seq ASC. A first key per match (tier, prioritized, edit rank: an integer) is computed; its values
 * at the page's first and last place (selected, not sorted: linear in the matches) bound the matches that can be on
 * the page (ties with them included), and only those are compared in full.
 */
function pageInOrder(
  matches: RankedMatches,
  kept: Int32Array,
  tier: Uint8Array,
  prioritized: Uint8Array,
  facts: SearchFacts,
  offset: number,
  limit: number,
): PageRow[] {
  const { docs: seqOf, rankOf } = matches;
  const { editRank, editRanks, titlePlace } = facts;
  const first = new Int32Array(kept.length);
  for (let i = 0; i < kept.length; i++) {
    const m = kept[i];
    const seq = seqOf[m];
    first[i] = (tier[m] * 2 + (prioritized[seq] ? 0 : 1)) * editRanks + (editRanks - 1 - editRank[seq]);
  }
  const scratch = first.slice();
  const high = kthSmallest(scratch, Math.min(offset + limit, kept.length) - 1);
  const low = kthSmallest(scratch, offset);
  const window: number[] = [];
  let before = 0;
  for (let i = 0; i < kept.length; i++) {
    if (first[i] < low) before++;
    else if (first[i] <= high) window.push(i);
  }
  window.sort((a, b) => first[a] - first[b] || rankOf(kept[a]) - rankOf(kept[b]) || titlePlace[seqOf[kept[a]]] - titlePlace[seqOf[kept[b]]]);
  return window.slice(offset - before, offset - before + limit).map((i) => ({ seq: seqOf[kept[i]], rank: rankOf(kept[i]) }));
}

/** The page of `searchEntries`, or null when the in-memory index cannot answer (the caller uses SQL). */
export function searchInMemory(db: Db, q: SearchQuery): SearchPage | null {
  const matches = rankedMatches(db, q.keywords);
  if (!matches) return null;
  const facts = searchFacts(db, matches.generation);
  const kept = keptMatches(matches, facts, q.phases, q.types, q.upcoming);
  const total = kept.length;
  const offset = (q.page.page - 1) * q.page.limit;
  if (offset >= total) return { docs: [], total };
  const tier = tiers(q.keywords, matches, kept);
  const prioritized = prioritizedSeqs(db, q.phases, facts.titlePlace.length);
  const rows = pageInOrder(matches, kept, tier, prioritized, facts, offset, q.page.limit);
  const seqs = rows.map((row) => row.seq);
  const docBySeq = new Map((statements(db).docs.all(JSON.stringify(seqs)) as { seq: number; doc: string }[]).map((r) => [r.seq, r.doc]));
  if (!q.highlight) return { docs: rows.map((row) => hitDocument(docBySeq.get(row.seq)!, row.rank, null)), total };
  const marked = markRows(db, seqs, ftsQuery(q.keywords));
  const unmarked = { title: null, snippet: null };
  return { docs: rows.map((row) => hitDocument(docBySeq.get(row.seq)!, row.rank, marked.get(row.seq) ?? unmarked)), total };
}
