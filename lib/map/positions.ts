/**
 * Positions in GeoJSON geometries, which come from content and are not trusted: what counts as a valid
 * longitude/latitude, and a walk over every position of any geometry (docs/product.md#map).
 */
import type { Geometry } from 'geojson';

export type LngLat = [number, number];

/** A finite longitude in [-180, 180] and latitude in [-90, 90]; anything else is ignored, never drawn or framed. */
export function isLngLat(value: unknown): value is LngLat {
  return (
    Array.isArray(value) &&
    typeof value[0] === 'number' &&
    typeof value[1] === 'number' &&
    Number.isFinite(value[0]) &&
    Number.isFinite(value[1]) &&
    Math.abs(value[0]) <= 180 &&
    Math.abs(value[1]) <= 90
  );
}

// Deepest nesting of positions in GeoJSON (MultiPolygon: polygons → rings → positions); deeper is malformed.
const MAX_DEPTH = 3;

/**
 * Calls `visit` with every position of `coordinates` (an array not holding arrays), at any nesting level from
 * Point to MultiPolygon, and with anything malformed met on the way (a non-array, nesting too deep).
 */
function forEachPosition(coordinates: unknown, visit: (position: unknown) => void, depth = 0): void {
  if (depth > MAX_DEPTH) return visit(null);
  if (!Array.isArray(coordinates)) return visit(coordinates);
  if (!Array.isArray(coordinates[0])) return visit(coordinates);
  for (const inner of coordinates) forEachPosition(inner, visit, depth + 1);
}

/** `visit` with every position of a geometry, GeometryCollections included; a malformed part is visited as null. */
export function forEachGeometryPosition(geometry: Geometry | null | undefined, visit: (position: unknown) => void, depth = 0): void {
  if (!geometry || typeof geometry !== 'object') return visit(null);
  if (geometry.type === 'GeometryCollection') {
    const inner = depth < MAX_DEPTH && Array.isArray(geometry.geometries) ? geometry.geometries : null;
    if (!inner) return visit(null);
    for (const g of inner) forEachGeometryPosition(g, visit, depth + 1);
    return;
  }
  forEachPosition((geometry as { coordinates?: unknown }).coordinates, visit);
}

/** True when the geometry has positions and every one is valid: safe to hand to the map as it is. */
export function isDrawable(geometry: Geometry | null | undefined): boolean {
  let valid = 0;
  let invalid = 0;
  forEachGeometryPosition(geometry, (p) => (isLngLat(p) ? valid++ : invalid++));
  return valid > 0 && invalid === 0;
}
