/**
 * The offline support's addresses and limits (docs/operations.md#offline-support). Plain values: the service
 * worker's bundle, the registration script, the server and the page code all read them.
 */

/** The page shown for an address that is neither on the network nor saved on the device. */
export const OFFLINE_PATH = '/offline';
/** The service worker's script. Its scope is the whole site, so it is served from the root. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** Cache names; each is replaced or emptied by a new build where its content depends on the build's code. */
export const CACHE_NAMES = {
  /** Pages a visitor opened, network first; a new build starts it empty (the pages name the old build's code). */
  pages: 'wf-pages',
  /**
   * This build's code, per build: pages' scripts and styles as pages load them, the map's code, worker and basemaps
   * when the map is used, and all of a trip's code when it is saved for offline. Bounded by the build's files.
   */
  code: 'wf-code',
  /** The offline document and its styles, per build: filled when the worker installs (worker/precache.ts). */
  precache: 'wf-precache',
  /** Same-origin images (SVG placeholders, optimised photos). */
  images: 'wf-images',
  /** The trip saved for offline, kept until the visitor removes it (refreshed on a new build while online). */
  trip: 'wf-trip',
} as const;

/** Caches earlier workers kept per build and this one no longer does (removed when it takes over). */
export const RETIRED_CACHE_PREFIXES = ['wf-map'] as const;

/** Bounds of the runtime caches: entries, oldest used first out. */
export const PAGE_CACHE_MAX_ENTRIES = 40;
export const PAGE_CACHE_MAX_AGE_SECONDS = 7 * 24 * 3600;
export const IMAGE_CACHE_MAX_ENTRIES = 60;
/** A page answer slower than this is answered from the device's copy, when there is one. */
export const PAGE_NETWORK_TIMEOUT_SECONDS = 4;

/** Bounds of one trip copy: per event, per page, and in all (past the last, saving stops and says so). */
export const TRIP_COPY_MAX_OCCURRENCES = 5;
export const TRIP_COPY_MAX_IMAGES_PER_PAGE = 2;
export const TRIP_COPY_MAX_BYTES = 20_000_000;
/** Where the trip copy's own record (what was saved, when, its size) is kept inside its cache. */
export const TRIP_COPY_META_URL = '/__offline/trip.json';
