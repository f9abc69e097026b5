import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EntryView } from '@/components/entry/EntryView';
import { PageForm } from '@/components/forms/PageForm';
import { HomeRoute, homeMetadata } from '@/components/home/HomeRoute';
import { ListRoute } from '@/components/list/ListRoute';
import { MapRoute } from '@/components/map/MapRoute';
import { CONTENT_PAGES, HOME_VIEWS, LIST_VIEWS, PATHS, contentPageByPath, homeViewByPath, listViewByPath } from '@/lib/config/routes';
import { getSiteEntry } from '@/lib/content/entries';
import { entryMetadata } from '@/lib/content/metadata';

/** Every single-segment view is named in lib/config/routes; anything else is a 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return [...HOME_VIEWS, ...CONTENT_PAGES, ...LIST_VIEWS]
    .filter((view) => view.path !== '/')
    .map((view) => ({ page: view.path.slice(1) }));
}

interface PageProps {
  params: Promise<{ page: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const path = `/${(await params).page}`;
  const home = homeViewByPath(path);
  if (home) return homeMetadata(home.key, path);
  const list = listViewByPath(path);
  const key = list?.sectionKey ?? contentPageByPath(path)?.key;
  return key ? entryMetadata(await getSiteEntry(key), path, list?.label) : {};
}

export default async function Page({ params, searchParams }: PageProps) {
  const path = `/${(await params).page}`;
  const home = homeViewByPath(path);
  if (home) return <HomeRoute siteKey={home.key} />;
  const list = listViewByPath(path);
  if (list) {
    return (
      <>
        <ListRoute view={list} searchParams={await searchParams} />
        <PageForm path={path} />
      </>
    );
  }
  if (path === PATHS.map) return <MapRoute searchParams={await searchParams} />;
  const page = contentPageByPath(path);
  const entry = page ? await getSiteEntry(page.key) : null;
  if (!page || !entry) notFound();
  return (
    <>
      <EntryView entry={entry} path={page.path} />
      <PageForm path={path} />
    </>
  );
}
