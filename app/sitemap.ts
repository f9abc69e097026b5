import type { MetadataRoute } from 'next';
import { EVENTS_FEED_PATH } from '@/lib/calendar/feeds';
import { siteEntryIds } from '@/lib/config/site-entry-ids';
import { API_BASE, LLMS_PATH, OPENAPI_PATH } from '@/lib/feed/paths';
import { CONTENT_PAGES, HOME_VIEWS, LIST_VIEWS, PATHS, canonicalHomePath } from '@/lib/config/routes';
import { readSettings } from '@/lib/config/settings';
import { listEntries } from '@/lib/content/entries';
import type { Entry } from '@/lib/entries';
import { entryPath } from '@/lib/text';

/** Regenerated hourly (entries change; the build-time copy is only a start). */
export const revalidate = 3600;

const PAGE_SIZE = 1000;
const MAX_PAGES = 20;
/** Types that are configuration or fragments of other views, never pages of their own. */
const NON_PAGE_TYPES = ['notice', 'site', 'hero'];

async function publishedEntries(): Promise<Entry[]> {
  const out: Entry[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { entries, total } = await listEntries(
      { type: NON_PAGE_TYPES.map((t) => `!${t}`).join(','), limit: PAGE_SIZE, page, order: 'a-z' },
      { lifetime: 'static' },
    );
    out.push(...entries);
    if (entries.length < PAGE_SIZE || out.length >= total) break;
  }
  return out;
}

/** sitemap.xml: home, seasonal homes, content pages and list views, the feeds, then one URL per published entry. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = readSettings();
  const abs = (path: string) => new URL(path, `${siteUrl}/`).toString();
  const staticViews = [...HOME_VIEWS.filter((v) => canonicalHomePath(v.path) === v.path), ...CONTENT_PAGES, ...LIST_VIEWS];
  const items: MetadataRoute.Sitemap = staticViews.map((view) => ({
    url: abs(view.path),
    changeFrequency: view.path === '/' || LIST_VIEWS.some((l) => l.path === view.path) ? 'daily' : 'weekly',
    priority: view.path === '/' ? 1 : 0.7,
  }));
  items.push({ url: abs(PATHS.conditions), changeFrequency: 'hourly', priority: 0.7 });
  // The feeds: the open API's overview and description, the guide for language models, the events calendar.
  for (const feed of [API_BASE, OPENAPI_PATH, LLMS_PATH, EVENTS_FEED_PATH]) items.push({ url: abs(feed), changeFrequency: 'daily', priority: 0.3 });

  // A failed read fails the regeneration, so the previous sitemap stays (never one without the entries).
  const entries = await publishedEntries();
  // Named site entries already have their own paths; recurring occurrences share one entry URL.
  const named = new Set(Object.values(siteEntryIds()));
  const seen = new Set<string>();
  for (const entry of entries) {
    if (named.has(entry.sourceId) || seen.has(entry.sourceId) || NON_PAGE_TYPES.includes(entry.type)) continue;
    seen.add(entry.sourceId);
    const edited = entry.dates.edited || entry.dates.published;
    items.push({
      url: abs(entryPath(entry)),
      ...(edited && !Number.isNaN(Date.parse(edited)) ? { lastModified: new Date(edited) } : {}),
      changeFrequency: 'weekly',
      priority: 0.5,
    });
  }
  return items;
}
