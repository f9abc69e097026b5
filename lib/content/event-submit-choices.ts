/**
 * What the event submission form offers from the site's content, read from the replica like any page: the events
 * list's categories and the places on the site a venue can be picked from (a–z, bounded).
 */
import 'server-only';
import { elementOf, ELEMENT_IDS } from '@/lib/entries';
import type { Option } from '@/lib/entries/types';
import type { KnownEvent } from '@/lib/event-submit/duplicates';
import { VENUE_ELEMENT } from '@/lib/event-submit/entry';
import { listEntries } from './entries';
import { siteCategories } from './list-categories';

/** Types whose entries are places an event can be at. */
const VENUE_TYPES = ['dine', 'stay', 'explore', 'shop', 'here', 'meetings'];
const MAX_VENUES = 500;

export interface EventSubmitOptions {
  categories: Option[];
  venues: Option[];
}

export async function eventSubmitOptions(): Promise<EventSubmitOptions> {
  const [categories, { entries }] = await Promise.all([
    siteCategories().then((all) => all.events ?? []),
    listEntries({ type: VENUE_TYPES.join(','), limit: MAX_VENUES, order: 'a-z' }, { lifetime: 'static' }),
  ]);
  return { categories, venues: entries.map((entry) => ({ id: entry.sourceId, label: entry.title })) };
}

/** Published events running from `today` on, as the duplicate check compares them (bounded like the list). */
export async function publishedEvents(today: string): Promise<KnownEvent[]> {
  const { entries } = await listEntries({ type: 'event', [`element.${ELEMENT_IDS.eventDatetime}`]: `>=${today}`, order: 'time', limit: MAX_VENUES });
  return entries.map((entry) => ({
    id: entry.sourceId,
    title: entry.title,
    dates: elementOf(entry, ELEMENT_IDS.eventDatetime, 'datetime')?.data ?? [],
    venueId: elementOf(entry, VENUE_ELEMENT, 'entry')?.data[0]?.id,
    source: 'published' as const,
  }));
}
