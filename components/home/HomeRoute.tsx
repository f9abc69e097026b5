import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { SiteEntryKey } from '@/lib/config/site-entry-ids';
import { getSiteEntry } from '@/lib/content/entries';
import { getHome } from '@/lib/content/home';
import { entryMetadata } from '@/lib/content/metadata';
import { HomeView } from './HomeView';

export async function homeMetadata(key: SiteEntryKey, path: string): Promise<Metadata> {
  const home = await getSiteEntry(key);
  return { ...entryMetadata(home, path), title: { absolute: home?.title ?? 'Whitefish, Montana' } };
}

/** Server entry point of a home view: loads the home entry, featured entries and upcoming events. */
export async function HomeRoute({ siteKey }: { siteKey: SiteEntryKey }) {
  const data = await getHome(siteKey);
  if (!data) notFound();
  return <HomeView {...data} />;
}
