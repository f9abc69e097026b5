'use client';

import { lazy, Suspense, useState } from 'react';
import { MapPlaceholder } from '@/components/map/MapPlaceholder';
import { useHydrated } from '@/components/shell/use-hydrated';
import { tripPageMessages as text } from '@/lib/config/trip-page-messages';
import type { CardData } from '@/lib/list-query/cards';
import type { MapStyles } from '@/lib/map/config';
import styles from './Trip.module.css';

// The map's code (panel, then MapLibre) is fetched only when the visitor presses "Show on map". React.lazy rather
// than next/dynamic: this module is itself loaded lazily on the own trip (docs/development.md, client code per page).
const MapPanel = lazy(() => import('@/components/map/MapPanel').then((m) => ({ default: m.MapPanel })));

export interface TripMapProps {
  items: readonly CardData[];
  mapStyles: MapStyles;
}

/** "Show on map": the trip's places that have a location, on the site's map, loaded on request. */
export function TripMap({ items, mapStyles }: TripMapProps) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const [selected, setSelected] = useState('');
  const placed = items.filter((item) => item.point);
  if (!hydrated || placed.length === 0) return null;
  if (!shown) {
    return (
      <button type="button" className="button button--secondary" onClick={() => setShown(true)}>
        {text.map_show}
      </button>
    );
  }
  const hrefOf = (id: string) => placed.find((item) => item.id === id)?.href ?? '#';
  return (
    <div className={styles.map}>
      <Suspense fallback={<MapPlaceholder />}>
        <MapPanel items={placed} selected={selected} onSelect={setSelected} selectHref={hrefOf} mapStyles={mapStyles} label={text.map_label} startAtOnce />
      </Suspense>
    </div>
  );
}
