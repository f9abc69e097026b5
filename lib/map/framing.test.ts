import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { MAP } from '../config/constants';
import {
  DEFAULT_CAMERA,
  featureBounds,
  featureSetKey,
  frameCamera,
  framePadding,
  MAP_OVERLAYS,
  type Bounds,
  type Camera,
  type Padding,
  type ViewSize,
} from './framing';

const feature = (id: string, geometry: Geometry | null): Feature<Geometry | null> => ({ type: 'Feature', id, geometry, properties: {} });
const collection = (...features: Feature<Geometry | null>[]): FeatureCollection<Geometry | null> => ({ type: 'FeatureCollection', features });
const point = (id: string, lon: number, lat: number) => feature(id, { type: 'Point', coordinates: [lon, lat] });

/** Where a lon/lat lands on a map of `size` showing `camera` (MapLibre's Web Mercator, 512 px tiles). */
function project([lon, lat]: [number, number], camera: Camera, size: ViewSize) {
  const world = 512 * 2 ** camera.zoom;
  const x = (l: number) => ((l + 180) / 360) * world;
  const y = (p: number) => ((1 - Math.log(Math.tan((p * Math.PI) / 180) + 1 / Math.cos((p * Math.PI) / 180)) / Math.PI) / 2) * world;
  return { x: x(lon) - x(camera.longitude) + size.width / 2, y: y(lat) - y(camera.latitude) + size.height / 2 };
}

function expectInside(position: [number, number], camera: Camera, size: ViewSize, padding: Padding) {
  const { x, y } = project(position, camera, size);
  expect(x).toBeGreaterThanOrEqual(padding.left - 0.01);
  expect(x).toBeLessThanOrEqual(size.width - padding.right + 0.01);
  expect(y).toBeGreaterThanOrEqual(padding.top - 0.01);
  expect(y).toBeLessThanOrEqual(size.height - padding.bottom + 0.01);
}

describe('featureBounds', () => {
  it('spans points', () => {
    expect(featureBounds([collection(point('a', -114.4, 48.5), point('b', -114.3, 48.4))])).toEqual([
      [-114.4, 48.4],
      [-114.3, 48.5],
    ]);
  });

  it('spans every vertex of lines and polygons, and of every collection given (places and site features)', () => {
    const places = collection(point('a', -114.34, 48.41));
    const site = collection(
      feature('trail', { type: 'LineString', coordinates: [[-114.5, 48.4], [-114.2, 48.6]] }),
      feature('park', { type: 'Polygon', coordinates: [[[-114.3, 48.3], [-114.1, 48.3], [-114.1, 48.35], [-114.3, 48.3]]] }),
      feature('lots', { type: 'MultiPolygon', coordinates: [[[[-114.6, 48.45], [-114.55, 48.45], [-114.6, 48.46], [-114.6, 48.45]]]] }),
      feature('more', { type: 'GeometryCollection', geometries: [{ type: 'MultiPoint', coordinates: [[-114.35, 48.7]] }] }),
    );
    expect(featureBounds([places, site])).toEqual([
      [-114.6, 48.3],
      [-114.1, 48.7],
    ]);
  });

  it('is one spot for one point or coincident points', () => {
    const spot: Bounds = [
      [-114.3, 48.4],
      [-114.3, 48.4],
    ];
    expect(featureBounds([collection(point('a', -114.3, 48.4))])).toEqual(spot);
    expect(featureBounds([collection(point('a', -114.3, 48.4), point('b', -114.3, 48.4))])).toEqual(spot);
  });

  it('ignores invalid positions and malformed geometries; nothing valid → null', () => {
    const junk = collection(
      point('nan', NaN, 48),
      point('far', 200, 10),
      point('pole', 10, -95),
      feature('none', null),
      feature('line', { type: 'LineString', coordinates: [[Infinity, 0], [-114.2, 48.5], ['x', 1] as unknown as [number, number]] }),
      feature('odd', { type: 'Polygon', coordinates: 'nope' } as unknown as Geometry),
    );
    expect(featureBounds([junk, null, undefined])).toEqual([
      [-114.2, 48.5],
      [-114.2, 48.5],
    ]);
    expect(featureBounds([collection(point('nan', NaN, NaN)), collection()])).toBeNull();
    expect(featureBounds([])).toBeNull();
  });
});

describe('featureSetKey', () => {
  it('is equal for equal features in new objects, and differs when the set or a position changes', () => {
    const a = () => [collection(point('a', -114.3, 48.4), point('b', -114.2, 48.5)), null];
    expect(featureSetKey(a())).toBe(featureSetKey(a()));
    expect(featureSetKey([collection(point('a', -114.3, 48.4))])).not.toBe(featureSetKey(a()));
    expect(featureSetKey([collection(point('a', -114.3, 48.4), point('b', -114.2, 48.6))])).not.toBe(featureSetKey(a()));
    expect(featureSetKey([collection()])).not.toBe(featureSetKey(a()));
  });
});

describe('framePadding', () => {
  it('keeps clear of the controls drawn over the map, plus a margin that grows with the map', () => {
    const small = framePadding({ width: 400, height: 320 });
    const large = framePadding({ width: 1200, height: 560 });
    expect(small.top).toBeGreaterThanOrEqual(MAP_OVERLAYS.top + 16);
    expect(small.bottom).toBeGreaterThanOrEqual(MAP_OVERLAYS.bottom + 16);
    expect(small.right).toBeGreaterThanOrEqual(MAP_OVERLAYS.right + 16);
    expect(large.left).toBeGreaterThan(small.left);
    expect(large.left).toBeLessThanOrEqual(48);
  });

  it('never takes more than half of a tiny map', () => {
    const p = framePadding({ width: 120, height: 100 });
    expect(p.left + p.right).toBeLessThanOrEqual(60 + 1e-9);
    expect(p.top + p.bottom).toBeLessThanOrEqual(50 + 1e-9);
  });
});

describe('frameCamera', () => {
  const size = { width: 800, height: 500 };
  const padding = framePadding(size);

  it('fits spread places inside the padded area, as close as they fit', () => {
    const places: [number, number][] = [
      [-114.5, 48.38],
      [-114.2, 48.5],
      [-114.33, 48.41],
    ];
    const camera = frameCamera(featureBounds([collection(...places.map(([lon, lat], i) => point(String(i), lon, lat)))]), size);
    for (const p of places) expectInside(p, camera, size, padding);
    expect(camera.zoom).toBeGreaterThan(MAP.zoom.min);
    expect(camera.zoom).toBeLessThan(MAP.zoom.fitMax);
    // As close as fits: the wider of the two spans fills its padded axis.
    const west = project([-114.5, 48.38], camera, size);
    const east = project([-114.2, 48.5], camera, size);
    const north = project([-114.2, 48.5], camera, size);
    const south = project([-114.5, 48.38], camera, size);
    const fillX = (east.x - west.x) / (size.width - padding.left - padding.right);
    const fillY = (south.y - north.y) / (size.height - padding.top - padding.bottom);
    expect(Math.max(fillX, fillY)).toBeCloseTo(1, 6);
  });

  it('frames lines and polygons by all their vertices', () => {
    const bounds = featureBounds([
      collection(feature('trail', { type: 'LineString', coordinates: [[-114.6, 48.3], [-114.1, 48.7]] })),
    ]);
    const camera = frameCamera(bounds, size);
    expectInside([-114.6, 48.3], camera, size, padding);
    expectInside([-114.1, 48.7], camera, size, padding);
  });

  it('shows one place, or places on one spot, centred at the framing zoom cap (15), not the maximum', () => {
    for (const set of [[point('a', -114.3, 48.4)], [point('a', -114.3, 48.4), point('b', -114.3, 48.4)]]) {
      const camera = frameCamera(featureBounds([collection(...set)]), size);
      expect(camera.zoom).toBe(MAP.zoom.fitMax);
      expect(MAP.zoom.fitMax).toBe(15);
      expect(camera.longitude).toBeCloseTo(-114.3, 9);
      expect(camera.latitude).toBeCloseTo(48.4, 9);
    }
  });

  it('a small spread that fits at the cap stays centred (no needless shift for the controls)', () => {
    const camera = frameCamera(
      [
        [-114.301, 48.4],
        [-114.3, 48.401],
      ],
      size,
    );
    expect(camera.zoom).toBe(15);
    expect(camera.longitude).toBeCloseTo(-114.3005, 9);
  });

  it('never zooms out beyond the minimum: a world-wide set is centred in the padded area at the minimum zoom', () => {
    const camera = frameCamera(
      [
        [-170, -60],
        [170, 70],
      ],
      { width: 300, height: 200 },
    );
    expect(camera.zoom).toBe(MAP.zoom.min);
    expect(Number.isFinite(camera.longitude) && Number.isFinite(camera.latitude)).toBe(true);
  });

  it('with nothing to frame opens on Whitefish at the initial zoom', () => {
    expect(frameCamera(null, size)).toEqual(DEFAULT_CAMERA);
    expect(DEFAULT_CAMERA).toEqual({ longitude: -114.3379, latitude: 48.4112, zoom: 15 });
  });

  it('a map not laid out yet (no size) gets the centre of the bounds at the cap', () => {
    const camera = frameCamera(
      [
        [-114.4, 48.4],
        [-114.2, 48.5],
      ],
      { width: 0, height: 0 },
    );
    expect(camera.zoom).toBe(15);
    expect(camera.longitude).toBeCloseTo(-114.3, 9);
  });
});
