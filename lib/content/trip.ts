import 'server-only';
import { todayInZone } from '@/lib/dates';
import { entryHoursLive } from '@/lib/hours/entry-hours';
import { tripClosedMarks } from '@/lib/hours/trip-marks';
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
  const trip = groupTripEntries(ids, entries, today);
  // Saved places with machine-readable hours: their badge, and the trip's days they are closed on (docs/product.md#the-trip-page).
  const closed = tripClosedMarks(entries, today);
  const byId = new Map(entries.map((entry) => [entry.sourceId, entry]));
  const groups = trip.groups.map((group) => ({
    ...group,
    items: group.items.map((card) => {
      const entry = byId.get(card.sourceId);
      const hours = entry && card.type !== 'event' ? entryHoursLive(entry, now.getTime()) : undefined;
      const marks = closed.get(card.sourceId);
      return { ...card, ...(hours ? { hours } : {}), ...(marks ? { closed: marks } : {}) };
    }),
  }));
  return { ...trip, groups, overflow, today };
}
