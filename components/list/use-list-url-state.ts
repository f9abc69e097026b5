'use client';

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type MutableRefObject, type RefObject } from 'react';
import type { ListView } from '@/lib/config/routes';
import { RESULT_KEYS } from '@/lib/list-query/api-url';
import { isCalendarDay } from '@/lib/dates';
import { defaultsFor, parseListQuery, toQueryString, type ListQuery } from '@/lib/list-query/state';
import type { DateChoice } from './DateFilter';

/** Typing in search (or in a date field) commits to the URL (and fetches) only after this pause. */
export const SEARCH_DEBOUNCE_MS = 300;

export type HistoryMode = 'push' | 'replace';

export interface DateText {
  from: string;
  to: string;
}

/** What the "When" select shows for a query: custom days show as "Choose dates…". */
export const choiceOf = (query: ListQuery, datesChosen: boolean): DateChoice =>
  query.when && query.when !== 'any' ? query.when : datesChosen || query.from || query.to ? 'dates' : 'any';
/** A date field's value as the query keeps it: a real day, or none. */
export const dayOf = (value: string) => (isCalendarDay(value) ? value : '');

export interface ListUrlState {
  query: ListQuery;
  /** The latest query, for handlers (ahead of a render). */
  queryRef: MutableRefObject<ListQuery>;
  defaults: ListQuery;
  /** Applies a change to the query and writes the URL (a history entry, or in place). */
  update: (patch: Partial<ListQuery>, mode: HistoryMode) => void;
  hrefFor: (query: ListQuery) => string;
  searchText: string;
  setSearchText: (text: string) => void;
  /** Events and places: the From/To fields as typed, and "Choose dates…" picked before any day was. */
  dateText: DateText;
  setDateText: (update: (text: DateText) => DateText) => void;
  datesChosen: boolean;
  chooseDates: (choice: DateChoice) => void;
  /** Commits the typed search (and typed days) at once: the form's submit. */
  submit: () => void;
  /** The server-rendered form, whose fields the visitor may have used before this code arrived. */
  formRef: RefObject<HTMLFormElement | null>;
}

/**
 * A list view's state, which is its URL: choices push a history entry (back/forward walks them), typing replaces it
 * after a pause, selection on the map replaces it. We write the URL with the History API (which Next's router
 * observes) rather than router.push: a router navigation would re-render the server list for the new search
 * params — a second fetch of what swr is already fetching from /api/lists.
 */
export function useListUrlState(view: ListView, initialQuery: ListQuery): ListUrlState {
  const defaults = useMemo(() => defaultsFor(view), [view]);
  const [query, setQuery] = useState<ListQuery>(initialQuery);
  const [searchText, setSearchText] = useState(initialQuery.search);
  const [dateText, setDateTextState] = useState<DateText>({ from: initialQuery.from, to: initialQuery.to });
  const [datesChosen, setDatesChosen] = useState(false);
  const queryRef = useRef(query); // the latest query for handlers; update() and sync() keep it current too
  // A layout effect, before the one below that may update the query at hydration: a passive effect would run
  // after it and put the first render's query back.
  useLayoutEffect(() => {
    queryRef.current = query;
  }, [query]);
  const setDateText = useCallback((next: (text: DateText) => DateText) => setDateTextState(next), []);

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
    if (from !== start.from || to !== start.to) setDateTextState({ from, to });
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
      setDateTextState({ from: fromUrl.from, to: fromUrl.to });
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
    setDateTextState({ from: '', to: '' });
    update({ when: choice === 'any' ? '' : choice, from: '', to: '' }, 'push');
  }

  const submit = () => {
    const dates = choiceOf(queryRef.current, datesChosen) === 'dates' ? { when: '' as const, from: dayOf(dateText.from), to: dayOf(dateText.to) } : {};
    update({ search: searchText.trim(), ...dates }, 'push');
  };

  return { query, queryRef, defaults, update, hrefFor, searchText, setSearchText, dateText, setDateText, datesChosen, chooseDates, submit, formRef };
}
