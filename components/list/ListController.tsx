'use client';

import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import dynamic from 'next/dynamic';
import useSWR from 'swr';
import { MapPlaceholder } from '@/components/map/MapPlaceholder';
import type { NoScriptCopyProps } from '@/components/shell/hydrate-on-demand';
import { format } from '@/lib/config/format';
import { listMessages } from '@/lib/config/list-messages';
import type { ListView } from '@/lib/config/routes';
import { todayInZone } from '@/lib/dates';
import type { Option } from '@/lib/entries/types';
// The list-query modules it needs, not the package's index: that one also brings ordering (with the entries' date
// code and the routes), which only the server uses.
import { listApiUrl, RESULT_KEYS, type ListPayload } from '@/lib/list-query/cards';
import { countLabel, datedCountLabel, datedTitle, hoursCountLabel, hoursTitle } from '@/lib/list-query/date-labels';
import { datesKindOf, isCalendarDay } from '@/lib/list-query/dates';
import { orderOptionsFor } from '@/lib/list-query/options';
import { LIST_MAX_ITEMS, LIST_PAGE_SIZE, type ListPage } from '@/lib/list-query/pages';
import { defaultsFor, parseListQuery, toQueryString, type ListQuery, type ListTab } from '@/lib/list-query/state';
import type { MapStyles } from '@/lib/map/config';
import { DateFilter, type DateChoice } from './DateFilter';
import { EventFeedLinks } from './EventFeedLinks';
import { ListCard } from './ListCard';
import styles from './ListController.module.css';
import { useListPages } from './use-list-pages';

// The map tab's code (panel, legend, facade; MapLibre itself loads later still) loads only where the map tab is
// shown: rendered with ?tab=map, or fetched when the visitor points at or focuses the Map tab.
const loadMapPanel = () => import('@/components/map/MapPanel');
const MapPanel = dynamic(() => loadMapPanel().then((m) => m.MapPanel), { loading: MapPlaceholder });
const prepareMap = () => void loadMapPanel().catch(() => undefined);

/** Typing in search (or in a date field) commits to the URL (and fetches) only after this pause. */
export const SEARCH_DEBOUNCE_MS = 300;

interface DateText {
  from: string;
  to: string;
}

/** What the "When" select shows for a query: custom days show as "Choose dates…". */
const choiceOf = (query: ListQuery, datesChosen: boolean): DateChoice =>
  query.when && query.when !== 'any' ? query.when : datesChosen || query.from || query.to ? 'dates' : 'any';
/** A date field's value as the query keeps it: a real day, or none. */
const dayOf = (value: string) => (isCalendarDay(value) ? value : '');

export interface ListControllerProps extends NoScriptCopyProps {
  view: ListView;
  /** The query the server rendered (parsed from the request URL). */
  initialQuery: ListQuery;
  categories: readonly Option[];
  mapStyles: MapStyles;
  /** The page's title without dates (its metadata's), for the events list's title as its dates change. */
  plainTitle?: string;
  /** The site's public origin (the events list's calendar subscription names its host). */
  siteUrl?: string;
}

type HistoryMode = 'push' | 'replace';

/**
 * Id of the first item of each later page: a "Show more" link followed without JavaScript (or opened in a new tab)
 * lands there. The page carries the results twice, live and in the `<noscript>` copy, and ids must be unique in the
 * HTML: the copy, which is what a browser without script shows, keeps `page-N` (the address product.md names), the
 * live results use `results-N`; each copy's Show more points at its own.
 */
const pageAnchor = (index: number, noScriptCopy = false) =>
  index > 0 && index % LIST_PAGE_SIZE === 0 ? `${noScriptCopy ? 'page' : 'results'}-${index / LIST_PAGE_SIZE + 1}` : undefined;

interface Kept<T> {
  key: string;
  data: T;
  page: number;
}

/** The results for `key` when loaded, else the last results that were (with the page they were shown to). */
function useKept<T>(key: string, data: T | undefined, page: number): Kept<T> | undefined {
  const [kept, setKept] = useState<Kept<T> | undefined>(data === undefined ? undefined : { key, data, page });
  if (data !== undefined && (kept?.data !== data || kept.key !== key || kept.page !== page)) setKept({ key, data, page });
  return data !== undefined ? { key, data, page } : kept;
}

/**
 * Client side of a list view. The URL is the state: choices push a history entry (back/forward walks them),
 * typing replaces it after a pause, selection on the map replaces it. We write the URL with the History API
 * (which Next's router observes) rather than router.push: a router navigation would re-render the server
 * list for the new search params — a second fetch of what swr is already fetching from /api/lists.
 */
export function ListController({ view, initialQuery, categories, mapStyles, plainTitle, siteUrl = '', noScriptCopy }: ListControllerProps) {
  const defaults = useMemo(() => defaultsFor(view), [view]);
  const [query, setQuery] = useState<ListQuery>(initialQuery);
  const [searchText, setSearchText] = useState(initialQuery.search);
  // Events only: the From/To fields as typed, and "Choose dates…" picked before any day was.
  const [dateText, setDateText] = useState<DateText>({ from: initialQuery.from, to: initialQuery.to });
  const [datesChosen, setDatesChosen] = useState(false);
  const queryRef = useRef(query); // the latest query for handlers; update() and sync() keep it current too
  // A layout effect, before the one below that may update the query at hydration: a passive effect would run
  // after it and put the first render's query back.
  useLayoutEffect(() => {
    queryRef.current = query;
  }, [query]);
  const ids = useId();
  // Marks the controls as live for tests and styles, without a re-render: a re-render while the map panel's code
  // is still loading would give its dehydrated boundary new props and render it afresh (its facade lost).
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => rootRef.current?.setAttribute('data-list-controls', 'hydrated'), []);

  const hrefFor = useCallback((q: ListQuery) => `${view.path}${toQueryString(q, defaults)}`, [view.path, defaults]);

  const update = useCallback(
    (patch: Partial<ListQuery>, mode: HistoryMode) => {
      const current = queryRef.current;
      const next = { ...current, ...patch };
      // Other results start again from their first page.
      if (patch.page === undefined && RESULT_KEYS.some((k) => next[k] !== current[k])) next.page = 1;
      queryRef.current = next;
      setQuery(next);
      const href = hrefFor(next);
      if (`${window.location.pathname}${window.location.search}` === href) return;
      if (mode === 'push') window.history.pushState(null, '', href);
      else window.history.replaceState(null, '', href);
    },
    [hrefFor],
  );

  // The list hydrates on demand (ListOnDemand): a choice made or text typed in the server-rendered form before
  // that is taken over here, once, before the first re-render would reset the fields to the state.
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value;
    const start = queryRef.current;
    const category = value('category') ?? start.category;
    const order = (value('order') ?? start.order) as ListQuery['order'];
    if (category !== start.category || order !== start.order) {
      update({ category, order, ...(category !== start.category ? { selected: '' } : {}) }, 'push');
    }
    const typed = value('search');
    if (typed !== undefined && typed !== start.search) setSearchText(typed);
    const when = value('when') as DateChoice | undefined;
    if (when && when !== choiceOf(start, false)) chooseDates(when);
    const [from, to] = [value('from') ?? start.from, value('to') ?? start.to];
    if (from !== start.from || to !== start.to) setDateText({ from, to });
    // chooseDates is stable (it only calls update and state setters)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [update]);

  // Back/forward (and a remount after navigating back) read the state from the URL.
  useEffect(() => {
    const sync = () => {
      if (window.location.pathname !== view.path) return;
      const fromUrl = parseListQuery(window.location.search, view);
      queryRef.current = fromUrl;
      setQuery(fromUrl);
      setSearchText(fromUrl.search);
      setDateText({ from: fromUrl.from, to: fromUrl.to });
      setDatesChosen(false);
    };
    if (hrefFor(parseListQuery(window.location.search, view)) !== hrefFor(queryRef.current)) sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, [view, hrefFor]);

  // Debounced search: one request after the visitor pauses, not one per keystroke.
  useEffect(() => {
    const search = searchText.trim();
    if (search === queryRef.current.search) return;
    const timer = setTimeout(() => update({ search }, 'replace'), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, update]);

  // Custom days: committed after a pause in typing, like search; a quick choice empties the fields.
  useEffect(() => {
    const current = queryRef.current;
    const [from, to] = [dayOf(dateText.from), dayOf(dateText.to)];
    if (choiceOf(current, datesChosen) !== 'dates' || (from === current.from && to === current.to)) return;
    const timer = setTimeout(() => update({ when: '', from, to }, 'replace'), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [dateText, datesChosen, update]);

  function chooseDates(choice: DateChoice) {
    setDatesChosen(choice === 'dates');
    if (choice === 'dates') {
      const [from, to] = [dayOf(dateText.from), dayOf(dateText.to)];
      if (from || to) update({ when: '', from, to }, 'push');
      return;
    }
    setDateText({ from: '', to: '' });
    update({ when: choice === 'any' ? '' : choice, from: '', to: '' }, 'push');
  }

  const tab: ListTab = view.onMap ? query.tab : 'grid';
  // Each tab fetches only what it shows: the grid pages of results, the map every place of them.
  const resultsKey = listApiUrl(view, query);
  const mapKey = listApiUrl(view, query, { map: true });
  const grid = useSWR<ListPage>(tab === 'grid' ? resultsKey : null);
  const map = useSWR<ListPayload>(tab === 'map' ? mapKey : null);
  const active = tab === 'map' ? map : grid;
  // A new choice whose results could not be loaded: say so instead of showing results that do not match it.
  const failed = Boolean(active.error) && !active.data;
  // Otherwise keep the last results on screen while a new key loads. (swr's keepPreviousData would also prefer
  // them over the server-seeded fallback when returning to the first URL, so we keep them ourselves.)
  const shownGrid = useKept(resultsKey, grid.data, query.page);
  const gridPages = useListPages(shownGrid?.key ?? resultsKey, shownGrid?.data, shownGrid?.page ?? query.page);
  const mapData = useKept(mapKey, map.data, 1)?.data;

  // The server decided "today" (America/Denver); if the visitor's page outlived that day, refetch once.
  const rechecked = useRef(false);
  const gridToday = grid.data?.today;
  const refetchGrid = grid.mutate;
  useEffect(() => {
    if (rechecked.current || !gridToday || view.type !== 'event') return;
    rechecked.current = true;
    if (todayInZone() !== gridToday) void refetchGrid();
  }, [gridToday, refetchGrid, view.type]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const dates = choiceOf(queryRef.current, datesChosen) === 'dates' ? { when: '' as const, from: dayOf(dateText.from), to: dayOf(dateText.to) } : {};
    update({ search: searchText.trim(), ...dates }, 'push');
  };

  // A map the visitor switched to in the page was asked for: it starts without the facade.
  const [mapAskedFor, setMapAskedFor] = useState(false);
  const onTab = (tab: ListTab) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (tab === 'map') setMapAskedFor(true);
    update({ tab }, 'push');
  };

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

  const orderOptions = orderOptionsFor(view, { search: searchText, order: query.order });
  // How many of the folded choices differ from the defaults (the Filters row says so).
  // Events take dates; lists of places take dates and "open now" (docs/product.md#open-on-my-dates).
  const datesKind = datesKindOf(view.type);
  const chosen = [query.category !== defaults.category, query.order !== defaults.order, datesKind !== null && choiceOf(query, datesChosen) !== 'any'].filter(
    Boolean,
  ).length;
  const busy = active.isValidating || (!active.data && !active.error) || (tab === 'grid' && Boolean(gridPages?.loading));
  // The days the shown results are for, as the server resolved them: while new results load, the count stays
  // that of the results on screen.
  const dates = tab === 'map' ? mapData?.dates : shownGrid?.data.dates;
  const withoutHours = (tab === 'map' ? mapData?.withoutHours : shownGrid?.data.withoutHours) ?? 0;
  // The title names the shown results' days, as the server's does (docs/product.md#dates-on-the-events-list).
  useEffect(() => {
    if (!datesKind || !plainTitle) return;
    const at = document.title.lastIndexOf(' | '); // the site's name, from the layout's title template
    const siteSuffix = at >= 0 ? document.title.slice(at) : '';
    const dated = dates && (datesKind === 'hours' ? hoursTitle(view.label, dates) : datedTitle(dates));
    document.title = `${dated || plainTitle}${siteSuffix}`;
  }, [dates, plainTitle, datesKind, view.label]);
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
    <div ref={rootRef} className={styles.root} data-list-controls="server">
      <form ref={formRef} className={styles.controls} action={view.path} method="get" role="search" onSubmit={onSubmit}>
        {/* On a phone the choices fold into one "Filters" row so the first results show on the first screen; a
            <details> opens without script too, and its fields are sent with the form open or not. Wide screens
            show them in the row (ListController.module.css). */}
        <details className={styles.filters}>
          <summary className={styles.filtersToggle}>
            {chosen ? format(listMessages.filters_chosen, { n: chosen }) : listMessages.filters}
          </summary>
          <div className={styles.filterFields}>
            <div className={styles.field}>
              <label htmlFor={`${ids}-category`}>Category</label>
              <select
                id={`${ids}-category`}
                name="category"
                value={query.category}
                onChange={(e) => update({ category: e.target.value, selected: '' }, 'push')}
              >
                <option value="">{listMessages.category_all}</option>
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.label}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor={`${ids}-order`}>{listMessages.order}</label>
              <select
                id={`${ids}-order`}
                name="order"
                value={query.order}
                onChange={(e) => update({ order: e.target.value as ListQuery['order'] }, 'push')}
              >
                {orderOptions.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
            {datesKind && (
              <DateFilter
                openNow={datesKind === 'hours'}
                idPrefix={ids}
                choice={choiceOf(query, datesChosen)}
                from={dateText.from}
                to={dateText.to}
                onChoice={chooseDates}
                onFrom={(from) => setDateText((text) => ({ ...text, from }))}
                onTo={(to) => setDateText((text) => ({ ...text, to }))}
              />
            )}
          </div>
        </details>
        <div className={`${styles.field} ${styles.search}`}>
          <label htmlFor={`${ids}-search`}>{listMessages.search}</label>
          <input
            id={`${ids}-search`}
            type="search"
            name="search"
            value={searchText}
            maxLength={200}
            autoComplete="off"
            onChange={(e) => setSearchText(e.target.value)}
          />
        </div>
        {tab !== 'grid' && <input type="hidden" name="tab" value={tab} />}
        <button type="submit" className={styles.submit}>
          {listMessages.search}
        </button>
      </form>

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

      <p className={styles.count} role="status" aria-live="polite">
        {status}
      </p>

      <div className={styles.results} aria-busy={busy} data-loading={(busy && !gridPages?.loading) || undefined}>
        {failed ? (
          <button type="button" className={styles.more} onClick={() => void active.mutate()}>
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
                    <ListCard card={card} headingLevel={2} saveable={!noScriptCopy} />
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
    </div>
  );
}
