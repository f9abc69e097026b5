import type { Metadata } from 'next';
import { PageForm } from '@/components/forms/PageForm';
import type { ListView } from '@/lib/config/routes';
import { getSiteEntry } from '@/lib/content/entries';
import { entryMetadata } from '@/lib/content/metadata';
import type { SearchParamsInput } from '@/lib/list-query';
import { ListRoute } from './ListRoute';

/** A list view's page: the list, then the page's form if it has one. */
export function ListPage({ view, searchParams }: { view: ListView; searchParams: SearchParamsInput }) {
  return (
    <>
      <ListRoute view={view} searchParams={searchParams} />
      <PageForm path={view.path} />
    </>
  );
}

/** Title, description and canonical URL of a list view, from its section entry. */
export async function listMetadata(view: ListView): Promise<Metadata> {
  return entryMetadata(await getSiteEntry(view.sectionKey), view.path, view.label);
}
