'use client';

import dynamic from 'next/dynamic';
import { useHydrated } from '@/components/hydration/use-hydrated';
import { tripPageFirstLoadMessages as text } from '@/lib/trip/first-load-messages';
import type { MapStyles } from '@/lib/map/config';
import { useTripIds } from './trip-store';

// The list, its removal, sharing and map button load only when something is saved: an empty trip (a first
// visit) downloads none of it.
const TripSaved = dynamic(() => import('./TripSaved').then((m) => m.TripSaved), {
  ssr: false,
  loading: ({ error }) => (error ? <p role="alert">{text.failed}</p> : <p role="status">{text.loading}</p>),
});

/** The visitor's own trip: read from this browser's store, so nothing of it is rendered on the server. */
export function TripOwn({ origin, mapStyles }: { origin: string; mapStyles: MapStyles }) {
  const hydrated = useHydrated();
  const ids = useTripIds();
  if (!hydrated) return null;
  if (ids.length === 0) return <p>{text.empty}</p>;
  return <TripSaved ids={ids} origin={origin} mapStyles={mapStyles} />;
}
