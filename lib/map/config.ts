/** Map wiring shared by server and client code (constants themselves live in lib/config/constants MAP). */

/**
 * Where MapLibre's worker is served from. `scripts/copy-map-worker.mjs` copies
 * node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs here before `next build`; after bundling, MapLibre
 * cannot find its worker by itself (docs/toolchain.md#browser-map-and-tests).
 */
export const MAP_WORKER_URL = '/map/maplibre-gl-worker.mjs';

export type MapStyleKey = 'light' | 'hybrid';
export type MapStyles = Record<MapStyleKey, string>;

export const MAP_STYLE_LABELS: Record<MapStyleKey, string> = { light: 'Light', hybrid: 'Hybrid' };

/** Ids of the sources and layers the site adds on top of a base style. */
export const MAP_IDS = {
  areas: 'wf-areas',
  entries: 'wf-entries',
  polygonFill: 'wf-polygon-fill',
  polygonLine: 'wf-polygon-line',
  paths: 'wf-paths',
  featurePoints: 'wf-feature-points',
  pathIcons: 'wf-path-icons',
  areaIcons: 'wf-area-icons',
  entryPoints: 'wf-entry-points',
  entrySelected: 'wf-entry-selected',
} as const;
