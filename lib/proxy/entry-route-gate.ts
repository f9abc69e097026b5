import 'server-only';
import { PATHS } from '@/lib/config/routes';
import { readSettings } from '@/lib/config/settings';
import { todayInZone } from '@/lib/dates';
import { canonicalEntryRedirect, occurrenceOn } from '@/lib/entries';
import { isEntryId } from '@/lib/entries/entry-id';
import { fetchEntry } from '../content/entries';
import { entryPaths, knownEntry, type KnownEntry } from '../content/entry-paths';
import { missingEntries } from '../content/missing-entries';

export type EntryRouteDecision =
  /** the entry's canonical path: the ISR page answers */
  | { action: 'render' }
  /** nothing could be checked (the replica is not synced yet): 503, and nothing stored under this address */
  | { action: 'unavailable' }
  /** the canonical path with `?date=` one of its upcoming occurrences: rewrite to the internal occurrence route */
  | { action: 'occurrence'; path: string }
  /** malformed, unknown, deleted, or a draft outside preview: the site's not-found view (prerendered, never stored per URL) */
  | { action: 'not-found' }
  /** a real entry at another address (`/entries/{id}`, a wrong title slug): 308 to its canonical path */
  | { action: 'redirect'; location: string };

/** `/entries/{id}` or `/entries/{title}/{id}` as sent (still percent-encoded). */
const ENTRY_ROUTE = new RegExp(`^${PATHS.entries}/([^/]+)(?:/([^/]+))?/?$`);
/** `/entries/{title}/{id}/{day}`: the internal occurrence route, reached only through the rewrite below. */
const OCCURRENCE_ROUTE = new RegExp(`^${PATHS.entries}/[^/]+/[^/]+/[^/]+/?$`);

/** The internal route that renders the entry at `path` for the occurrence starting on `day` ('YYYY-MM-DD'). */
export function occurrenceRoutePath(path: string, day: string): string {
  return `${path}/${day}`;
}

/** Lookups of ids nobody has recorded yet, shared by the requests that ask at the same time. */
const pending = new Map<string, Promise<KnownEntry | null>>();

/**
 * Where the entry's page is in normal mode, or null when no visitor may see it: what the site last recorded
 * (`entryPaths`, `missingEntries`), else one content request, recorded the same way. Next's data cache cannot be
 * read from proxy.ts (it gets a fresh in-memory cache per request), so these in-memory records stand in for it.
 */
function publishedEntry(id: string): Promise<KnownEntry | null> {
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
        const known = knownEntry(entry);
        entryPaths().set(id, known);
        return known;
      })
      .finally(() => pending.delete(id));
    pending.set(id, lookup);
  }
  return lookup;
}

async function previewEntry(id: string): Promise<KnownEntry | null> {
  const entry = await fetchEntry(id, { preview: true, publicPhases: readSettings().publicPhases });
  return entry && knownEntry(entry);
}

/**
 * What an entry URL should answer, decided before Next's page cache is consulted: every answer the ISR entry routes
 * render is stored under its URL — a 404 or a redirect too — so only an entry's canonical path may reach the entry
 * route, and only `?date=` one of the entry's upcoming occurrences (`date`) the occurrence route, so the page cache
 * holds at most one page per real occurrence; any other `date` is ignored (the plain page, next date first). The
 * occurrence route's own address answers not-found. Null for paths that are not entry URLs. Preview (the
 * draft-mode cookie) looks drafts up, uncached, as preview pages do.
 */
export async function entryRouteDecision(
  pathname: string,
  { preview, date = null, today = todayInZone() }: { preview: boolean; date?: string | null; today?: string },
): Promise<EntryRouteDecision | null> {
  if (OCCURRENCE_ROUTE.test(pathname)) return { action: 'not-found' };
  const match = ENTRY_ROUTE.exec(pathname);
  if (!match) return null;
  const [, first, second] = match;
  const id = second ?? first;
  if (!isEntryId(id)) return { action: 'not-found' };
  let known: KnownEntry | null;
  try {
    known = preview ? await previewEntry(id) : await publishedEntry(id);
  } catch {
    return { action: 'unavailable' };
  }
  if (!known) return { action: 'not-found' };
  const day = occurrenceOn(known.ranges, date, today) ? date : null;
  const location = canonicalEntryRedirect(pathname, known.path, day);
  if (location) return { action: 'redirect', location };
  return day ? { action: 'occurrence', path: occurrenceRoutePath(known.path, day) } : { action: 'render' };
}
