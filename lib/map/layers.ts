/** MapLibre layers the site draws over a base style (docs/product.md#map: paths width 3 opacity 0.6, points 1–1.5, areas 0.1). */
import type {
  CircleLayerSpecification,
  FillLayerSpecification,
  LineLayerSpecification,
  SymbolLayerSpecification,
} from 'maplibre-gl';
import { MAP } from '../config/constants';
import { MAP_IDS } from './config';

/** Base circle radius in pixels; scaled from MAP.point.minScale at min zoom to maxScale at max zoom. */
export const POINT_RADIUS = 7;
export const ENTRY_COLOR = '#0077d4';
export const SELECTED_COLOR = '#d35400';

type Without<T> = Omit<T, 'source'> & { source?: string };

function scaledRadius(factor = 1) {
  return [
    'interpolate',
    ['linear'],
    ['zoom'],
    MAP.zoom.min,
    POINT_RADIUS * MAP.point.minScale * factor,
    MAP.zoom.max,
    POINT_RADIUS * MAP.point.maxScale * factor,
  ] as NonNullable<CircleLayerSpecification['paint']>['circle-radius'];
}

/** Icon size factor: 1 at min zoom to 1.5 at max zoom. */
export function scaledIcon(factor = 1) {
  return [
    'interpolate',
    ['linear'],
    ['zoom'],
    MAP.zoom.min,
    MAP.point.minScale * factor,
    MAP.zoom.max,
    MAP.point.maxScale * factor,
  ] as NonNullable<SymbolLayerSpecification['layout']>['icon-size'];
}

/** Layout shared by the feature icon layers: the feature's own badge (`icon` property), always shown. */
function iconLayout(size: number): NonNullable<SymbolLayerSpecification['layout']> {
  return { 'icon-image': ['get', 'icon'], 'icon-allow-overlap': true, 'icon-ignore-placement': true, 'icon-size': scaledIcon(size) };
}

/**
 * The site's features: areas filled 0.1 with an outline, paths 3 wide at 0.6, and every feature's type icon —
 * points as their badge (scaled 1–1.5 with zoom), paths at their middle, areas at their visual centre.
 * Icons are style images drawn by lib/map/icons on MapLibre's request (no sprite, no network).
 */
export function areaLayers(): {
  fill: Without<FillLayerSpecification>;
  outline: Without<LineLayerSpecification>;
  paths: Without<LineLayerSpecification>;
  pathIcons: Without<SymbolLayerSpecification>;
  areaIcons: Without<SymbolLayerSpecification>;
  points: Without<SymbolLayerSpecification>;
} {
  return {
    fill: {
      id: MAP_IDS.polygonFill,
      type: 'fill',
      filter: ['==', ['get', 'kind'], 'polygon'],
      paint: { 'fill-color': ['get', 'color'], 'fill-opacity': MAP.polygon.opacity },
    },
    outline: {
      id: MAP_IDS.polygonLine,
      type: 'line',
      filter: ['==', ['get', 'kind'], 'polygon'],
      paint: { 'line-color': ['get', 'color'], 'line-width': 1, 'line-opacity': MAP.path.opacity },
    },
    paths: {
      id: MAP_IDS.paths,
      type: 'line',
      filter: ['==', ['get', 'kind'], 'path'],
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': ['get', 'color'], 'line-width': MAP.path.width, 'line-opacity': MAP.path.opacity },
    },
    pathIcons: {
      id: MAP_IDS.pathIcons,
      type: 'symbol',
      filter: ['==', ['get', 'kind'], 'path'],
      layout: { ...iconLayout(0.75), 'symbol-placement': 'line-center' },
    },
    areaIcons: {
      id: MAP_IDS.areaIcons,
      type: 'symbol',
      filter: ['==', ['get', 'kind'], 'polygon'],
      layout: iconLayout(0.75),
    },
    points: {
      id: MAP_IDS.featurePoints,
      type: 'symbol',
      filter: ['==', ['get', 'kind'], 'point'],
      layout: iconLayout(1),
    },
  };
}

export function entryLayers(selected: string): {
  points: Without<CircleLayerSpecification>;
  selected: Without<CircleLayerSpecification>;
} {
  return {
    points: {
      id: MAP_IDS.entryPoints,
      type: 'circle',
      paint: {
        'circle-color': ENTRY_COLOR,
        'circle-radius': scaledRadius(),
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2,
      },
    },
    selected: {
      id: MAP_IDS.entrySelected,
      type: 'circle',
      filter: ['==', ['get', 'id'], selected || '\u0000'],
      paint: {
        'circle-color': SELECTED_COLOR,
        'circle-radius': scaledRadius(MAP.point.maxScale),
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 3,
      },
    },
  };
}
