/**
 * Route paths and the list / content / home views as data (docs/product.md#routes).
 */
import { CONDITIONS_PATH } from '../conditions/paths';
import { PRODUCT_SLUG } from './constants';
import { normalizePath } from './paths';

export { normalizePath };
import type { SiteEntryKey } from './site-entry-ids';

export type OrderKey = 'priority' | 'score' | 'time' | 'title' | 'a-z' | 'z-a';

/** Keys of the site entry's `categories` JSON (MODEL.md). */
export type CategoryKey =
  | 'deals' | 'dine' | 'events' | 'explore' | 'here' | 'media' | 'meetings'
  | 'members' | 'more' | 'professional' | 'shop' | 'stay' | 'webcam';

export type ListKey =
  | 'deals' | 'dine' | 'explore' | 'events' | 'here' | 'media' | 'plan-an-event'
  | 'members' | 'explore-more' | 'professional-services' | 'shop' | 'stay' | 'webcams';

export interface ListView {
  key: ListKey;
  path: `/${string}`;
  /** Elebase type id to filter by (`type=`). */
  type: string;
  categoryKey: CategoryKey;
  /** Site entry holding the view's intro. */
  sectionKey: SiteEntryKey;
  label: string;
  defaultOrder: Extract<OrderKey, 'priority' | 'time'>;
  onMap: boolean;
}

/** Types listed on the map (docs/product.md#map). */
export const MAP_TYPES: readonly string[] = [
  'explore', 'here', 'dine', 'meetings', 'more', 'professional', 'shop', 'stay', 'webcam',
];

type ListSeed = [ListKey, string, CategoryKey, SiteEntryKey, string];
const LIST_SEEDS: ListSeed[] = [
  ['deals', 'deal', 'deals', 'deals', 'Deals'],
  ['dine', 'dine', 'dine', 'dine', 'Dine'],
  ['explore', 'explore', 'explore', 'explore', 'Explore'],
  ['events', 'event', 'events', 'events', 'Events'],
  ['here', 'here', 'here', 'here', 'Here'],
  ['media', 'media', 'media', 'media', 'Media'],
  ['plan-an-event', 'meetings', 'meetings', 'meetings', 'Plan an Event'],
  ['members', 'member', 'members', 'members', 'Members'],
  ['explore-more', 'more', 'more', 'more', 'Explore More'],
  ['professional-services', 'professional', 'professional', 'professional', 'Professional Services'],
  ['shop', 'shop', 'shop', 'shop', 'Shop'],
  ['stay', 'stay', 'stay', 'stay', 'Stay'],
  ['webcams', 'webcam', 'webcam', 'webcam', 'Webcams'],
];

export const LIST_VIEWS: readonly ListView[] = LIST_SEEDS.map(
  ([key, type, categoryKey, sectionKey, label]): ListView => ({
    key,
    path: `/${key}`,
    type,
    categoryKey,
    sectionKey,
    label,
    defaultOrder: key === 'events' ? 'time' : 'priority',
    onMap: MAP_TYPES.includes(type),
  }),
);

export interface ContentPage {
  path: `/${string}`;
  key: SiteEntryKey;
}

/** Named content pages: path → site entry key. */
export const CONTENT_PAGES: readonly ContentPage[] = (
  [
    [`/about-${PRODUCT_SLUG}`, 'about'],
    ['/csf', 'csf'],
    ['/crosscountry', 'crossCountry'],
    ['/discover-whitefish', 'discover'],
    ['/fall-deals', 'fallDeals'],
    ['/fallfishing', 'fallFishing'],
    ['/fallforwhitefish', 'fallForWhitefish'],
    ['/fallhiking', 'fallHiking'],
    ['/firedanger', 'fireDanger'],
    ['/fiveunexpecteddiscoveries', 'fiveUnexpectedDiscoveries'],
    ['/grants', 'grants'],
    ['/gravel', 'gravel'],
    ['/plan', 'groups'],
    ['/guide', 'guide'],
    ['/love-of-wild', 'loveWild'],
    ['/map', 'map'],
    ['/mtb', 'mountainBiking'],
    ['/pow', 'powder'],
    ['/privacy', 'privacy'],
    ['/spring-deals', 'springDeals'],
    ['/terms', 'terms'],
    ['/travel', 'travel'],
    ['/travel-guide-orders', 'travelGuideOrders'],
    ['/wifi', 'wifi'],
    ['/wildlifesafety', 'wildlifeSafety'],
    ['/restaurant-week', 'restaurantWeek'],
  ] as Array<[`/${string}`, SiteEntryKey]>
).map(([path, key]) => ({ path, key }));

/** Home views: path → home site entry key. */
export const HOME_VIEWS: readonly ContentPage[] = [
  { path: '/', key: 'home' },
  { path: '/home', key: 'home' },
  { path: '/home-fall', key: 'homeFall' },
  { path: '/home-spring', key: 'homeSpring' },
  { path: '/home-summer', key: 'homeSummer' },
  { path: '/home-winter', key: 'homeWinter' },
];

/**
 * Views that carry a form (contact on the about page, guide orders, media and member requests). Each of them, like
 * every list and home view and the map, has a route folder of its own (`app/<path>/page.tsx`), so no other page
 * downloads its code; the remaining content pages share `app/(pages)/[page]/page.tsx`.
 */
export const PAGE_FORMS = {
  [`/about-${PRODUCT_SLUG}`]: 'ContactForm',
  '/travel-guide-orders': 'GuideOrderForm',
  '/media': 'MediaRequestForm',
  '/members': 'MemberForm',
} as const satisfies Record<string, string>;

export const PATHS = {
  home: '/',
  entries: '/entries',
  about: `/about-${PRODUCT_SLUG}`,
  map: '/map',
  conditions: CONDITIONS_PATH,
  privacy: '/privacy',
  terms: '/terms',
} as const;

export function listViewByPath(path: string): ListView | undefined {
  const p = normalizePath(path);
  return LIST_VIEWS.find((v) => v.path === p);
}

export function listViewByKey(key: string): ListView | undefined {
  return LIST_VIEWS.find((v) => v.key === key);
}

export function contentPageByPath(path: string): ContentPage | undefined {
  const p = normalizePath(path);
  return CONTENT_PAGES.find((c) => c.path === p);
}

export function homeViewByPath(path: string): ContentPage | undefined {
  const p = normalizePath(path);
  return HOME_VIEWS.find((c) => c.path === p);
}

/** The canonical path of a home view: the first path that shows the same home entry (`/home` → `/`). */
export function canonicalHomePath(path: string): string {
  const view = homeViewByPath(path);
  return (view && HOME_VIEWS.find((v) => v.key === view.key)?.path) ?? normalizePath(path);
}

/** Every static path of the site (for sitemaps and static params). */
export function staticPaths(): string[] {
  return [...HOME_VIEWS, ...CONTENT_PAGES, ...LIST_VIEWS].map((v) => v.path);
}

/** Content pages served by the shared `app/(pages)/[page]` route: those without a form, and not the map. */
export function plainContentPages(): ContentPage[] {
  return CONTENT_PAGES.filter((page) => !(page.path in PAGE_FORMS) && page.path !== PATHS.map);
}
