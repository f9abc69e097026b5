import 'server-only';
import { CACHE_TAGS, tagForType } from '@/lib/config/cache-tags';
import { CONTENT_PAGES, HOME_VIEWS, LIST_VIEWS } from '@/lib/config/routes';
import { readSettings, type Settings } from '@/lib/config/settings';
import { siteEntryIds } from '@/lib/config/site-entry-ids';
import { isObj, str } from '@/lib/entries/coerce';
import { ELEMENT_IDS, isPhaseVisible, normalizeEntry, phasesFor, textOf, type Entry } from '@/lib/entries';
import { boldOnlyHtml } from '@/lib/search-html';
import { escapeHtml, searchQuery, searchResults, siteSearchUrl, stripTags } from '@/lib/search';
import { entryPath, shorten } from '@/lib/text';
import { ContentBusyError } from './availability';
import { cachedRead, contentMode } from './cached-read';
import { contentClient } from './client';
import { listEntries } from './entries';

/** One search hit, the same shape for the built-in and the external backend. */
export interface SiteSearchItem {
  /** HTML title (sanitise before rendering as HTML). */
  htmlTitle: string;
  /** Title as plain text. */
  title: string;
  /** Site path (built-in) or absolute URL (external). */
  link: string;
  /** HTML summary with the matches in <b>…</b> (sanitise before rendering as HTML). */
  snippet: string;
  /** Content type label (built-in only). */
  type?: string;
}

export interface SiteSearchAnswer {
  /** The trimmed query, or null when too short (nothing was searched). */
  query: string | null;
  items: SiteSearchItem[];
  source: 'builtin' | 'external';
  /** The backend failed (logged); items are empty. */
  failed: boolean;
  /** Set when it failed because the site's content budget is spent: seconds to wait. */
  retryAfterSeconds?: number;
}

export const SEARCH_RESULT_LIMIT = 25;
/** The embedded content service's full-text search endpoint (not on real Elebase: 404 there). */
export const SEARCH_INDEX_PATH = '/search';
const SNIPPET_LENGTH = 200;
const EXTERNAL_TIMEOUT_MS = 8000;
/** Technical entry types that are not pages of their own. */
const HIDDEN_TYPES = ['site', 'notice', 'hero'];

const TYPE_LABELS: Record<string, string> = {
  ...Object.fromEntries(LIST_VIEWS.map((view) => [view.type, view.label])),
  article: 'Article',
  page: 'Page',
  section: 'Page',
  home: 'Page',
};

export function typeLabel(type: string): string {
  return TYPE_LABELS[type] ?? (type ? type.charAt(0).toUpperCase() + type.slice(1) : '');
}

/** The text (escaped) with the query's words in <b>…</b>. */
export function highlight(text: string, query: string): string {
  const words = [...new Set(query.toLowerCase().split(/\s+/).filter((w) => w.length >= 2))];
  if (!words.length) return escapeHtml(text);
  const pattern = new RegExp(`(${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi');
  return text
    .split(pattern)
    .map((part, i) => (i % 2 === 1 ? `<b>${escapeHtml(part)}</b>` : escapeHtml(part)))
    .join('');
}

function plainSummary(entry: Entry): string {
  for (const id of [ELEMENT_IDS.overview, ELEMENT_IDS.intro, ELEMENT_IDS.tagline, ELEMENT_IDS.body]) {
    const { text, format } = textOf(entry, id);
    if (!text.trim()) continue;
    const plain =
      format === 'text/html'
        ? stripTags(text)
        : format === 'text/markdown'
          ? text
              .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
              .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
              .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
              .replace(/[*_`~]+/g, '')
          : text;
    return shorten(plain, SNIPPET_LENGTH);
  }
  return '';
}

/** Site entries that are shown at their own route (list intros, content pages) link there. */
function routedPaths(): Map<string, string> {
  const ids = siteEntryIds();
  const map = new Map<string, string>();
  for (const view of [...LIST_VIEWS].map((v) => ({ path: v.path, key: v.sectionKey }))) map.set(ids[view.key], view.path);
  for (const page of [...CONTENT_PAGES, ...HOME_VIEWS]) if (!map.has(ids[page.key])) map.set(ids[page.key], page.path);
  return map;
}

/** Highlighted title and snippet from the full-text index (HTML, `<b>` marks only). */
export interface IndexHighlight {
  title?: string;
  snippet?: string;
}

/**
 * An entry as a search hit, or null when it has no title (the lib/search rule: title and link). Named site
 * entries link to their own route, others to their entry page. The index's highlights are used when given;
 * otherwise (and for a snippet without a match) the query's words are marked in the title and summary.
 */
export function entrySearchItem(
  entry: Entry,
  query: string,
  paths: Map<string, string> = new Map(),
  marked: IndexHighlight = {},
): SiteSearchItem | null {
  const title = entry.title.trim();
  if (!title) return null;
  const link = paths.get(entry.sourceId) ?? entryPath(entry);
  const htmlTitle = marked.title?.trim() || highlight(title, query);
  const indexSnippet = marked.snippet?.trim() ?? '';
  const summary = plainSummary(entry);
  const snippet = indexSnippet.includes('<b>') || !summary ? indexSnippet : highlight(summary, query);
  return { htmlTitle, title, link, snippet, type: typeLabel(entry.type) };
}

const HIDDEN_TYPE_FILTER = HIDDEN_TYPES.map((type) => `!${type}`).join(',');

function toItems(hits: { entry: Entry; marked?: IndexHighlight }[], query: string): SiteSearchItem[] {
  const paths = routedPaths();
  const seen = new Set<string>();
  const items: SiteSearchItem[] = [];
  for (const { entry, marked } of hits) {
    if (seen.has(entry.sourceId)) continue;
    seen.add(entry.sourceId);
    const item = entrySearchItem(entry, query, paths, marked);
    if (item && !items.some((other) => other.link === item.link)) items.push(item);
  }
  return items;
}

/** The embedded service's full-text index: `GET /search?q=` (ranked by bm25, highlighted by FTS5). */
async function indexSearch(query: string): Promise<SiteSearchItem[]> {
  const mode = await contentMode();
  const params = { q: query, type: HIDDEN_TYPE_FILTER, limit: SEARCH_RESULT_LIMIT, phase: phasesFor(mode).join(',') };
  const answer = await cachedRead<unknown>(['search', JSON.stringify(params)], { tags: [CACHE_TAGS.entries, tagForType('*')], lifetime: 'dynamic' }, (preview) =>
    contentClient().get(SEARCH_INDEX_PATH, { params, preview }),
  );
  const index = isObj(answer) && Array.isArray(answer.index) ? answer.index : [];
  const hits: { entry: Entry; marked: IndexHighlight }[] = [];
  for (const doc of index) {
    const entry = normalizeEntry(doc);
    if (!entry || !isPhaseVisible(entry.phase, mode)) continue;
    const marks = isObj(doc) && isObj(doc.highlight) ? doc.highlight : {};
    hits.push({ entry, marked: { title: str(marks.title), snippet: str(marks.snippet) } });
  }
  return toItems(hits, query);
}

/** The content API's own keyword search (real Elebase): `/entries?search=&order=score`, phase-checked. */
async function keywordSearch(query: string): Promise<SiteSearchItem[]> {
  const { entries } = await listEntries({ search: query, order: 'score', type: HIDDEN_TYPE_FILTER, limit: SEARCH_RESULT_LIMIT });
  return toItems(entries.map((entry) => ({ entry })), query);
}

function isNotFound(error: unknown): boolean {
  return isObj(error) && error.status === 404;
}

/** Set once the content host answered 404 for the index endpoint (real Elebase has none). */
let indexMissing = false;

async function builtinSearch(query: string): Promise<SiteSearchItem[]> {
  if (!indexMissing) {
    try {
      return await indexSearch(query);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      indexMissing = true;
      console.warn('Site search: the content host has no full-text search endpoint; using its keyword search.');
    }
  }
  return keywordSearch(query);
}

async function externalSearch(search: Settings['siteSearch'], query: string): Promise<SiteSearchItem[]> {
  const response = await fetch(siteSearchUrl(search.endpoint, search.params, query), {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(EXTERNAL_TIMEOUT_MS),
    cache: 'no-store',
  });
  if (response.status !== 200) throw new Error(`Site search answered HTTP ${response.status}`);
  return searchResults(await response.json()).map(({ htmlTitle, title, link, snippet }) => ({
    htmlTitle: boldOnlyHtml(htmlTitle),
    title,
    link,
    snippet: boldOnlyHtml(snippet),
  }));
}

/**
 * Site search (docs/product.md#search): nothing for queries under 2 characters; the external endpoint when
 * SITE_SEARCH_URL is configured; else the content service's full-text index (embedded default), or —
 * when the host has none (real Elebase answers 404) — its keyword search ranked by score; phase-checked.
 * A failure is logged and answered with no items (`failed: true`).
 */
export async function siteSearch(q: string | null | undefined, settings: Settings = readSettings()): Promise<SiteSearchAnswer> {
  const query = searchQuery(q);
  const source = settings.siteSearch.endpoint ? 'external' : 'builtin';
  if (query === null) return { query, items: [], source, failed: false };
  try {
    const items = source === 'external' ? await externalSearch(settings.siteSearch, query) : await builtinSearch(query);
    return { query, items, source, failed: false };
  } catch (error) {
    if (error instanceof ContentBusyError) return { query, items: [], source, failed: true, retryAfterSeconds: error.retryAfterSeconds };
    console.error(`Site search (${source}) failed`, error);
    return { query, items: [], source, failed: true };
  }
}
