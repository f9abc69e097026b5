/**
 * Entry pages (canonical paths, and the occurrence pages `?date=` names) this process has let through to the ISR
 * entry routes since its start or the last publish. The first request renders the page into Next's page cache;
 * asked for again it is a page-cache read like any page, so proxy.ts leaves it out of the per-client limit: a
 * crawler walking the sitemap is not refused for pages that cost nothing, while a page nobody has asked for yet
 * still counts, since it renders.
 *
 * Process-wide on globalThis, like the other sets proxy.ts keeps. Another instance's pages are not known here: they
 * count until this one has served them, which only errs on the safe side.
 */
import { createExpiringSet, type ExpiringSet } from '@/lib/expiring-map';
import { processWide } from '@/lib/server/process-wide';

/** The entry pages' cache lifetime is shorter; past it Next serves the stored page and refreshes it in the background. */
export const SEEN_ENTRY_PAGE_TTL_MS = 6 * 60 * 60_000;
/** Far more than the site's entries and their upcoming occurrences; past it the oldest count again. */
export const SEEN_ENTRY_PAGES_MAX = 20_000;

export function seenEntryPages(): ExpiringSet {
  return processWide('seen-entry-pages', () => createExpiringSet({ ttlMs: SEEN_ENTRY_PAGE_TTL_MS, maxSize: SEEN_ENTRY_PAGES_MAX }), 'clear');
}

/** The key of an entry page: its canonical path, with the occurrence day when `?date=` names one. */
export function entryPageKey(pathname: string, day: string | null = null): string {
  return day ? `${pathname}?date=${day}` : pathname;
}

/** Whether this request for an entry path would be answered from the page cache (as far as this process knows). */
export function entryPageSeen(pathname: string, date: string | null): boolean {
  return seenEntryPages().has(entryPageKey(pathname)) && (date === null || seenEntryPages().has(entryPageKey(pathname, date)));
}
