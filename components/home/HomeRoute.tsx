import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/entry/JsonLd';
import { readSettings } from '@/lib/config/settings';
import type { SiteEntryKey } from '@/lib/config/site-entry-ids';
import { getSiteEntry } from '@/lib/content/entries';
import { getHome } from '@/lib/content/home';
import { entryMetadata } from '@/lib/content/metadata';
import { getSiteShell } from '@/lib/content/site';
import { plainDescription, siteStructuredData } from '@/lib/structured-data';
import { heroVideo } from './hero-video';
import { HomeView } from './HomeView';

export async function homeMetadata(key: SiteEntryKey, path: string): Promise<Metadata> {
  const home = await getSiteEntry(key);
  return { ...entryMetadata(home, path), title: { absolute: home?.title ?? 'Whitefish, Montana' } };
}

/** Server entry point of a home view: loads the home entry, its hero video, featured entries and upcoming events. */
export async function HomeRoute({ siteKey }: { siteKey: SiteEntryKey }) {
  const [data, shell] = await Promise.all([getHome(siteKey), getSiteShell()]);
  if (!data) notFound();
  const video = await heroVideo(data.home);
  const settings = readSettings();
  // Organization (the bureau behind the site, from its primary contact) and WebSite, for the home views.
  const site = siteStructuredData({
    siteUrl: settings.siteUrl,
    siteName: `${settings.productName}, Montana`,
    contact: shell.primaryContacts[0],
    logo: '/icon.svg',
    sameAs: Object.values(settings.social),
    description: plainDescription(data.home, 300) || undefined,
    searchPath: '/search',
  });
  return (
    <>
      <HomeView {...data} heroVideo={video} />
      <JsonLd data={site} />
    </>
  );
}
