import 'server-only';
import { calendarLocation, contactIdsOf } from '@/lib/calendar/entry';
import { readSettings } from '@/lib/config/settings';
import type { Entry } from '@/lib/entries';
import { getContacts } from './contacts';

/** Contact ids per read: a feed of hundreds of events must not make one URL of many kilobytes. */
const CONTACTS_PER_READ = 100;

/**
 * Where each event takes place (by entry id), with one read of every contact they name. A contact that cannot be
 * loaded is left out quietly, as on entry pages (docs/product.md#contacts): the event is then placed in the town.
 */
export async function eventLocations(entries: readonly Entry[]): Promise<Map<string, string>> {
  const town = `${readSettings().productName}, Montana`;
  const ids = [...new Set(entries.flatMap(contactIdsOf))];
  const batches = Array.from({ length: Math.ceil(ids.length / CONTACTS_PER_READ) }, (_, i) => ids.slice(i * CONTACTS_PER_READ, (i + 1) * CONTACTS_PER_READ));
  const contacts = (await Promise.all(batches.map((batch) => getContacts(batch).catch(() => [])))).flat();
  const byId = new Map(contacts.map((contact) => [contact.id, contact]));
  return new Map(
    entries.map((entry) => [
      entry.sourceId,
      calendarLocation(contactIdsOf(entry).flatMap((id) => byId.get(id) ?? []), town),
    ]),
  );
}
