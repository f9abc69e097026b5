/** MapLibre layers the site draws over a base style (spec §9: paths width 3 opacity 0.6, points 1–1.5, areas 0.1). */
import type {
  CircleLayerSpecification,
  FillLayerSpecification,
  LineLayerSpecification,
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

export function areaLayers(): {
  fill: Without<FillLayerSpecification>;
  outline: Without<LineLayerSpecification>;
  paths: Without<LineLayerSpecification>;
  points: Without<CircleLayerSpecification>;
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
    points: {
      id: MAP_IDS.featurePoints,
      type: 'circle',
      filter: ['==', ['get', 'kind'], 'point'],
      paint: {
        'circle-color': ['get', 'color'],
        'circle-radius': scaledRadius(0.8),
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 1.5,
      },
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
