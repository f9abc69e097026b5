'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import styles from '@/components/search/Search.module.css';
import { useHydrated } from './use-hydrated';
import { searchMessages } from '@/lib/config/shell-messages';
import type { SearchResult } from '@/lib/search';
import { resultCountText } from '@/lib/search-count';
import { searchQuery } from '@/lib/search-query';

// The search request and the result list load when the panel first opens (the panel is rarely used).
const loadResults = () => import('./SearchPanelResults');
const SearchPanelResults = dynamic(() => loadResults().then((m) => m.SearchPanelResults));

export const SEARCH_PANEL_ID = 'site-search';
export const SEARCH_PATH = '/search';
type PanelState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; items: SearchResult[] }
  | { status: 'failed'; query: string };

/**
 * Search toggle + panel. Opens with the input focused; closes on the toggle, Escape, or a click
 * outside the search area, and the input loses focus. Enter or the search button runs the query: under
 * 2 characters nothing happens; otherwise the panel asks /api/search and lists the hits that have an html
 * title and a link (titles and snippets sanitised, only <b> kept), with a link to the full /search?q= page.
 * A failure is logged, the results emptied and a Retry offered that runs the same query again; the input keeps
 * what the visitor typed. Only the latest query's answer is ever shown: a newer query aborts the older request
 * and an answer that arrives for it anyway is dropped. Without JavaScript the form is a plain GET to /search.
 */
export function SearchPanel() {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<PanelState>({ status: 'idle' });
  // false in the server HTML and while hydrating, true once React runs the panel in the browser.
  const hydrated = useHydrated();
  const areaRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const requestRef = useRef<AbortController | null>(null);

  const close = useCallback((refocusToggle = false) => {
    setOpen(false);
    inputRef.current?.blur();
    if (refocusToggle) toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    void loadResults().catch(() => undefined); // ready before the first search
    inputRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointer = (event: Event) => {
      const area = areaRef.current;
      if (area && event.target instanceof Node && !area.contains(event.target)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
    };
  }, [open, close]);

  useEffect(() => () => requestRef.current?.abort(), []);

  const run = async (query: string) => {
    requestRef.current?.abort();
    const request = new AbortController();
    requestRef.current = request;
    setState({ status: 'loading', query });
    try {
      const { fetchPanelResults } = await loadResults();
      const items = await fetchPanelResults(query, request.signal);
      if (!request.signal.aborted) setState({ status: 'done', query, items });
    } catch (error) {
      if (request.signal.aborted) return; // superseded by a newer query or unmounted
      console.error('Site search failed', error);
      setState({ status: 'failed', query });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = searchQuery(inputRef.current?.value);
    if (query === null) return; // shorter than the minimum: nothing happens
    void run(query);
  };

  const navigate = () => close();
  const retry = () => {
    if (state.status === 'failed') void run(state.query);
  };
  const items = state.status === 'done' ? state.items : [];
  let status = '';
  if (state.status === 'loading') status = searchMessages.searching;
  else if (state.status === 'failed') status = searchMessages.failed;
  else if (state.status === 'done') status = resultCountText(items.length);

  return (
    <div className="search" ref={areaRef} data-hydrated={hydrated || undefined}>
      <button
        ref={toggleRef}
        type="button"
        className="search__toggle"
        aria-expanded={open}
        aria-controls={SEARCH_PANEL_ID}
        aria-label={searchMessages.label}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
          />
        </svg>
      </button>
      <div id={SEARCH_PANEL_ID} className="search__panel" hidden={!open}>
        <form role="search" action={SEARCH_PATH} method="get" onSubmit={onSubmit} className="search__form">
          <label htmlFor="site-search-q" className="visually-hidden">
            {searchMessages.placeholder}
          </label>
          <input
            ref={inputRef}
            id="site-search-q"
            className="search__input"
            type="search"
            name="q"
            placeholder={searchMessages.placeholder}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className="search__submit">
            {searchMessages.label}
          </button>
        </form>
        <div className={styles.panelResults} aria-busy={state.status === 'loading' || undefined}>
          <p className={styles.panelStatus} role="status">
            {status}
          </p>
          {state.status === 'idle' ? null : (
            <SearchPanelResults
              items={items}
              query={state.query}
              onNavigate={navigate}
              onRetry={state.status === 'failed' ? retry : undefined}
            />
          )}
        </div>
      </div>
    </div>
  );
}
