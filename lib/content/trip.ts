import 'server-only';
import { todayInZone } from '@/lib/dates';
import { groupTripEntries, type TripPayload } from '@/lib/trip/groups';
import type { TripIds } from '@/lib/trip/ids';
import { getEntriesById } from './entries';

export type { TripPayload };

/**
 * The published entries (drafts too in preview) of a trip's ids, phase-checked by `getEntriesById`: cached per
 * entry, so any set of ids adds nothing to the data cache beyond the entries themselves, and the ids not cached
 * yet cost one content request together. The trip keeps its own order.
 */
export async function getTrip({ ids, overflow }: TripIds, now = new Date()): Promise<TripPayload> {
  const today = todayInZone(now);
  if (ids.length === 0) return { groups: [], leftOut: 0, overflow, today };
  const entries = await getEntriesById(ids);
  return { ...groupTripEntries(ids, entries, today), overflow, today };
}
