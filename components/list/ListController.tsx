'use client';

import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { NoScriptCopyProps } from '@/components/hydration/hydrate-on-demand';
import { listMessages } from '@/lib/list-query/messages';
import type { ListView } from '@/lib/config/routes';
import type { Option } from '@/lib/entries/types';
import { datedTitle, hoursTitle } from '@/lib/list-query/date-labels';
import { datesKindOf } from '@/lib/list-query/dates';
import type { ListQuery, ListTab } from '@/lib/list-query/state';
import type { MapStyles } from '@/lib/map/config';
import { EventFeedLinks } from './EventFeedLinks';
import { ListControls } from './ListControls';
import styles from './ListController.module.css';
import { ListResults, prepareMap } from './ListResults';
import type { SeededAnswers } from './list-answers';
import { preloadListAnswers } from './use-list-answers';
import { useListResults } from './use-list-results';
import { useListUrlState } from './use-list-url-state';

export { SEARCH_DEBOUNCE_MS } from './use-list-url-state';

export interface ListControllerProps extends NoScriptCopyProps {
  view: ListView;
  /** The query the server rendered (parsed from the request URL). */
  initialQuery: ListQuery;
  /** The server-rendered results, keyed by their API URL: the list fetches nothing it was given. */
  fallback: SeededAnswers;
  categories: readonly Option[];
  mapStyles: MapStyles;
  /** The page's title without dates (its metadata's), for the events list's title as its dates change. */
  plainTitle?: string;
  /** The site's public origin (the events list's calendar subscription names its host). */
  siteUrl?: string;
}

/**
 * Client side of a list view: its state is its URL (useListUrlState), its results are the server's and then come
 * through swr (useListResults), and it shows the form (ListControls), the Grid/Map tabs, the events' feed links and
 * the results (ListResults).
 */
export function ListController({ view, initialQuery, fallback, categories, mapStyles, plainTitle, siteUrl = '', noScriptCopy }: ListControllerProps) {
  const state = useListUrlState(view, initialQuery);
  const { query, update, hrefFor } = state;
  const results = useListResults(view, query, fallback);
  const { tab, dates } = results;

  // Marks the controls as live for tests and styles, without a re-render: a re-render while the map panel's code
  // is still loading would give its dehydrated boundary new props and render it afresh (its facade lost).
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    root.setAttribute('data-list-controls', 'hydrated');
    // A visitor reaching for the list: the code that fetches new results comes while they choose.
    const reached = { once: true, passive: true } as const;
    root.addEventListener('pointerdown', preloadListAnswers, reached);
    root.addEventListener('focusin', preloadListAnswers, reached);
    return () => {
      root.removeEventListener('pointerdown', preloadListAnswers);
      root.removeEventListener('focusin', preloadListAnswers);
    };
  }, []);

  // A map the visitor switched to in the page was asked for: it starts without the facade.
  const [mapAskedFor, setMapAskedFor] = useState(false);
  const onTab = (tab: ListTab) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (tab === 'map') setMapAskedFor(true);
    update({ tab }, 'push');
  };

  // The title names the shown results' days, as the server's does (docs/product.md#dates-on-the-events-list).
  const datesKind = datesKindOf(view.type);
  useEffect(() => {
    if (!datesKind || !plainTitle) return;
    const at = document.title.lastIndexOf(' | '); // the site's name, from the layout's title template
    const siteSuffix = at >= 0 ? document.title.slice(at) : '';
    const dated = dates && (datesKind === 'hours' ? hoursTitle(view.label, dates) : datedTitle(dates));
    document.title = `${dated || plainTitle}${siteSuffix}`;
  }, [dates, plainTitle, datesKind, view.label]);

  return (
    <div ref={rootRef} className={styles.root} data-list-controls="server">
      {results.source}
      <ListControls view={view} categories={categories} tab={tab} state={state} />

      {view.onMap && (
        <nav className={styles.tabs} aria-label={`${view.label} views`}>
          {(['grid', 'map'] as const).map((t) => (
            <a
              key={t}
              href={hrefFor({ ...query, tab: t })}
              aria-current={tab === t ? 'page' : undefined}
              className={tab === t ? styles.tabActive : styles.tab}
              onClick={onTab(t)}
              onPointerEnter={t === 'map' ? prepareMap : undefined}
              onFocus={t === 'map' ? prepareMap : undefined}
            >
              {listMessages[t]}
            </a>
          ))}
        </nav>
      )}

      {view.type === 'event' && <EventFeedLinks siteUrl={siteUrl} category={query.category} />}

      <ListResults view={view} state={state} results={results} mapStyles={mapStyles} mapAskedFor={mapAskedFor} noScriptCopy={noScriptCopy} />
    </div>
  );
}
