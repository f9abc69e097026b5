/** Geo data (value of a geo element): wire → app. Malformed features are dropped. */
import { arr, isObj, num, obj, parsePoint, str } from './coerce';
import type { GeoData, GeoFeature, GeoKind } from './types';

const GEOMETRY_BY_KIND: Record<GeoKind, string[]> = {
  point: ['Point', 'MultiPoint'],
  path: ['LineString', 'MultiLineString'],
  polygon: ['Polygon', 'MultiPolygon'],
};

/**
 * Bounds on what one geo element may hand the map: features, and positions per feature (a trail of 20,000 points is
 * already far finer than a screen). Each position is JSON in the page and work in the browser; a feature past the
 * bound is dropped like a malformed one.
 */
export const MAX_GEO_FEATURES = 500;
export const MAX_GEO_POSITIONS = 20_000;

/** Whether the coordinates hold at most `max` positions, counted without walking past the bound. */
function withinPositions(coordinates: unknown, max: number): boolean {
  let count = 0;
  const stack: unknown[] = [coordinates];
  while (stack.length > 0) {
    const value = stack.pop();
    if (!Array.isArray(value)) continue;
    if (value.length > 0 && typeof value[0] === 'number') {
      if (++count > max) return false;
      continue;
    }
    if (stack.length + value.length > max) return false;
    stack.push(...value);
  }
  return true;
}

function parseGeometry(json: unknown): GeoJSON.Geometry | null {
  let value: unknown = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json);
    } catch {
      return null;
    }
  }
  if (!isObj(value)) return null;
  if (value.type === 'Feature') return parseGeometry(value.geometry);
  if (typeof value.type !== 'string' || !Array.isArray(value.coordinates)) return null;
  if (!withinPositions(value.coordinates, MAX_GEO_POSITIONS)) return null;
  return value as unknown as GeoJSON.Geometry;
}

function kindOf(value: unknown, geometry: GeoJSON.Geometry): GeoKind {
  if (value === 'point' || value === 'path' || value === 'polygon') return value;
  return (Object.keys(GEOMETRY_BY_KIND) as GeoKind[]).find((k) => GEOMETRY_BY_KIND[k].includes(geometry.type)) ?? 'point';
}

function color(value: unknown): string {
  const c = str(value).trim().replace(/^#/, '');
  return /^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(c) ? `#${c.toLowerCase()}` : '#0077d4';
}

export function normalizeGeoFeature(wire: unknown, index = 0): GeoFeature | null {
  if (!isObj(wire)) return null;
  const geometry = parseGeometry(wire.json);
  if (!geometry) return null;
  const type = obj(wire.type);
  if (type.enabled === false) return null;
  const icon = str(obj(type.attributes).icon).trim();
  return {
    id: str(wire.id) || `feature-${index}`,
    ordinal: num(wire.ordinal) ?? index,
    kind: kindOf(type.type, geometry),
    typeId: str(type.id),
    typeName: str(type.name),
    color: color(type.color),
    icon: icon || null,
    geometry,
    text: str(wire.text),
  };
}

export function normalizeGeoData(wire: unknown): GeoData | null {
  if (!isObj(wire)) return null;
  const features = arr(wire.features)
    .slice(0, MAX_GEO_FEATURES)
    .map((f, i) => normalizeGeoFeature(f, i))
    .filter((f): f is GeoFeature => f !== null)
    .sort((a, b) => a.ordinal - b.ordinal);
  return { id: str(wire.id), point: parsePoint(wire.point), zoom: num(wire.zoom), features };
}
