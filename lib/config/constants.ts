/**
 * Business constants of the product (docs/product.md: map, notices, navigation progress, scrolling, search).
 * Pure data: safe for server and client code.
 */

export const PRODUCT_NAME = 'Whitefish';
export const PRODUCT_SLUG = 'whitefish';
export const HASHTAG = '#explorewhitefish';
/** First year of the site; the footer's copyright line runs from here to the current year. */
export const SITE_START_YEAR = 2008;

/** Next's draft-mode (preview) cookie: its value is the build's preview-mode id (lib/server/preview-guard.ts). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

export const TIME_ZONE = 'America/Denver';
/** The zone's smallest lag behind UTC in hours (MDT, UTC−6): no day of the zone ends earlier than 06:00 UTC of the next. */
export const TIME_ZONE_MIN_HOURS_BEHIND_UTC = 6;
export const LOCALE = 'en-US';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const MAP = {
  center: { longitude: -114.3379, latitude: 48.4112 },
  zoom: { initial: 15, locate: 17, min: 2, max: 18, /** the closest a first view framing the places may zoom */ fitMax: 15 },
  defaultStyle: 'light' as 'light' | 'hybrid',
  path: { width: 3, opacity: 0.6 },
  point: { minScale: 1, maxScale: 1.5 },
  polygon: { opacity: 0.1 },
} as const;

export const VIDEO_EMBED_MAX = { width: 1000, height: 500 } as const;

export const SHORTEN_MAX_LENGTH = 500;

export const NOTICE_DEFAULTS = {
  background: { color: '#333' },
  icon: { name: 'info', size: '44px', color: '#fff' },
  text: { color: '#fff', fontSize: '1.4rem', lineHeight: '1.5', verticalAlign: 'middle' },
  link: { color: '#fff' },
} as const;

export const NEWSLETTER_LIST_TAG = 'newsletter';

/** Cache lifetimes (docs/product.md#content-freshness): dynamic content 1 h, static 6 h. */
export const CACHE_LIFETIMES_MS = { dynamic: 3_600_000, static: 21_600_000 } as const;

// The page frame's own constants, in a module light enough for the client code every page loads.
export { MIN_SEARCH_LENGTH, PROGRESS, SCROLL } from './frame-constants';
