/** FTS5 MATCH expressions for search keywords (keywords are \p{L}\p{N} only, see keywordsOf; quoted anyway). */

/** Every keyword must match, as a prefix. */
export function ftsQuery(keywords: string[]): string {
  return keywords.map((k) => `"${k}"*`).join(' AND ');
}

/** The keywords as a phrase: one after another, each a prefix. */
export function ftsPhrase(keywords: string[]): string {
  return keywords.map((k) => `"${k}"*`).join(' + ');
}

/** The keywords as a phrase in the title column. */
export function ftsTitlePhrase(keywords: string[]): string {
  return `{title} : (${ftsPhrase(keywords)})`;
}

/** The title column holds every keyword. */
export function ftsTitleWords(keywords: string[]): string {
  return `{title} : (${ftsQuery(keywords)})`;
}
