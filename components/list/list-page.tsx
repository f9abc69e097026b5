import type { Metadata } from 'next';
import type { ComponentType } from 'react';
import { LIST_VIEWS, type ListKey, type ListView } from '@/lib/config/routes';
import { getSiteEntry } from '@/lib/content/entries';
import { entryMetadata } from '@/lib/content/metadata';
import { todayInZone } from '@/lib/dates';
import { datedTitle, parseListQuery, resolveDates, type SearchParamsInput } from '@/lib/list-query';
import { ListRoute } from './ListRoute';

interface ListPageProps {
  searchParams: Promise<SearchParamsInput>;
}

function viewOf(key: ListKey): ListView {
  const view = LIST_VIEWS.find((v) => v.key === key);
  if (!view) throw new Error(`No list view '${key}' in lib/config/routes.ts`);
  return view;
}

/**
 * `generateMetadata` of a list view's route: title and description from its section entry, canonical the plain
 * list. The events list with dates has the dates in its title and is not indexed: its states are endless and
 * change every day (docs/product.md#dates-on-the-events-list).
 */
export function listMetadata(key: ListKey): (props: ListPageProps) => Promise<Metadata> {
  const view = viewOf(key);
  return async ({ searchParams }) => {
    const metadata = entryMetadata(await getSiteEntry(view.sectionKey), view.path, view.label);
    const today = todayInZone();
    const dates = view.type === 'event' ? resolveDates(parseListQuery(await searchParams, view, today), today) : null;
    return dates ? { ...metadata, title: datedTitle(dates), robots: { index: false, follow: true } } : metadata;
  };
}

/**
 * The page component of a list view's route (`app/<view>/page.tsx`), with the form that view carries, if any.
 * Each view has its own route so a page downloads only the client code it renders.
 */
export function listPage(key: ListKey, Form?: ComponentType) {
  const view = viewOf(key);
  return async function ListPage({ searchParams }: ListPageProps) {
    return (
      <>
        <ListRoute view={view} searchParams={await searchParams} />
        {Form && (
          <div className="page-width">
            <Form />
          </div>
        )}
      </>
    );
  };
}
