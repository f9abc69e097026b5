import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ComponentType } from 'react';
import { LIST_VIEWS, type ListKey, type ListView } from '@/lib/config/routes';
import { getSiteEntry } from '@/lib/content/entries';
import { entryMetadata } from '@/lib/content/metadata';
import { startOfDayInZone, todayInZone } from '@/lib/dates';
import { datedTitle, datesKindOf, hoursTitle, parseListQuery, resolveDates, stateFromSegment, type ListQuery, type SearchParamsInput } from '@/lib/list-query';
import { ListRoute } from '@/components/list/ListRoute';

interface ListPageProps {
  searchParams: Promise<SearchParamsInput>;
}

/** The params of a list view's internal cached route, `app/<view>/[day]/[state]` (lib/list-query/cached-state.ts). */
export interface CachedListParams {
  day: string;
  state: string;
}

interface CachedListPageProps {
  params: Promise<CachedListParams>;
}

/** What a list page shows: the state, and the moment it is for (its day is the list's today). */
interface ListAsked {
  query: ListQuery;
  now: Date;
}

function viewOf(key: ListKey): ListView {
  const view = LIST_VIEWS.find((v) => v.key === key);
  if (!view) throw new Error(`No list view '${key}' in lib/config/routes.ts`);
  return view;
}

function askedOfQueryString(view: ListView, searchParams: SearchParamsInput): ListAsked {
  const now = new Date();
  return { query: parseListQuery(searchParams, view, todayInZone(now)), now };
}

/** The state in the internal route's path; proxy.ts sends only canonical states there, anything else is not found. */
function askedOfPath(view: ListView, { day, state }: CachedListParams): ListAsked {
  let query = stateFromSegment(state, view, day);
  if (!query && state.includes('%')) {
    try {
      query = stateFromSegment(decodeURIComponent(state), view, day);
    } catch {
      query = null;
    }
  }
  if (!query) notFound();
  return { query, now: startOfDayInZone(day) };
}

/**
 * Title and description from the view's section entry, canonical the plain list. The events list with dates has
 * the dates in its title and is not indexed: its states are endless and change every day
 * (docs/product.md#dates-on-the-events-list).
 */
async function metadataOf(view: ListView, { query, now }: ListAsked): Promise<Metadata> {
  const metadata = entryMetadata(await getSiteEntry(view.sectionKey), view.path, view.label);
  // Lists of places with dates or "open now" likewise (docs/product.md#open-on-my-dates).
  const kind = datesKindOf(view.type);
  const dates = kind ? resolveDates(query, todayInZone(now)) : null;
  if (!dates) return metadata;
  return { ...metadata, title: kind === 'hours' ? hoursTitle(view.label, dates) : datedTitle(dates), robots: { index: false, follow: true } };
}

function pageOf(view: ListView, Form: ComponentType | undefined, { query, now }: ListAsked) {
  return (
    <>
      <ListRoute view={view} asked={query} now={now} />
      {Form && (
        <div className="page-width">
          <Form />
        </div>
      )}
    </>
  );
}

/** `generateMetadata` of a list view's route (`app/<view>/page.tsx`), which reads the query string. */
export function listMetadata(key: ListKey): (props: ListPageProps) => Promise<Metadata> {
  const view = viewOf(key);
  return async ({ searchParams }) => metadataOf(view, askedOfQueryString(view, await searchParams));
}

/**
 * The page component of a list view's route (`app/<view>/page.tsx`), with the form that view carries, if any.
 * Each view has its own route so a page downloads only the client code it renders. It answers the states the page
 * cache does not keep, and preview.
 */
export function listPage(key: ListKey, Form?: ComponentType) {
  const view = viewOf(key);
  return async function ListPage({ searchParams }: ListPageProps) {
    return pageOf(view, Form, askedOfQueryString(view, await searchParams));
  };
}

/** `generateMetadata` of a list view's internal cached route: the same metadata for the same state. */
export function cachedListMetadata(key: ListKey): (props: CachedListPageProps) => Promise<Metadata> {
  const view = viewOf(key);
  return async ({ params }) => metadataOf(view, askedOfPath(view, await params));
}

/**
 * The page component of a list view's internal cached route (`app/<view>/[day]/[state]/page.tsx`, ISR): the same
 * page as the view's own route for the state in its path, rendered on first request and then kept in Next's page
 * cache until a publish or its lifetime ends (docs/operations.md#cached-list-pages).
 */
export function cachedListPage(key: ListKey, Form?: ComponentType) {
  const view = viewOf(key);
  return async function CachedListPage({ params }: CachedListPageProps) {
    return pageOf(view, Form, askedOfPath(view, await params));
  };
}
