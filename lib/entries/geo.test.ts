import { MAX_GEO_FEATURES, MAX_GEO_POSITIONS, normalizeGeoData } from './geo';

const feature = (id: string, coordinates: unknown, type = 'LineString') => ({ id, json: JSON.stringify({ type, coordinates }), type: { type: 'path' } });
const line = (points: number) => Array.from({ length: points }, (_, i) => [-114.3 + i / 1e6, 48.4]);

it('drops a feature with more positions than the map can use, and keeps the rest', () => {
  const data = normalizeGeoData({ features: [feature('huge', line(MAX_GEO_POSITIONS + 1)), feature('trail', line(500))] })!;
  expect(data.features.map((f) => f.id)).toEqual(['trail']);
});

it('counts positions in nested geometries without walking past the bound', () => {
  const rings = Array.from({ length: 30 }, () => [line(1_000)]);
  const data = normalizeGeoData({ features: [feature('many-polygons', rings, 'MultiPolygon'), feature('one-polygon', [line(1_000)], 'Polygon')] })!;
  expect(data.features.map((f) => f.id)).toEqual(['one-polygon']);
});

it('reads at most the first features of an element', () => {
  const features = Array.from({ length: MAX_GEO_FEATURES + 100 }, (_, i) => feature(`f${i}`, [-114.3, 48.4], 'Point'));
  expect(normalizeGeoData({ features })!.features).toHaveLength(MAX_GEO_FEATURES);
});
