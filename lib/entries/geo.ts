/** Geo data (value of a geo element): wire → app. Malformed features are dropped. */
import { arr, isObj, num, obj, parsePoint, str } from './coerce';
import type { GeoData, GeoFeature, GeoKind } from './types';

const GEOMETRY_BY_KIND: Record<GeoKind, string[]> = {
  point: ['Point', 'MultiPoint'],
  path: ['LineString', 'MultiLineString'],
  polygon: ['Polygon', 'MultiPolygon'],
};

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
    .map((f, i) => normalizeGeoFeature(f, i))
    .filter((f): f is GeoFeature => f !== null)
    .sort((a, b) => a.ordinal - b.ordinal);
  return { id: str(wire.id), point: parsePoint(wire.point), zoom: num(wire.zoom), features };
}
