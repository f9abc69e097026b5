/**
 * Primary, secondary and footer menus (docs/product.md#menus, docs/product.md#footer).
 */
import { PRODUCT_NAME } from './constants';
import { PATHS } from './routes';

export { isCurrent } from './paths';

export interface MenuItem {
  path: string;
  label: string;
  /** Off-site link (opens the content-management app etc.); never marked current. */
  external?: boolean;
}

export const PRIMARY_MENU: readonly MenuItem[] = [
  { path: '/stay', label: 'Stay' },
  { path: '/dine', label: 'Dine' },
  { path: '/explore', label: 'Explore' },
  { path: '/shop', label: 'Shop' },
  { path: '/travel', label: 'Travel' },
];

export const SECONDARY_MENU: readonly MenuItem[] = [
  { path: '/events', label: 'Events' },
  { path: '/deals', label: 'Deals' },
  { path: '/webcams', label: 'Webcams' },
  { path: '/plan', label: 'Groups' },
  { path: '/discover-whitefish', label: `Discover ${PRODUCT_NAME}` },
];

/** Footer links; the last one is the external Log In link to `loginUrl` (settings.loginUrl). */
export function footerMenu(loginUrl: string): MenuItem[] {
  return [
    { path: '/guide', label: 'Travel Guide' },
    { path: '/members', label: 'Members' },
    { path: '/media', label: 'Media' },
    { path: '/map', label: 'Map' },
    { path: '/events/submit', label: 'Submit an Event' },
    { path: PATHS.conditions, label: 'Conditions' },
    { path: '/professional-services', label: 'Professional Services' },
    { path: '/explore-more', label: 'Explore More' },
    { path: PATHS.about, label: `About ${PRODUCT_NAME}` },
    { path: '/privacy', label: 'Privacy' },
    { path: '/terms', label: 'Terms' },
    { path: loginUrl, label: 'Log In', external: true },
  ];
}

