/**
 * The cached list states (internal paths, lib/list-query/cached-state.ts) this process has sent to the page cache
 * since its start or the last publish. The first request for a state renders it (or finds it on disk); asked for
 * again it is a page-cache read like any page, so proxy.ts leaves it out of the per-client limit: a crawler walking
 * a list's categories and orders is not refused once a state has been asked for, while a state nobody has asked
 * for yet today still counts. The day is part of the path, so yesterday's states are never matched again and age
 * out.
 *
 * Process-wide on globalThis, like the other sets proxy.ts keeps. Another instance's requests are not known here:
 * they count, which only errs on the safe side. A state whose first render failed (content outage) is seen but not
 * cached, so asking again renders it again uncounted; the content breaker and content budget
 * (lib/limits/availability.ts, lib/limits/content-budget.ts) are what bound those renders' content requests.
 */
import { createExpiringSet, type ExpiringSet } from '@/lib/expiring-map';
import { processWide } from '@/lib/server/process-wide';

/** A day and a bit: a state is only asked for on its own day (in Whitefish). */
export const SEEN_LIST_STATE_TTL_MS = 26 * 60 * 60_000;
/** Far more states than a day's real traffic asks for (docs/operations.md#cached-list-pages). */
export const SEEN_LIST_STATES_MAX = 20_000;

export function seenListStates(): ExpiringSet {
  return processWide('seen-list-states', () => createExpiringSet({ ttlMs: SEEN_LIST_STATE_TTL_MS, maxSize: SEEN_LIST_STATES_MAX }), 'clear');
}
