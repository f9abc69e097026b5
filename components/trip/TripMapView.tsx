'use client';

import { useState } from 'react';
import { MapPanel } from '@/components/map/MapPanel';
import { tripPageMessages as text } from '@/lib/trip/messages';
import type { CardData } from '@/lib/list-query/cards';
import type { MapStyles } from '@/lib/map/config';

export interface TripMapViewProps {
  /** The trip's places that have a location. */
  items: readonly CardData[];
  mapStyles: MapStyles;
}

/** The trip on the site's map (loaded when "Show on map" is pressed); a place chosen in the list highlights its marker. */
export default function TripMapView({ items, mapStyles }: TripMapViewProps) {
  const [selected, setSelected] = useState('');
  const hrefOf = (id: string) => items.find((item) => item.id === id)?.href ?? '#';
  return <MapPanel items={items} selected={selected} onSelect={setSelected} selectHref={hrefOf} mapStyles={mapStyles} label={text.map_label} startAtOnce />;
}
