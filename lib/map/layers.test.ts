import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MAP } from '../config/constants';
import { MAP_IDS } from './config';
import { areaLayers, entryLayers, POINT_RADIUS, scaledIcon } from './layers';

const publicStyle = (name: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '../../public/map', `style-${name}.json`), 'utf8'));

describe('local map styles', () => {
  it.each(['light', 'hybrid'])('%s is a valid offline style: no tiles, glyphs, sprites or symbol layers', (name) => {
    const style = publicStyle(name);
    expect(validateStyleMin(style)).toEqual([]);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(JSON.stringify(style.sources)).not.toMatch(/https?:/);
    expect(style.layers.some((l: { type: string }) => l.type === 'symbol')).toBe(false);
    expect(style.layers[0].type).toBe('background');
  });

  it('the site layers validate on top of the base style', () => {
    const base = publicStyle('light');
    const area = areaLayers();
    const entry = entryLayers('abc');
    const style = {
      ...base,
      sources: {
        ...base.sources,
        [MAP_IDS.areas]: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
        [MAP_IDS.entries]: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
      },
      layers: [
        ...base.layers,
        ...[area.fill, area.outline, area.paths, area.pathIcons, area.areaIcons, area.points].map((l) => ({ ...l, source: MAP_IDS.areas })),
        ...[entry.points, entry.selected].map((l) => ({ ...l, source: MAP_IDS.entries })),
      ],
    };
    expect(validateStyleMin(style)).toEqual([]);
  });
});

describe('site layers use the documented constants', () => {
  it('paths are 3 wide at 0.6 opacity, areas 0.1', () => {
    const { paths, fill } = areaLayers();
    expect(paths.paint).toMatchObject({ 'line-width': MAP.path.width, 'line-opacity': MAP.path.opacity });
    expect(fill.paint).toMatchObject({ 'fill-opacity': MAP.polygon.opacity });
  });

  it('points scale from 1x at min zoom to 1.5x at max zoom; the selected one is filtered by id', () => {
    const { points, selected } = entryLayers('abc');
    expect(points.paint?.['circle-radius']).toEqual([
      'interpolate', ['linear'], ['zoom'], MAP.zoom.min, POINT_RADIUS, MAP.zoom.max, POINT_RADIUS * 1.5,
    ]);
    expect(selected.filter).toEqual(['==', ['get', 'id'], 'abc']);
  });
});

describe('feature icons', () => {
  it('points, paths and areas show their type icon from the feature, scaled 1x to 1.5x with zoom', () => {
    const { points, pathIcons, areaIcons } = areaLayers();
    for (const layer of [points, pathIcons, areaIcons]) {
      expect(layer.type).toBe('symbol');
      expect(layer.layout?.['icon-image']).toEqual(['get', 'icon']);
      expect(layer.layout?.['icon-allow-overlap']).toBe(true);
    }
    expect(points.filter).toEqual(['==', ['get', 'kind'], 'point']);
    expect(points.layout?.['icon-size']).toEqual(['interpolate', ['linear'], ['zoom'], MAP.zoom.min, 1, MAP.zoom.max, 1.5]);
    expect(scaledIcon(0.5)).toEqual(['interpolate', ['linear'], ['zoom'], MAP.zoom.min, 0.5, MAP.zoom.max, 0.75]);
    expect(pathIcons.layout?.['symbol-placement']).toBe('line-center');
    expect(areaIcons.filter).toEqual(['==', ['get', 'kind'], 'polygon']);
  });

  it('needs no glyphs or sprite: no layer draws text', () => {
    const area = areaLayers();
    for (const layer of Object.values(area)) {
      expect(JSON.stringify(layer.layout ?? {})).not.toMatch(/text-field/);
    }
  });
});
