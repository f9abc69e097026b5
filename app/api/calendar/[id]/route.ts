import { buildCalendar, calendarFileName, ICS_CONTENT_TYPE } from '@/lib/calendar';
import { readSettings } from '@/lib/config/settings';
import { getContacts } from '@/lib/content/contacts';
import { getEntry } from '@/lib/content/entries';
import { isUpcoming, sortRanges, todayInZone } from '@/lib/dates';
import { elementOf, eventRanges, ELEMENT_IDS } from '@/lib/entries';
import { isEntryId } from '@/lib/entries/entry-id';
import { plainDescription } from '@/lib/structured-data';
import { entryPath, slugify } from '@/lib/text';
import { routeMethods } from '../../route-methods';

function notFound(message: string): Response {
  return new Response(message, { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}

/**
 * GET /api/calendar/{id}: an .ics file with one VEVENT per upcoming occurrence of the event (`{id}::…`, an
 * occurrence, names its event). Next hands `params` over decoded already.
 */
async function calendar(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const id = (await params).id.split('::')[0];
  if (!isEntryId(id)) return notFound('Event not found.');
  const entry = await getEntry(id);
  if (!entry || entry.type !== 'event') return notFound('Event not found.');
  const today = todayInZone();
  const ranges = sortRanges(eventRanges(entry)).filter((r) => isUpcoming(r, today));
  if (ranges.length === 0) return notFound('This event has no upcoming dates.');

  const settings = readSettings();
  const contactIds = elementOf(entry, ELEMENT_IDS.contact, 'contact')?.data.map((c) => c.id) ?? [];
  const contacts = contactIds.length ? await getContacts(contactIds).catch(() => []) : [];
  const location = contacts.flatMap((c) => c.locations).find((l) => l.lines.length > 0);
  const url = new URL(entryPath(entry), `${settings.siteUrl}/`).toString();

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
  return new Response(ics, {
    headers: {
      'Content-Type': ICS_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${calendarFileName(slugify(entry.title))}"`,
      'Cache-Control': 'public, max-age=300, s-maxage=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeMethods({ GET: calendar });
