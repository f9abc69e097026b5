import 'server-only';
import { buildCalendar, type CalendarEvent, type CalendarOptions } from '@/lib/calendar/ics';
import { entryCalendarEvent } from '@/lib/calendar/entry';
import { categoriesOfSite } from '@/lib/categories';
import { format, messages } from '@/lib/config/messages';
import { listViewByKey, type ListView } from '@/lib/config/routes';
import { readSettings } from '@/lib/config/settings';
import { startOfTodayInZone, todayInZone } from '@/lib/dates';
import { entryHref, upcomingOccurrences, type Entry } from '@/lib/entries';
import { defaultsFor } from '@/lib/list-query';
import { eventLocations } from './calendar-locations';
import { getEntriesById, getSiteEntry } from './entries';
import { getListResults } from './lists';

function eventsView(): ListView {
  const view = listViewByKey('events');
  if (!view) throw new Error("No list view 'events' in lib/config/routes.ts");
  return view;
}

/** Occurrences (list items: one per upcoming date) as calendar events, each with its own page's address. */
async function occurrenceEvents(occurrences: readonly Entry[]): Promise<CalendarEvent[]> {
  const { siteUrl } = readSettings();
  const locations = await eventLocations(occurrences);
  return occurrences.flatMap((entry) =>
    entry.occurrence
      ? [
          entryCalendarEvent(entry, {
            url: new URL(entryHref(entry), `${siteUrl}/`).toString(),
            ranges: [entry.occurrence],
            location: locations.get(entry.sourceId) ?? '',
          }),
        ]
      : [],
  );
}

/** A feed's settings. An event without an edit time is stamped with the start of today, never the clock: the bytes stay put. */
function calendarOptions(name: string, now: Date): CalendarOptions {
  const { siteUrl, productName } = readSettings();
  return { domain: new URL(siteUrl).hostname, name, prodId: `-//${productName}//Visitor site//EN`, feed: true, now: startOfTodayInZone(now) };
}

/**
 * /events.ics (docs/product.md#calendar-feeds): every upcoming occurrence the events list has, in its order and
 * with its bound. `category` counts only when it is one of the events list's categories; anything else is the
 * whole feed, read through the same cached list, so junk values make no reads and no cache entries of their own.
 */
export async function eventsFeed(category: string | null, now = new Date()): Promise<string> {
  const view = eventsView();
  const options = categoriesOfSite(await getSiteEntry('site'))[view.categoryKey] ?? [];
  const chosen = options.find((option) => option.id === category) ?? null;
  const { entries } = await getListResults(view, { ...defaultsFor(view), category: chosen?.id ?? '' }, now);
  const { productName } = readSettings();
  const name = chosen
    ? format(messages.calendar.category_feed_name, { site: productName, category: chosen.label })
    : format(messages.calendar.feed_name, { site: productName });
  return buildCalendar(await occurrenceEvents(entries.map((listed) => listed.entry())), calendarOptions(name, now));
}

/**
 * /trip.ics?ids= (docs/product.md#calendar-feeds): every upcoming occurrence of the trip's published events, by
 * date. Ids that are not published events are left out; with none left it is a valid, empty calendar.
 */
export async function tripFeed(ids: readonly string[], now = new Date()): Promise<string> {
  const events = (await getEntriesById(ids)).filter((entry) => entry.type === 'event');
  const occurrences = upcomingOccurrences(events, todayInZone(now));
  const name = format(messages.calendar.trip_feed_name, { site: readSettings().productName });
  return buildCalendar(await occurrenceEvents(occurrences), calendarOptions(name, now));
}
