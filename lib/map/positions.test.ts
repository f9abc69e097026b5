import type { Geometry } from 'geojson';
import { isDrawable, isLngLat } from './positions';

describe('isLngLat', () => {
  it('accepts finite longitudes and latitudes in range only', () => {
    expect(isLngLat([-114.3, 48.4])).toBe(true);
    expect(isLngLat([180, -90])).toBe(true);
    for (const bad of [null, undefined, [], [1], [NaN, 1], [1, Infinity], [181, 0], [0, -91], ['1', '2'], { 0: 1, 1: 2 }]) {
      expect(isLngLat(bad)).toBe(false);
    }
  });
});

describe('isDrawable', () => {
  it('is true for geometries whose every position is valid, false for any invalid or malformed one', () => {
    expect(isDrawable({ type: 'Point', coordinates: [-114.3, 48.4] })).toBe(true);
    expect(isDrawable({ type: 'Polygon', coordinates: [[[0, 0], [1, 0], [1, 1], [0, 0]]] })).toBe(true);
    expect(isDrawable({ type: 'GeometryCollection', geometries: [{ type: 'Point', coordinates: [1, 2] }] })).toBe(true);
    expect(isDrawable({ type: 'LineString', coordinates: [[0, 0], [200, 1]] })).toBe(false);
    expect(isDrawable({ type: 'LineString', coordinates: [[0, 0], ['1', 1] as unknown as [number, number]] })).toBe(false);
    expect(isDrawable({ type: 'Polygon', coordinates: [[[0, 0], 7, [1, 1]]] } as unknown as Geometry)).toBe(false);
    expect(isDrawable({ type: 'LineString', coordinates: [] })).toBe(false);
    expect(isDrawable({ type: 'Point', coordinates: [[[[[[1, 2]]]]]] } as unknown as Geometry)).toBe(false);
    expect(isDrawable(null)).toBe(false);
  });
});
