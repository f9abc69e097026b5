'use client';

import { useEffect, useRef, type MouseEvent } from 'react';
import dynamic from 'next/dynamic';
import { MapPlaceholder } from '@/components/map/MapPlaceholder';
import { format } from '@/lib/config/format';
import { listMessages } from '@/lib/list-query/messages';
import type { ListView } from '@/lib/config/routes';
import { countLabel, datedCountLabel, hoursCountLabel } from '@/lib/list-query/date-labels';
import { datesKindOf } from '@/lib/list-query/dates';
import { LIST_MAX_ITEMS, LIST_PAGE_SIZE } from '@/lib/list-query/pages';
import type { MapStyles } from '@/lib/map/config';
import { ListCard } from './ListCard';
import styles from './ListController.module.css';
import type { ListResultsState } from './use-list-results';
import type { ListUrlState } from './use-list-url-state';

// The map tab's code (panel, legend, facade; MapLibre itself loads later still) loads only where the map tab is
// shown: rendered with ?tab=map, or fetched when the visitor points at or focuses the Map tab.
const loadMapPanel = () => import('@/components/map/MapPanel');
const MapPanel = dynamic(() => loadMapPanel().then((m) => m.MapPanel), { loading: MapPlaceholder });
export const prepareMap = () => void loadMapPanel().catch(() => undefined);

/**
 * Id of the first item of each later page: a "Show more" link followed without JavaScript (or opened in a new tab)
 * lands there. The page carries the results twice, live and in the `<noscript>` copy, and ids must be unique in the
 * HTML: the copy, which is what a browser without script shows, keeps `page-N` (the address product.md names), the
 * live results use `results-N`; each copy's Show more points at its own.
 */
const pageAnchor = (index: number, noScriptCopy = false) =>
  index > 0 && index % LIST_PAGE_SIZE === 0 ? `${noScriptCopy ? 'page' : 'results'}-${index / LIST_PAGE_SIZE + 1}` : undefined;

export interface ListResultsProps {
  view: ListView;
  state: ListUrlState;
  results: ListResultsState;
  mapStyles: MapStyles;
  /** The map was asked for in the page: it starts without its facade. */
  mapAskedFor: boolean;
  /** Rendered inside `<noscript>`: ids and Show more of the copy without script. */
  noScriptCopy?: boolean;
}

/** A list's count line and results: the grid's pages with "Show more", or the map of every place. */
export function ListResults({ view, state, results, mapStyles, mapAskedFor, noScriptCopy }: ListResultsProps) {
  const { query, update, hrefFor } = state;
  const { tab, failed, busy, retry, gridPages, mapData, dates, withoutHours } = results;
  const rootRef = useRef<HTMLDivElement>(null);

  // "Show more" replaces the URL (back leaves the list rather than un-showing items) and, once the new items are
  // in, moves focus to the first of them without scrolling: the visitor reads on where the button was.
  const focusItem = useRef<number | null>(null);
  const shownCount = gridPages?.items.length ?? 0;
  useEffect(() => {
    const index = focusItem.current;
    if (index === null || shownCount <= index) return;
    focusItem.current = null;
    rootRef.current?.querySelectorAll('[data-list-item]')[index]?.querySelector('a')?.focus({ preventScroll: true });
  }, [shownCount]);
  const onShowMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (!gridPages) return;
    if (gridPages.failed) return gridPages.retry();
    if (gridPages.loading) return;
    focusItem.current = gridPages.items.length;
    update({ page: gridPages.page + 1 }, 'replace');
  };

  const datesKind = datesKindOf(view.type);
  const counted = (n: number, total: number) =>
    dates ? (datesKind === 'hours' ? hoursCountLabel(n, total, dates, withoutHours) : datedCountLabel(n, total, dates)) : countLabel(n, total);
  const status = failed
    ? listMessages.failed
    : tab === 'map'
      ? mapData
        ? counted(Math.min(mapData.total, LIST_MAX_ITEMS), mapData.total)
        : ''
      : gridPages
        ? counted(gridPages.items.length, gridPages.total)
        : '';
  const capped = gridPages && !gridPages.more && gridPages.total > gridPages.items.length && gridPages.items.length > 0;

  return (
    <>
      <p className={styles.count} role="status" aria-live="polite">
        {status}
      </p>

      <div ref={rootRef} className={styles.results} aria-busy={busy} data-loading={(busy && !gridPages?.loading) || undefined}>
        {failed ? (
          <button type="button" className={styles.more} onClick={retry}>
            {listMessages.retry}
          </button>
        ) : tab === 'map' ? (
          mapData && (
            <MapPanel
              items={mapData.items}
              selected={query.selected}
              onSelect={(selected) => update({ selected }, 'replace')}
              selectHref={(selected) => hrefFor({ ...query, tab: 'map', selected })}
              mapStyles={mapStyles}
              label={`${view.label} map`}
              startAtOnce={mapAskedFor}
            />
          )
        ) : (
          gridPages &&
          gridPages.items.length > 0 && (
            <>
              <ul className={styles.grid}>
                {gridPages.items.map((card, index) => (
                  <li key={card.id} data-list-item id={pageAnchor(index, noScriptCopy)}>
                    <ListCard card={card} headingLevel={2} saveable={!noScriptCopy} first={index === 0} />
                  </li>
                ))}
              </ul>
              {gridPages.failed && (
                <p className={styles.problem} role="alert">
                  {listMessages.more_failed}
                </p>
              )}
              {gridPages.more && (
                <a
                  className={styles.more}
                  href={`${hrefFor({ ...query, page: gridPages.page + 1 })}#${pageAnchor(gridPages.page * LIST_PAGE_SIZE, noScriptCopy)}`}
                  aria-disabled={gridPages.loading || undefined}
                  onClick={onShowMore}
                >
                  {gridPages.failed ? listMessages.retry : gridPages.loading ? listMessages.loading_more : listMessages.show_more}
                </a>
              )}
              {capped && <p className={styles.note}>{format(listMessages.capped, { n: gridPages.items.length })}</p>}
            </>
          )
        )}
      </div>
    </>
  );
}
