/**
 * The map's first view and its reframing (docs/product.md#map): the bounds of everything drawn, and the camera
 * that fits them into the visible part of the map. Pure Web Mercator arithmetic, so it is unit-tested here and
 * the view needs nothing from MapLibre to decide where to look.
 */
import type { FeatureCollection, Geometry } from 'geojson';
import { MAP } from '../config/constants';
import { forEachGeometryPosition, isLngLat, type LngLat } from './positions';

/** [[west, south], [east, north]]. */
export type Bounds = [LngLat, LngLat];

export interface ViewSize {
  width: number;
  height: number;
}

export interface Padding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface Camera {
  longitude: number;
  latitude: number;
  zoom: number;
}

type AnyCollection = FeatureCollection<Geometry | null, unknown> | null | undefined;

/**
 * The bounds of every valid position of the given collections (points, every vertex of lines and polygons),
 * or null when there is none. Bounds never cross the antimeridian: Whitefish is far from it.
 */
export function featureBounds(collections: readonly AnyCollection[]): Bounds | null {
  const positions: LngLat[] = [];
  for (const collection of collections) {
    for (const feature of collection?.features ?? []) {
      forEachGeometryPosition(feature?.geometry, (p) => {
        if (isLngLat(p)) positions.push(p);
      });
    }
  }
  if (positions.length === 0) return null;
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lon, lat] of positions) {
    w = Math.min(w, lon);
    e = Math.max(e, lon);
    s = Math.min(s, lat);
    n = Math.max(n, lat);
  }
  return [
    [w, s],
    [e, n],
  ];
}

/**
 * What the map shows, as a string: the ids of the features of each collection and their bounds. The view
 * reframes when it changes — not when the map re-renders with equal features in new objects.
 */
export function featureSetKey(collections: readonly AnyCollection[]): string {
  const ids = collections.map((c) => (c?.features ?? []).map((f) => String(f?.id ?? '')).join(','));
  return `${ids.join('|')}@${JSON.stringify(featureBounds(collections))}`;
}

/**
 * Controls drawn over the map, in pixels from each edge (components/map/MapView.module.css: the style switcher
 * top left; MapLibre's zoom buttons top right; LocateControl.module.css: "Show my location" bottom left, above
 * the attribution bottom right). Framed features are kept clear of them.
 */
export const MAP_OVERLAYS: Padding = { top: 44, right: 40, bottom: 66, left: 0 };

/**
 * Padding of the framed area: a margin that grows with the map (8 % of its shorter side, 16–48 px, so markers
 * and icons are not cut by the edge) plus the overlays. On a map too small for that, each axis's padding shrinks
 * to at most half of the map's size along it.
 */
export function framePadding({ width, height }: ViewSize, overlays: Padding = MAP_OVERLAYS): Padding {
  const margin = Math.min(Math.max(Math.min(width, height) * 0.08, 16), 48);
  const raw = {
    top: margin + overlays.top,
    right: margin + overlays.right,
    bottom: margin + overlays.bottom,
    left: margin + overlays.left,
  };
  const sx = Math.min(1, width / 2 / (raw.left + raw.right));
  const sy = Math.min(1, height / 2 / (raw.top + raw.bottom));
  return { top: raw.top * sy, right: raw.right * sx, bottom: raw.bottom * sy, left: raw.left * sx };
}

/** MapLibre's world is 512 px wide at zoom 0. */
const TILE_SIZE = 512;
const MAX_MERCATOR_LATITUDE = 85.051129;

/** Longitude → x in [0, 1]. */
const mercatorX = (lon: number) => (lon + 180) / 360;
/** Latitude → y in [0, 1], north at 0. */
function mercatorY(lat: number): number {
  const phi = (Math.max(-MAX_MERCATOR_LATITUDE, Math.min(MAX_MERCATOR_LATITUDE, lat)) * Math.PI) / 180;
  return (1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2;
}
const longitudeOf = (x: number) => x * 360 - 180;
const latitudeOf = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

/** Centre on one axis: the bounds centred if it fits between the paddings, else moved as little as needed. */
function centreOnAxis(low: number, high: number, size: number, padLow: number, padHigh: number): number {
  const min = high - size / 2 + padHigh; // the far edge stays clear of padHigh
  const max = low + size / 2 - padLow; // the near edge stays clear of padLow
  if (min > max) return (min + max) / 2; // cannot fit (zoom held at the minimum): centre in the padded area
  return Math.min(Math.max((low + high) / 2, min), max);
}

export interface FrameOptions {
  padding?: Padding;
  /** Closest zoom a frame may use: one place or places on one spot are shown at this zoom, not the maximum. */
  maxZoom?: number;
  minZoom?: number;
  /** The view when there is nothing to frame. */
  fallback?: Camera;
}

export const DEFAULT_CAMERA: Camera = { longitude: MAP.center.longitude, latitude: MAP.center.latitude, zoom: MAP.zoom.initial };

/**
 * The camera that shows `bounds` inside a map of `size` with `padding` kept clear: the closest zoom that fits,
 * between minZoom and maxZoom. No bounds → the fallback (Whitefish at the initial zoom); a map of no size (not
 * laid out) → the bounds' centre at maxZoom.
 */
export function frameCamera(bounds: Bounds | null, size: ViewSize, options: FrameOptions = {}): Camera {
  const { maxZoom = MAP.zoom.fitMax, minZoom = MAP.zoom.min, fallback = DEFAULT_CAMERA } = options;
  if (!bounds) return fallback;
  const [[w, s], [e, n]] = bounds;
  const x0 = mercatorX(w);
  const x1 = mercatorX(e);
  const y0 = mercatorY(n);
  const y1 = mercatorY(s);
  if (!(size.width > 0 && size.height > 0)) {
    return { longitude: longitudeOf((x0 + x1) / 2), latitude: latitudeOf((y0 + y1) / 2), zoom: maxZoom };
  }
  const padding = options.padding ?? framePadding(size);
  const availableX = Math.max(size.width - padding.left - padding.right, 1);
  const availableY = Math.max(size.height - padding.top - padding.bottom, 1);
  const spanX = (x1 - x0) * TILE_SIZE;
  const spanY = (y1 - y0) * TILE_SIZE;
  const fit = Math.log2(Math.min(spanX > 0 ? availableX / spanX : Infinity, spanY > 0 ? availableY / spanY : Infinity));
  const zoom = Math.min(Math.max(Number.isFinite(fit) ? fit : maxZoom, minZoom), maxZoom);
  // In pixels of the world at that zoom.
  const world = TILE_SIZE * 2 ** zoom;
  const cx = centreOnAxis(x0 * world, x1 * world, size.width, padding.left, padding.right);
  const cy = centreOnAxis(y0 * world, y1 * world, size.height, padding.top, padding.bottom);
  return { longitude: longitudeOf(cx / world), latitude: latitudeOf(cy / world), zoom };
}
