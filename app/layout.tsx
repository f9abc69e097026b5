import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ConditionsScript } from '@/components/conditions/ConditionsScript';
import { HoursScript } from '@/components/hours/HoursScript';
import { SiteShell } from '@/components/shell/SiteShell';
import { readSettings } from '@/lib/config/settings';
import { contentMode } from '@/lib/content/cached-read';
import { shellSettings } from '@/lib/content/shell-settings';
import { getSiteShell } from '@/lib/content/site';
import { pageScriptSrc } from '@/lib/page-scripts';
// The trip controls' global classes (components/trip/trip-controls.tsx) with the site's own: imported here rather
// than by the client component, so they share the frame's stylesheet instead of holding the first paint for one more.
import '@/components/trip/trip-controls.css';
import './globals.css';

const settings = readSettings();
// The service worker is a production feature: `next dev` rebuilds code a worker would keep serving stale.
const registerWorker = process.env.NODE_ENV === 'production' && settings.serviceWorker;

export const metadata: Metadata = {
  metadataBase: new URL(settings.siteUrl),
  title: { default: `${settings.productName}, Montana`, template: `%s | ${settings.productName}, Montana` },
  description: `Plan a visit to ${settings.productName}, Montana: lodging, dining, events, deals and the outdoors.`,
  openGraph: { siteName: `${settings.productName}, Montana`, type: 'website', locale: 'en_US' },
};

export const viewport: Viewport = { themeColor: '#0b3d5c', width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [shell, mode] = await Promise.all([getSiteShell(), contentMode()]);
  return (
    <html lang="en">
      <body>
        <SiteShell
          notices={shell.notices}
          primaryContacts={shell.primaryContacts}
          siteContacts={shell.siteContacts}
          settings={shellSettings(settings)}
          preview={mode.preview}
        >
          {children}
        </SiteShell>
        {/* Open/closed badges stay right on cached pages and after client-side navigations (docs/product.md#opening-hours). */}
        <HoursScript />
        {/* Live conditions' strip and notices on cached pages, from the local store's summary (lib/conditions/live-script.ts). */}
        <ConditionsScript />
        {/* Registers the offline support once the page is idle (lib/offline/registration.ts): no bundle. */}
        {registerWorker ? <script defer src={pageScriptSrc('offline')} /> : null}
      </body>
    </html>
  );
}
