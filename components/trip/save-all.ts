/** "Save all to my trip" (docs/product.md#sharing-a-trip), loaded when pressed: saves and says what it did. */
import { byCount, format } from '@/lib/config/format';
import { tripPageMessages as text } from '@/lib/trip/messages';
import { cleanTripIds, TRIP_MAX_ITEMS } from '@/lib/trip/ids';
import { getTripIds, setTripIds } from './trip-store';

/** Adds every id not saved yet, in order, until the trip is full; returns how many did not fit. */
export function saveAllToTrip(add: readonly string[]): number {
  const { ids, overflow } = cleanTripIds([...getTripIds(), ...add]);
  setTripIds(ids);
  return overflow;
}

/** What "Save all" did: how many were added and how many did not fit. */
export function saveAllMessage(added: number, missed: number): string {
  const saved = added === 0 && missed === 0 ? text.saved_none : format(byCount(added, text.saved_all_one, text.saved_all), { n: added });
  return missed > 0 ? `${saved} ${format(text.did_not_fit, { n: missed, max: TRIP_MAX_ITEMS })}` : saved;
}

/** Adds `ids` to this browser's trip, as many as fit, and returns the message to show. */
export function saveAll(ids: readonly string[]): { message: string; openLabel: string } {
  const before = getTripIds().length;
  const missed = saveAllToTrip(ids);
  return { message: saveAllMessage(getTripIds().length - before, missed), openLabel: text.open_own };
}
