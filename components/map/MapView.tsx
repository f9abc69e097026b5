'use client';

import 'maplibre-gl/dist/maplibre-gl.css';
import * as maplibregl from 'maplibre-gl';
import Link from 'next/link';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  Layer,
  Map as MapGL,
  Marker,
  NavigationControl,
  Popup,
  Source,
  type MapLayerMouseEvent,
  type MapRef,
} from 'react-map-gl/maplibre';
import type { FeatureCollection, Geometry, Point } from 'geojson';
import { MAP } from '@/lib/config/constants';
import { prefersReducedMotion } from '@/components/shell/events';
import { MAP_IDS, MAP_STYLE_LABELS, MAP_WORKER_URL, type MapStyleKey, type MapStyles } from '@/lib/map/config';
import { featureBounds, featureSetKey, frameCamera, type Camera, type ViewSize } from '@/lib/map/framing';
import type { AreaProps, EntryPointProps } from '@/lib/map/geojson';
import { drawIcon, parseIconImageId } from '@/lib/map/icons';
import { areaLayers, entryLayers } from '@/lib/map/layers';
import { LocateControl } from './LocateControl';
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

/** How long the map eases to a new frame when the places change. */
export const REFRAME_MS = 600;

/** The laid-out size of the map's box (0 × 0 when it has none, e.g. under jsdom). */
function sizeOf(element: HTMLElement | null): ViewSize {
  const rect = element?.getBoundingClientRect();
  return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
}

/** The map element carries its MapLibre instance once loaded: a handle for end-to-end tests and debugging. */
export type MapElement = HTMLDivElement & { maplibreMap?: maplibregl.Map };

/**
 * Feature-type icons are style images drawn on demand: MapLibre asks the resolver for each image it cannot find
 * (also after a style switch, which drops added images) and waits for it, and we rasterise the badge. Ids that
 * are not ours are left alone. (In MapLibre 6 a `styleimagemissing` listener is too late for the tile asking.)
 */
function provideIcons(map: maplibregl.Map) {
  map.setMissingStyleImageResolver((id: string) => {
    const icon = parseIconImageId(id);
    if (!icon || map.hasImage(id)) return;
    const pixelRatio = Math.min(Math.max(Math.ceil(window.devicePixelRatio || 1), 1), 3);
    const image = drawIcon(icon.glyph, icon.color, pixelRatio);
    if (image) map.addImage(id, image, { pixelRatio });
  });
}

export function MapView({ points, areas, selected, onSelect, mapStyles, label }: MapViewProps) {
  const mapRef = useRef<MapRef | null>(null);
  const viewRef = useRef<MapElement>(null);
  const hintId = useId();
  const [styleKey, setStyleKey] = useState<MapStyleKey>(MAP.defaultStyle);
  const [hovering, setHovering] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [me, setMe] = useState<{ longitude: number; latitude: number } | null>(null);
  const area = useMemo(() => areaLayers(), []);
  const entry = useMemo(() => entryLayers(selected), [selected]);
  const selectedFeature = points.features.find((f) => f.properties.id === selected) ?? null;
  const [lon, lat] = selectedFeature?.geometry.coordinates ?? [MAP.center.longitude, MAP.center.latitude];
  const selectedId = selectedFeature ? selected : '';

  // Everything drawn — the places and the site's features — framed (docs/product.md#map). The key changes with
  // the set of features, not with new objects holding the same ones.
  const drawn = useMemo(() => [points, areas], [points, areas]);
  const bounds = useMemo(() => featureBounds(drawn), [drawn]);
  const featureKey = useMemo(() => featureSetKey(drawn), [drawn]);
  /** The feature set the camera last framed; null until the first view is decided. */
  const framedKey = useRef<string | null>(null);

  // The first view needs the map's size, so it is decided once the box is laid out, before the map mounts and
  // before the browser paints: a selected place centred at the initial zoom, else everything drawn framed.
  const [firstView, setFirstView] = useState<Camera | null>(null);
  useLayoutEffect(() => {
    framedKey.current = featureKey;
    setFirstView(
      selectedFeature
        ? { longitude: lon, latitude: lat, zoom: MAP.zoom.initial }
        : frameCamera(bounds, sizeOf(viewRef.current)),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once: later feature sets are reframed below
  }, []);

  // A new set of features (another category, search or filter) is framed afresh; an empty one leaves the map
  // where it is (e.g. while nothing matches). The selection alone never reframes.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || framedKey.current === null || framedKey.current === featureKey || !bounds) return;
    framedKey.current = featureKey;
    const camera = frameCamera(bounds, sizeOf(viewRef.current));
    const target = { center: [camera.longitude, camera.latitude] as [number, number], zoom: camera.zoom };
    if (prefersReducedMotion()) map.jumpTo(target);
    else map.easeTo({ ...target, duration: REFRAME_MS });
  }, [featureKey, bounds]);

  // Selecting an item elsewhere (the list beside the map) brings its marker into view.
  useEffect(() => {
    if (selectedId) mapRef.current?.easeTo({ center: [lon, lat], duration: 500 });
  }, [selectedId, lon, lat]);

  // The ref is set as soon as the map exists — before its layers ask for images — so icons never go missing.
  const setMapRef = useCallback((ref: MapRef | null) => {
    if (ref && ref !== mapRef.current) provideIcons(ref.getMap());
    mapRef.current = ref;
  }, []);

  const onLoad = () => {
    const map = mapRef.current?.getMap();
    if (!map) return;
    // The canvas is MapLibre's focusable region (arrow keys pan, +/- zoom); tell keyboard users where the places are.
    map.getCanvas().setAttribute('aria-describedby', hintId);
    if (viewRef.current) viewRef.current.maplibreMap = map;
    setLoaded(true);
  };

  const onLocated = ({ longitude, latitude }: { longitude: number; latitude: number }) => {
    setMe({ longitude, latitude });
    mapRef.current?.flyTo({ center: [longitude, latitude], zoom: MAP.zoom.locate, duration: 800 });
  };

  const onClick = (event: MapLayerMouseEvent) => {
    const hit = event.features?.find((f) => INTERACTIVE.includes(f.layer.id as (typeof INTERACTIVE)[number]));
    const id = hit?.properties?.id;
    if (typeof id === 'string' && id) onSelect(id);
  };

  return (
    <div className={styles.view} ref={viewRef} data-map-ready={loaded || undefined}>
      <p id={hintId} className="visually-hidden">
        Use the arrow keys to move the map and the plus and minus keys to zoom. The places on the map are listed
        beside it; choosing one there selects it on the map.
      </p>
      {firstView && (
        <MapGL
          ref={setMapRef}
          locale={{ 'Map.Title': label }}
          onLoad={onLoad}
          mapLib={maplibregl}
          workerUrl={MAP_WORKER_URL}
          initialViewState={firstView}
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
              <Layer {...area.pathIcons} />
              <Layer {...area.areaIcons} />
              <Layer {...area.points} />
            </Source>
          )}
          <Source id={MAP_IDS.entries} type="geojson" data={points}>
            <Layer {...entry.points} />
            <Layer {...entry.selected} />
          </Source>
          {me && (
            <Marker longitude={me.longitude} latitude={me.latitude} anchor="center">
              <span className={styles.me} role="img" aria-label="Your location" />
            </Marker>
          )}
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
      )}
      <div className={styles.switcher} role="group" aria-label="Map style">
        {(Object.keys(MAP_STYLE_LABELS) as MapStyleKey[]).map((key) => (
          <button key={key} type="button" aria-pressed={styleKey === key} onClick={() => setStyleKey(key)}>
            {MAP_STYLE_LABELS[key]}
          </button>
        ))}
      </div>
      <LocateControl onLocated={onLocated} />
    </div>
  );
}
