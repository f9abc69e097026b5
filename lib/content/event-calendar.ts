import 'server-only';
import { buildCalendar, calendarFileName } from '@/lib/calendar';
import { readSettings } from '@/lib/config/settings';
import { isUpcoming, sortRanges, todayInZone } from '@/lib/dates';
import { elementOf, entryOccurrenceOn, eventRanges, occurrenceHref, ELEMENT_IDS } from '@/lib/entries';
import { isEntryId } from '@/lib/entries/entry-id';
import { plainDescription } from '@/lib/structured-data';
import { entryPath, slugify } from '@/lib/text';
import { getContacts } from './contacts';
import { getEntry } from './entries';

export type EventCalendar = { found: true; ics: string; fileName: string } | { found: false; message: string };

/**
 * The .ics calendar of an event (GET /api/calendar/{id}): one VEVENT per upcoming occurrence, located at its first
 * contact's address. `{id}::{YYYY-MM-DD}` names one upcoming occurrence (an entry page opened for it): that one
 * alone; any other suffix names the event.
 */
export async function eventCalendar(id: string): Promise<EventCalendar> {
  const [eventId, day] = id.split('::');
  if (!isEntryId(eventId)) return { found: false, message: 'Event not found.' };
  const entry = await getEntry(eventId);
  if (!entry || entry.type !== 'event') return { found: false, message: 'Event not found.' };
  const today = todayInZone();
  const occurrence = entryOccurrenceOn(entry, day, today);
  const ranges = occurrence ? [occurrence.range] : sortRanges(eventRanges(entry)).filter((r) => isUpcoming(r, today));
  if (ranges.length === 0) return { found: false, message: 'This event has no upcoming dates.' };

  const settings = readSettings();
  const contactIds = elementOf(entry, ELEMENT_IDS.contact, 'contact')?.data.map((c) => c.id) ?? [];
  const contacts = contactIds.length ? await getContacts(contactIds).catch(() => []) : [];
  const location = contacts.flatMap((c) => c.locations).find((l) => l.lines.length > 0);
  const path = occurrence ? occurrenceHref(entryPath(entry), occurrence.day) : entryPath(entry);
  const url = new URL(path, `${settings.siteUrl}/`).toString();

  const ics = buildCalendar(
    {
      id: entry.sourceId,
      title: entry.title,
      description: [plainDescription(entry, 500), url].filter(Boolean).join('\n\n'),
      location: location ? [location.name, ...location.lines].filter(Boolean).join(', ') : `${settings.productName}, Montana`,
      url,
      ranges,
    },
    { domain: new URL(settings.siteUrl).hostname, name: entry.title, prodId: `-//${settings.productName}//Visitor site//EN` },
  );
  const slug = occurrence ? `${slugify(entry.title)}-${occurrence.day}` : slugify(entry.title);
  return { found: true, ics, fileName: calendarFileName(slug) };
}
