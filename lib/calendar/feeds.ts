/**
 * Addresses of the site's calendar feeds (docs/product.md#calendar-feeds). Pure and import-free: the events list's
 * subscribe links use it in the browser.
 */

/** Every upcoming event; `?category=` narrows it to one of the events list's categories. */
export const EVENTS_FEED_PATH = '/events.ics';
/** The saved events of a trip: `?ids=` as a shared trip link has them. */
export const TRIP_FEED_PATH = '/trip.ics';
/** The calendars served at the site's top level (route handlers beside the pages). */
export const CALENDAR_FEED_PATHS: readonly string[] = [EVENTS_FEED_PATH, TRIP_FEED_PATH];
export const EVENTS_FEED_FILE = 'whitefish-events.ics';
export const TRIP_FEED_FILE = 'whitefish-trip.ics';

/** The events feed, narrowed to a category when one is chosen. */
export function eventsFeedPath(category = ''): string {
  return category ? `${EVENTS_FEED_PATH}?category=${encodeURIComponent(category)}` : EVENTS_FEED_PATH;
}

/** A subscription address (`webcal://host/path`): calendar apps open it and keep the feed in step; null without an http(s) origin. */
export function webcalUrl(siteUrl: string, path: string): string | null {
  if (!/^https?:\/\/[^/]/i.test(siteUrl)) return null;
  const url = new URL(path, `${siteUrl.replace(/\/$/, '')}/`);
  return `webcal://${url.host}${url.pathname}${url.search}`;
}
