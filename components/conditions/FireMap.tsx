'use client';

import { useMemo, useState } from 'react';
import { LazyMap } from '@/components/map/LazyMap';
import type { MapStyles } from '@/lib/map/config';
import { entryPoints } from '@/lib/map/geojson';

export interface FirePoint {
  id: string;
  title: string;
  href: string;
  point: [number, number] | null;
}

/** The fires near town on the site's map, loaded on demand like every map of the site (a facade until asked for). */
export default function FireMap({ fires, mapStyles, label }: { fires: readonly FirePoint[]; mapStyles: MapStyles; label: string }) {
  const points = useMemo(() => entryPoints(fires), [fires]);
  const [selected, setSelected] = useState('');
  return <LazyMap points={points} areas={null} selected={selected} onSelect={setSelected} mapStyles={mapStyles} label={label} />;
}
