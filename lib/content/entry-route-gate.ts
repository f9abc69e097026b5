import 'server-only';
import { PATHS } from '@/lib/config/routes';
import { readSettings } from '@/lib/config/settings';
import { isEntryId } from '@/lib/entries/entry-id';
import { entryPath } from '@/lib/text';
import { fetchEntry } from './entries';
import { entryPaths } from './entry-paths';
import { missingEntries } from './missing-entries';

export type EntryRouteDecision =
  /** the entry's canonical path, or nothing could be checked (content unavailable): the ISR page answers */
  | { action: 'render' }
  /** malformed, unknown, deleted, or a draft outside preview: the site's not-found view (prerendered, never stored per URL) */
  | { action: 'not-found' }
  /** a real entry at another address (`/entries/{id}`, a wrong title slug): 308 to its canonical path */
  | { action: 'redirect'; location: string };

/** `/entries/{id}` or `/entries/{title}/{id}` as sent (still percent-encoded). */
const ENTRY_ROUTE = new RegExp(`^${PATHS.entries}/([^/]+)(?:/([^/]+))?/?$`);

/** Lookups of ids nobody has recorded yet, shared by the requests that ask at the same time. */
const pending = new Map<string, Promise<string | null>>();

/**
 * Where the entry's page is in normal mode, or null when no visitor may see it: what the site last recorded
 * (`entryPaths`, `missingEntries`), else one content request, recorded the same way. Next's data cache cannot be
 * read from proxy.ts (it gets a fresh in-memory cache per request), so these in-memory records stand in for it.
 */
function publishedPath(id: string): Promise<string | null> {
  if (missingEntries().has(id)) return Promise.resolve(null);
  const known = entryPaths().get(id);
  if (known) return Promise.resolve(known);
  let lookup = pending.get(id);
  if (!lookup) {
    lookup = fetchEntry(id, { preview: false, publicPhases: readSettings().publicPhases })
      .then((entry) => {
        if (!entry) {
          missingEntries().add(id);
          return null;
        }
        const path = entryPath(entry);
        entryPaths().set(id, path);
        return path;
      })
      .finally(() => pending.delete(id));
    pending.set(id, lookup);
  }
  return lookup;
}

async function previewPath(id: string): Promise<string | null> {
  const entry = await fetchEntry(id, { preview: true, publicPhases: readSettings().publicPhases });
  return entry && entryPath(entry);
}

/**
 * What an entry URL should answer, decided before Next's page cache is consulted: every answer the ISR entry route
 * renders is stored under its URL — a 404 or a redirect too — so only an entry's canonical path may reach it.
 * Null for paths that are not entry URLs. Preview (the draft-mode cookie) looks drafts up, uncached, as preview
 * pages do.
 */
export async function entryRouteDecision(pathname: string, { preview }: { preview: boolean }): Promise<EntryRouteDecision | null> {
  const match = ENTRY_ROUTE.exec(pathname);
  if (!match) return null;
  const [, first, second] = match;
  const id = second ?? first;
  if (!isEntryId(id)) return { action: 'not-found' };
  let canonical: string | null;
  try {
    canonical = preview ? await previewPath(id) : await publishedPath(id);
  } catch {
    return { action: 'render' };
  }
  if (!canonical) return { action: 'not-found' };
  return pathname === canonical ? { action: 'render' } : { action: 'redirect', location: canonical };
}
