'use client';

import 'maplibre-gl/dist/maplibre-gl.css';
import * as maplibregl from 'maplibre-gl';
import Link from 'next/link';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Layer,
  Map as MapGL,
  NavigationControl,
  Popup,
  Source,
  type MapLayerMouseEvent,
  type MapRef,
} from 'react-map-gl/maplibre';
import type { FeatureCollection, Geometry, Point } from 'geojson';
import { MAP } from '@/lib/config/constants';
import { MAP_IDS, MAP_STYLE_LABELS, MAP_WORKER_URL, type MapStyleKey, type MapStyles } from '@/lib/map/config';
import type { AreaProps, EntryPointProps } from '@/lib/map/geojson';
import { areaLayers, entryLayers } from '@/lib/map/layers';
import styles from './MapView.module.css';

// After bundling MapLibre cannot derive its worker's URL; point it at our static copy before any map mounts.
maplibregl.setWorkerUrl(MAP_WORKER_URL);

export interface MapViewProps {
  /** List items as points (feature id = item id). */
  points: FeatureCollection<Point, EntryPointProps>;
  /** The site's trail paths, points and areas (the /map page). */
  areas?: FeatureCollection<Geometry, AreaProps> | null;
  selected: string;
  onSelect: (id: string) => void;
  mapStyles: MapStyles;
  /** Accessible name of the map region. */
  label: string;
}

const INTERACTIVE = [MAP_IDS.entryPoints, MAP_IDS.entrySelected];

export function MapView({ points, areas, selected, onSelect, mapStyles, label }: MapViewProps) {
  const mapRef = useRef<MapRef>(null);
  const [styleKey, setStyleKey] = useState<MapStyleKey>(MAP.defaultStyle);
  const [hovering, setHovering] = useState(false);
  const area = useMemo(() => areaLayers(), []);
  const entry = useMemo(() => entryLayers(selected), [selected]);
  const selectedFeature = points.features.find((f) => f.properties.id === selected) ?? null;
  const [lon, lat] = selectedFeature?.geometry.coordinates ?? [MAP.center.longitude, MAP.center.latitude];

  // Selecting an item elsewhere (the list beside the map) brings its marker into view.
  useEffect(() => {
    if (selectedFeature) mapRef.current?.easeTo({ center: [lon, lat], duration: 500 });
  }, [selectedFeature, lon, lat]);

  const onClick = (event: MapLayerMouseEvent) => {
    const hit = event.features?.find((f) => INTERACTIVE.includes(f.layer.id as (typeof INTERACTIVE)[number]));
    const id = hit?.properties?.id;
    if (typeof id === 'string' && id) onSelect(id);
  };

  return (
    <div className={styles.view} role="region" aria-label={label}>
      <MapGL
        ref={mapRef}
        mapLib={maplibregl}
        workerUrl={MAP_WORKER_URL}
        initialViewState={{ longitude: lon, latitude: lat, zoom: MAP.zoom.initial }}
        minZoom={MAP.zoom.min}
        maxZoom={MAP.zoom.max}
        mapStyle={mapStyles[styleKey]}
        interactiveLayerIds={INTERACTIVE}
        cursor={hovering ? 'pointer' : 'grab'}
        onMouseEnter={() => setHovering(true)}
        onMouseLeave={() => setHovering(false)}
        onClick={onClick}
        style={{ width: '100%', height: '100%' }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        {areas && areas.features.length > 0 && (
          <Source id={MAP_IDS.areas} type="geojson" data={areas}>
            <Layer {...area.fill} />
            <Layer {...area.outline} />
            <Layer {...area.paths} />
            <Layer {...area.points} />
          </Source>
        )}
        <Source id={MAP_IDS.entries} type="geojson" data={points}>
          <Layer {...entry.points} />
          <Layer {...entry.selected} />
        </Source>
        {selectedFeature && (
          <Popup
            longitude={lon}
            latitude={lat}
            offset={14}
            closeOnClick={false}
            onClose={() => onSelect('')}
            className={styles.popup}
          >
            <Link href={selectedFeature.properties.href}>{selectedFeature.properties.title}</Link>
          </Popup>
        )}
      </MapGL>
      <div className={styles.switcher} role="group" aria-label="Map style">
        {(Object.keys(MAP_STYLE_LABELS) as MapStyleKey[]).map((key) => (
          <button key={key} type="button" aria-pressed={styleKey === key} onClick={() => setStyleKey(key)}>
            {MAP_STYLE_LABELS[key]}
          </button>
        ))}
      </div>
    </div>
  );
}
