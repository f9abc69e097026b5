import 'server-only';
import { CONTENT_PAGES, HOME_VIEWS, LIST_VIEWS } from '@/lib/config/routes';
import { readSettings, type Settings } from '@/lib/config/settings';
import { siteEntryIds } from '@/lib/config/site-entry-ids';
import { ELEMENT_IDS, textOf, type Entry } from '@/lib/entries';
import { searchQuery, searchResults, siteSearchUrl, stripTags } from '@/lib/search';
import { entryPath, shorten } from '@/lib/text';
import { listEntries } from './entries';

/** One search hit, the same shape for the built-in and the external backend. */
export interface SiteSearchItem {
  /** HTML title (sanitise before rendering as HTML). */
  htmlTitle: string;
  /** Title as plain text. */
  title: string;
  /** Site path (built-in) or absolute URL (external). */
  link: string;
  /** Plain-text summary. */
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
}

export const SEARCH_RESULT_LIMIT = 25;
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

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
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

/** An entry as a search hit, or null when it has no title (the lib/search rule: title and link). */
export function entrySearchItem(entry: Entry, query: string, paths: Map<string, string> = new Map()): SiteSearchItem | null {
  const title = entry.title.trim();
  if (!title) return null;
  const link = paths.get(entry.sourceId) ?? entryPath(entry);
  return { htmlTitle: highlight(title, query), title, link, snippet: plainSummary(entry), type: typeLabel(entry.type) };
}

async function builtinSearch(query: string): Promise<SiteSearchItem[]> {
  const { entries } = await listEntries({
    search: query,
    order: 'score',
    type: HIDDEN_TYPES.map((type) => `!${type}`).join(','),
    limit: SEARCH_RESULT_LIMIT,
  });
  const paths = routedPaths();
  const seen = new Set<string>();
  const items: SiteSearchItem[] = [];
  for (const entry of entries) {
    if (seen.has(entry.sourceId)) continue;
    seen.add(entry.sourceId);
    const item = entrySearchItem(entry, query, paths);
    if (item) items.push(item);
  }
  return items;
}

async function externalSearch(search: Settings['siteSearch'], query: string): Promise<SiteSearchItem[]> {
  const response = await fetch(siteSearchUrl(search.endpoint, search.params, query), {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(EXTERNAL_TIMEOUT_MS),
    cache: 'no-store',
  });
  if (response.status !== 200) throw new Error(`Site search answered HTTP ${response.status}`);
  return searchResults(await response.json()).map(({ htmlTitle, title, link, snippet }) => ({ htmlTitle, title, link, snippet }));
}

/**
 * Site search (spec §5, §7): nothing for queries under 2 characters; the external endpoint when
 * SITE_SEARCH_URL is configured, else the content API's keyword search ranked by score, phase-checked.
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
    console.error(`Site search (${source}) failed`, error);
    return { query, items: [], source, failed: true };
  }
}
