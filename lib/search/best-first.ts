/**
 * Best match first (docs/product.md#search): the title's match, then an exact phrase, then Featured and the
 * newest edit as tie-breaks; the backend's own order decides what is still tied.
 */
import { keywordPattern } from './snippets';

/** 0 = the title holds the query as a phrase … 3 = the words are only scattered through the text. */
export type MatchTier = 0 | 1 | 2 | 3;

export interface RankedHit {
  title: string;
  /** The entry's text as the snippet is made from it (lib/search/snippets searchableText). */
  text: string;
  prioritized: boolean;
  /** Last edit, ISO 8601 ('' when unknown). */
  edited: string;
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

function hasEvery(text: string, keywords: readonly string[]): boolean {
  return keywords.every((k) => keywordPattern([k], 'iu')!.test(text));
}

/** The keywords one after another, in order, each starting a word (the search matches word prefixes). */
function hasPhrase(text: string, keywords: readonly string[]): boolean {
  const list = words(text);
  return list.some((_, i) => keywords.every((k, j) => list[i + j]?.startsWith(k)));
}

export function matchTier(hit: Pick<RankedHit, 'title' | 'text'>, keywords: readonly string[]): MatchTier {
  if (!keywords.length) return 3;
  if (hasPhrase(hit.title, keywords)) return 0;
  if (hasEvery(hit.title, keywords)) return 1;
  if (hasPhrase(hit.text, keywords)) return 2;
  return 3;
}

/** The hits best match first; a stable sort, so the backend's order stays among equals. */
export function rankHits<T>(hits: readonly T[], keywords: readonly string[], view: (hit: T) => RankedHit): T[] {
  return hits
    .map((hit, index) => {
      const v = view(hit);
      return { hit, index, tier: matchTier(v, keywords), prioritized: v.prioritized ? 0 : 1, edited: Date.parse(v.edited) || 0 };
    })
    .sort((a, b) => a.tier - b.tier || a.prioritized - b.prioritized || b.edited - a.edited || a.index - b.index)
    .map(({ hit }) => hit);
}
