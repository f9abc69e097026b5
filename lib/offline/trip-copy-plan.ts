/**
 * What a trip saved for offline holds (docs/product.md#offline-and-installing), as pure functions of the trip's answer and the
 * pages' HTML: the service worker downloads what these name.
 */
import { CONDITIONS_PATH } from '../conditions/paths';
import type { TripPayload } from '../trip/groups';
import { tripApiUrl, tripCalendarUrl } from '../trip/urls';
import { TRIP_PATH } from '../trip/paths';
import { OFFLINE_PATH, TRIP_COPY_MAX_IMAGES_PER_PAGE, TRIP_COPY_MAX_OCCURRENCES } from './paths';

/**
 * Addresses every copy holds, whatever is saved: the home page (the installed site's start), the trip and its data,
 * and a snapshot of the conditions (the page says when it was taken).
 */
export function tripCopyBase(ids: readonly string[]): string[] {
  return ['/', TRIP_PATH, OFFLINE_PATH, tripApiUrl(ids), CONDITIONS_PATH];
}

export interface TripCopyItems {
  /** Entry pages (a recurring event's page at its next date, as the trip links it). */
  pages: string[];
  /** Events' own pages, read for their upcoming dates. */
  events: string[];
  /** The trip's calendar file, when an event is saved. */
  calendar: string | null;
}

/** What the trip's answer names: each shown item's page, each event's page, and the calendar when an event is saved. */
export function tripCopyItems(ids: readonly string[], payload: TripPayload): TripCopyItems {
  const items = payload.groups.flatMap((group) => group.items);
  const pages = new Set<string>();
  const events = new Set<string>();
  for (const item of items) {
    pages.add(item.href);
    if (item.type === 'event') {
      const base = item.href.split('?')[0];
      pages.add(base);
      events.add(base);
    }
  }
  const hasEvent = items.some((item) => item.type === 'event');
  return { pages: [...pages], events: [...events], calendar: hasEvent ? tripCalendarUrl(ids) : null };
}

const unescapeHtml = (value: string) => value.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');

/** Same-origin paths only: a value that starts with one slash (never `//host`). */
const isOwnPath = (value: string) => value.startsWith('/') && !value.startsWith('//');

/**
 * An event page's upcoming occurrences as their own addresses (`{path}?date=YYYY-MM-DD`): the days of the page's
 * `<time data-upcoming>` elements (components/elements/EventDates.tsx) on or after `today`, soonest first, at most
 * `max`.
 */
export function occurrenceLinks(html: string, path: string, today: string, max = TRIP_COPY_MAX_OCCURRENCES): string[] {
  const days = new Set<string>();
  for (const [, attributes] of html.matchAll(/<time\b([^>]*)>/gi)) {
    if (!/\sdata-upcoming(=|\s|$)/i.test(attributes)) continue;
    const day = /\sdatetime="(\d{4}-\d{2}-\d{2})/i.exec(attributes)?.[1];
    if (day && day >= today) days.add(day);
  }
  return [...days]
    .sort()
    .slice(0, max)
    .map((day) => `${path}?date=${day}`);
}

/**
 * The page's own images as the browser asks for them: each `<img>`'s `src` on this site (optimised photos at the
 * width the page names, placeholders), at most `max`. Remote images stay remote (no third-party copies).
 */
export function pageImages(html: string, max = TRIP_COPY_MAX_IMAGES_PER_PAGE): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)) {
    const src = unescapeHtml(match[1]);
    if (isOwnPath(src) && !found.includes(src)) found.push(src);
    if (found.length >= max) break;
  }
  return found;
}

/**
 * The saved ids whose entries the copy must drop: those the site answered online no longer lists (deleted or
 * unpublished since) that the copy still holds. Saving the copy again without them leaves their pages out of it
 * (the saved copy is replaced whole).
 */
export function goneFromCopy(copied: readonly string[], gone: readonly string[]): string[] {
  const held = new Set(copied);
  return [...new Set(gone)].filter((id) => held.has(id));
}
