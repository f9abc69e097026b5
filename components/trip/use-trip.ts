'use client';
import { useSyncExternalStore } from 'react';
import { getServerTripIds, getTripIds, subscribeTrip } from './trip-store';

/** The saved ids; none during the server render and hydration, the stored ones right after. */
export function useTripIds(): readonly string[] {
  return useSyncExternalStore(subscribeTrip, getTripIds, getServerTripIds);
}
