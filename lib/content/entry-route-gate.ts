import 'server-only';
import { PATHS } from '@/lib/config/routes';
import { readSettings } from '@/lib/config/settings';
import { isEntryId } from '@/lib/entries/entry-id';
import { entryPath } from '@/lib/text';
import { readEntry } from './entries';

export type EntryRouteDecision =
  /** the entry's canonical path, or nothing could be checked (content unavailable): the ISR page answers */
  | { action: 'render' }
  /** malformed, unknown, deleted, or a draft outside preview: the site's not-found view (prerendered, never stored per URL) */
  | { action: 'not-found' }
  /** a real entry at another address (`/entries/{id}`, a wrong title slug): 308 to its canonical path */
  | { action: 'redirect'; location: string };

/** `/entries/{id}` or `/entries/{title}/{id}` as sent (still percent-encoded). */
const ENTRY_ROUTE = new RegExp(`^${PATHS.entries}/([^/]+)(?:/([^/]+))?/?$`);

/**
 * What an entry URL should answer, decided before Next's page cache is consulted: every answer the ISR entry route
 * renders is stored under its URL — a 404 or a redirect too — so only an entry's canonical path may reach it.
 * Null for paths that are not entry URLs. In normal mode the lookup reads the data cache (a miss is never
 * stored, see `cachedLookup`); in preview it asks the content service, as preview pages do.
 */
export async function entryRouteDecision(pathname: string, { preview }: { preview: boolean }): Promise<EntryRouteDecision | null> {
  const match = ENTRY_ROUTE.exec(pathname);
  if (!match) return null;
  const [, first, second] = match;
  const id = second ?? first;
  if (!isEntryId(id)) return { action: 'not-found' };
  let entry;
  try {
    entry = await readEntry(id, { preview, publicPhases: readSettings().publicPhases });
  } catch {
    return { action: 'render' };
  }
  if (!entry) return { action: 'not-found' };
  const canonical = entryPath(entry);
  return pathname === canonical ? { action: 'render' } : { action: 'redirect', location: canonical };
}
