import 'server-only';
import { todayInZone } from '@/lib/dates';
import { groupTripEntries, type TripPayload } from '@/lib/trip/groups';
import type { TripIds } from '@/lib/trip/ids';
import { getEntriesById } from './entries';

export type { TripPayload };

/**
 * The published entries (drafts too in preview) of a trip's ids: one content request for them all, phase-checked
 * by `getEntriesById`. The ids are read sorted, so one set of entries is one data-cache entry whatever the
 * order it was saved in; the trip keeps its own order.
 */
export async function getTrip({ ids, overflow }: TripIds, now = new Date()): Promise<TripPayload> {
  const today = todayInZone(now);
  if (ids.length === 0) return { groups: [], leftOut: 0, overflow, today };
  const entries = await getEntriesById([...ids].sort());
  return { ...groupTripEntries(ids, entries, today), overflow, today };
}
