import 'server-only';
import type { SiteEntryKey } from '@/lib/config/site-entry-ids';
import { todayInZone } from '@/lib/dates';
import { elementOf, ELEMENT_IDS, upcomingOccurrences, type Entry } from '@/lib/entries';
import { getEntriesById, getSiteEntry, listEntries } from './entries';

const HOME_EVENT_COUNT = 6;

/** Upcoming event occurrences from `today` (America/Denver) on, soonest first. */
export async function getUpcomingEvents(today: string, limit: number): Promise<Entry[]> {
  const { entries } = await listEntries({
    type: 'event',
    [`element.${ELEMENT_IDS.eventDatetime}`]: `>=${today}`,
    order: 'time',
    limit,
  });
  return upcomingOccurrences(entries, today).slice(0, limit);
}

export interface HomeData {
  home: Entry;
  featured: Entry[];
  events: Entry[];
  today: string;
}

export async function getHome(key: SiteEntryKey): Promise<HomeData | null> {
  const home = await getSiteEntry(key);
  if (!home) return null;
  const today = todayInZone();
  const refs = elementOf(home, ELEMENT_IDS.featured, 'entry')?.data ?? [];
  const [featured, events] = await Promise.all([
    getEntriesById(refs.map((ref) => ref.id)),
    getUpcomingEvents(today, HOME_EVENT_COUNT),
  ]);
  return { home, featured, events, today };
}
