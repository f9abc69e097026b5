import 'server-only';
import { LRUCache } from 'lru-cache';
import { CONTENT_PAGES, HOME_VIEWS, LIST_VIEWS } from '@/lib/config/routes';
import { readSettings, type Settings } from '@/lib/config/settings';
import { siteEntryIds } from '@/lib/config/site-entry-ids';
import { todayInZone } from '@/lib/dates';
import { isObj } from '@/lib/entries/coerce';
import { ELEMENT_IDS, isPhaseVisible, normalizeEntry, phasesFor, textOf, type Entry } from '@/lib/entries';
import { searchQuery, searchResults, siteSearchUrl } from '@/lib/search/rules';
import { hasEnded, searchHitPath } from '@/lib/search/events';
import { boldOnlyHtml } from '@/lib/search/html';
import { rankHits } from '@/lib/search/best-first';
import { highlightText, searchableText, searchKeywords, searchSnippet, withoutAddressesHtml } from '@/lib/search/snippets';
import { searchTypeLabel, UNSEARCHABLE_TYPES } from '@/lib/search/type-label';
import { ContentBusyError } from '../limits/availability';
import { contentMode, freeTextRead } from './cached-read';
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
const EXTERNAL_TIMEOUT_MS = 8000;
/** Text elements a snippet is made from, in this order (a repeat of earlier text is dropped). */
const SNIPPET_ELEMENTS = [ELEMENT_IDS.overview, ELEMENT_IDS.intro, ELEMENT_IDS.tagline, ELEMENT_IDS.body, ELEMENT_IDS.html];

/**
 * Entries' texts as clean prose, by the texts they are made from: making one (markdown parsed, every sentence
 * compared with every other) was most of a search answer's own work at 100,000 entries, for each of its 25 hits,
 * and the same entries are hits of search after search. Bounded by characters kept (texts and keys).
 */
const proseTexts = new LRUCache<string, string>({ maxSize: 4_000_000, sizeCalculation: (text, key) => text.length + key.length + 1 });

/** The entry's text as clean prose: no markup, addresses or repeats (lib/search/snippets). */
function entryText(entry: Entry): string {
  const parts = SNIPPET_ELEMENTS.map((id) => textOf(entry, id));
  const key = JSON.stringify(parts);
  let text = proseTexts.get(key);
  if (text === undefined) proseTexts.set(key, (text = searchableText(parts)));
  return text;
}

/** Site entries that are shown at their own route (list intros, content pages) link there. */
function routedPaths(): Map<string, string> {
  const ids = siteEntryIds();
  const map = new Map<string, string>();
  for (const view of [...LIST_VIEWS].map((v) => ({ path: v.path, key: v.sectionKey }))) map.set(ids[view.key], view.path);
  for (const page of [...CONTENT_PAGES, ...HOME_VIEWS]) if (!map.has(ids[page.key])) map.set(ids[page.key], page.path);
  return map;
}

interface SearchContext {
  keywords: string[];
  /** 'YYYY-MM-DD' in America/Denver: events that ended before it are left out. */
  today: string;
  paths: Map<string, string>;
}

/**
 * An entry as a search hit, or null when it is not one: no title (the lib/search rule: title and link), a
 * technical type, or an event that is over. Named site entries link to their own route, a recurring event to
 * its next date, others to their entry page. Title and snippet are escaped text with the query's words in <b>.
 */
function entrySearchItem(entry: Entry, context: SearchContext): (SiteSearchItem & { text: string }) | null {
  const title = entry.title.trim();
  if (!title || (UNSEARCHABLE_TYPES as readonly string[]).includes(entry.type) || hasEnded(entry, context.today)) return null;
  const text = entryText(entry);
  return {
    htmlTitle: highlightText(title, context.keywords),
    title,
    link: context.paths.get(entry.sourceId) ?? searchHitPath(entry, context.today),
    snippet: searchSnippet(text, context.keywords),
    type: searchTypeLabel(entry.type, entry.subtype) ?? undefined,
    text,
  };
}

/** Hits as results: one per entry and link, past events and technical entries left out, best match first. */
function toItems(entries: readonly Entry[], query: string, now: Date): SiteSearchItem[] {
  const context: SearchContext = { keywords: searchKeywords(query), today: todayInZone(now), paths: routedPaths() };
  const hits: { item: SiteSearchItem & { text: string }; entry: Entry }[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const item = seen.has(entry.sourceId) ? null : entrySearchItem(entry, context);
    seen.add(entry.sourceId);
    if (item && !hits.some((hit) => hit.item.link === item.link)) hits.push({ item, entry });
  }
  return rankHits(hits, context.keywords, ({ item, entry }) => ({
    title: item.title,
    text: item.text,
    prioritized: entry.prioritized,
    edited: entry.dates.edited,
  })).map(({ item: { text: _text, ...item } }) => item);
}

const HIDDEN_TYPE_FILTER = UNSEARCHABLE_TYPES.map((type) => `!${type}`).join(',');

/**
 * The embedded service's full-text index: `GET /search?q=` (ranked as docs/product.md#search says), leaving out
 * events that ended before today there, so the limit counts only results that will be shown.
 */
async function indexSearch(query: string, now: Date): Promise<SiteSearchItem[]> {
  const mode = await contentMode();
  const params = {
    q: query,
    type: HIDDEN_TYPE_FILTER,
    limit: SEARCH_RESULT_LIMIT,
    phase: phasesFor(mode).join(','),
    [`upcoming.${ELEMENT_IDS.eventDatetime}`]: todayInZone(now),
    // The hits' titles and snippets are made here (entrySearchItem), from their texts as prose.
    highlight: 'false',
  };
  const answer = await freeTextRead<object>(['search', JSON.stringify(params)], async (preview) => {
    const body = await contentClient().get(SEARCH_INDEX_PATH, { params, preview });
    return isObj(body) ? body : {};
  });
  const index = isObj(answer) && Array.isArray(answer.index) ? answer.index : [];
  const entries = index.map((doc) => normalizeEntry(doc)).filter((entry): entry is Entry => !!entry && isPhaseVisible(entry.phase, mode));
  return toItems(entries, query, now);
}

/**
 * The content API's own keyword search (real Elebase): `/entries?search=&order=score`, phase-checked. It cannot
 * leave out past events itself, so they are dropped here and fewer than the limit may remain.
 */
async function keywordSearch(query: string, now: Date): Promise<SiteSearchItem[]> {
  const { entries } = await listEntries({ search: query, order: 'score', type: HIDDEN_TYPE_FILTER, limit: SEARCH_RESULT_LIMIT });
  return toItems(entries, query, now);
}

function isNotFound(error: unknown): boolean {
  return isObj(error) && error.status === 404;
}

/** Set once the content host answered 404 for the index endpoint (real Elebase has none). */
let indexMissing = false;

async function builtinSearch(query: string, now: Date): Promise<SiteSearchItem[]> {
  if (!indexMissing) {
    try {
      return await indexSearch(query, now);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      indexMissing = true;
      console.warn('Site search: the content host has no full-text search endpoint; using its keyword search.');
    }
  }
  return keywordSearch(query, now);
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
    snippet: withoutAddressesHtml(boldOnlyHtml(snippet)),
  }));
}

/**
 * Site search (docs/product.md#search): nothing for queries under 2 characters; the external endpoint when
 * SITE_SEARCH_URL is configured (its results as it ranks them: it indexes pages, so past events cannot be told
 * apart there); else the content service's full-text index (embedded default), or — when the host has none
 * (real Elebase answers 404) — its keyword search; phase-checked, past events left out, best match first.
 * A failure is logged and answered with no items (`failed: true`).
 */
export async function siteSearch(
  q: string | null | undefined,
  settings: Settings = readSettings(),
  now: Date = new Date(),
): Promise<SiteSearchAnswer> {
  const query = searchQuery(q);
  const source = settings.siteSearch.endpoint ? 'external' : 'builtin';
  if (query === null) return { query, items: [], source, failed: false };
  try {
    const items = source === 'external' ? await externalSearch(settings.siteSearch, query) : await builtinSearch(query, now);
    return { query, items, source, failed: false };
  } catch (error) {
    if (error instanceof ContentBusyError) return { query, items: [], source, failed: true, retryAfterSeconds: error.retryAfterSeconds };
    console.error(`Site search (${source}) failed`, error);
    return { query, items: [], source, failed: true };
  }
}
