/** Site search rules (spec §5, §7): minimum query length and which results are kept. */
import { MIN_SEARCH_LENGTH } from './config/constants';
import { isObj, str } from './entries/coerce';
import { isHttpUrl } from './validators';

export interface SearchResult {
  /** HTML title from the search service (sanitise before rendering as HTML). */
  htmlTitle: string;
  /** Title as plain text. */
  title: string;
  link: string;
  snippet: string;
}

/** The trimmed query, or null when it is shorter than the minimum (the search does nothing). */
export function searchQuery(q: string | null | undefined): string | null {
  const v = (q ?? '').trim();
  return v.length >= MIN_SEARCH_LENGTH ? v : null;
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

/** Keeps items with both an html title and an http(s) link; accepts the service's answer or its items. */
export function searchResults(answer: unknown): SearchResult[] {
  const items = Array.isArray(answer) ? answer : isObj(answer) && Array.isArray(answer.items) ? answer.items : [];
  const out: SearchResult[] = [];
  for (const item of items) {
    if (!isObj(item)) continue;
    const htmlTitle = str(item.htmlTitle).trim();
    const link = str(item.link).trim();
    if (!htmlTitle || !link || !isHttpUrl(link)) continue;
    const snippet = str(item.snippet ?? item.htmlSnippet);
    out.push({ htmlTitle, title: stripTags(htmlTitle), link, snippet: stripTags(snippet) });
  }
  return out;
}

/** URL for the external site-search endpoint: `q` plus the configured params. */
export function siteSearchUrl(endpoint: string, params: Record<string, string>, q: string): string {
  const u = new URL(endpoint);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  u.searchParams.set('q', q);
  return u.toString();
}
