import type { MetadataRoute } from 'next';
import { readSettings } from '@/lib/config/settings';

/**
 * The web app manifest (docs/product.md#installing-the-site): what a phone needs to add the site to its home screen
 * and open it like an app. The start page is the home page; with the trip saved for offline it opens with no
 * signal too.
 */
export default function manifest(): MetadataRoute.Manifest {
  const { productName } = readSettings();
  return {
    id: '/',
    name: `${productName}, Montana`,
    short_name: productName,
    description: `Plan a visit to ${productName}, Montana — your saved trip, its events and map work with no signal.`,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0b3d5c',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}
