/** Site search rules (docs/product.md#search): minimum query length and which results are kept. */
import { isObj, str } from '../entries/coerce';
import { isHttpUrl } from '../validators';

export { searchQuery } from './query';

export interface SearchResult {
  /** HTML title from the search service (sanitise before rendering as HTML). */
  htmlTitle: string;
  /** Title as plain text. */
  title: string;
  link: string;
  /** HTML summary with the matches in <b>…</b> (sanitise before rendering as HTML). */
  snippet: string;
}

export function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A path on this site (`/…`, not protocol-relative `//…` or `/\…`). */
export function isSitePath(link: string): boolean {
  return /^\/(?![/\\])/.test(link);
}

function itemsOf(answer: unknown): unknown[] {
  return Array.isArray(answer) ? answer : isObj(answer) && Array.isArray(answer.items) ? answer.items : [];
}

/**
 * An external search service's answer (e.g. a programmable search engine: `items[].htmlTitle`, `link`,
 * `htmlSnippet` / `snippet`) → results. Keeps items with both an html title and an http(s) link; the
 * snippet is the service's HTML snippet, else its plain snippet escaped.
 */
export function searchResults(answer: unknown): SearchResult[] {
  const out: SearchResult[] = [];
  for (const item of itemsOf(answer)) {
    if (!isObj(item)) continue;
    const htmlTitle = str(item.htmlTitle).trim();
    const link = str(item.link).trim();
    if (!htmlTitle || !link || !isHttpUrl(link)) continue;
    const htmlSnippet = str(item.htmlSnippet).trim();
    const snippet = htmlSnippet || escapeHtml(str(item.snippet).trim());
    out.push({ htmlTitle, title: stripTags(htmlTitle), link, snippet });
  }
  return out;
}

/**
 * Our own `/api/search` answer (`{items:[{htmlTitle, link, snippet}]}`) as the search panel uses it: only
 * items with both an html title and a link (a site path or an http(s) URL) are kept.
 */
export function siteSearchItems(answer: unknown): SearchResult[] {
  const out: SearchResult[] = [];
  const seen = new Set<string>();
  for (const item of itemsOf(answer)) {
    if (!isObj(item)) continue;
    const htmlTitle = str(item.htmlTitle).trim();
    const link = str(item.link).trim();
    if (!htmlTitle || !link || !(isSitePath(link) || isHttpUrl(link)) || seen.has(link)) continue;
    seen.add(link);
    const title = str(item.title).trim() || stripTags(htmlTitle);
    out.push({ htmlTitle, title, link, snippet: str(item.snippet) });
  }
  return out;
}

/** The /api/search URL for a query. */
export function searchApiUrl(query: string): string {
  return `/api/search?${new URLSearchParams({ q: query })}`;
}

/** The server-rendered results page for a query. */
export function searchPagePath(query: string): string {
  return `/search?${new URLSearchParams({ q: query })}`;
}

/** URL for the external site-search endpoint: `q` plus the configured params. */
export function siteSearchUrl(endpoint: string, params: Record<string, string>, q: string): string {
  const u = new URL(endpoint);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  u.searchParams.set('q', q);
  return u.toString();
}
