import 'server-only';
import { readSettings } from '@/lib/config/settings';
import { todayInZone } from '@/lib/dates';
import { upcomingOccurrences } from '@/lib/entries';
import { entryDetail } from '@/lib/feed/entry-records';
import type { EntryDetail } from '@/lib/feed/records';
import { getContacts } from './contacts';
import { feedContext } from './feed-context';
import { readEntry } from './entries';

/** Types that configure the site or are parts of other pages: not records of the feed. */
export const NOT_RECORDS = new Set(['site', 'notice', 'hero']);

/** An entry's details (GET /api/v1/entries/{id}), published ones only; null for any other id. */
export async function feedEntry(id: string, now = new Date()): Promise<EntryDetail | null> {
  const entry = await readEntry(id, { preview: false, publicPhases: readSettings().publicPhases });
  if (!entry || NOT_RECORDS.has(entry.type)) return null;
  // Contacts that cannot be read are left out, as on the entry page.
  const contacts = await getContacts(entry.contacts.slice(0, 10)).catch(() => []);
  return entryDetail(entry, contacts, upcomingOccurrences([entry], todayInZone(now)), feedContext(now));
}
