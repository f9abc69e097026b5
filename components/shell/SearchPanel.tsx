'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import styles from './SearchPanel.module.css';
import { useHydrated } from '@/components/hydration/use-hydrated';
import { searchPanelMessages } from '@/lib/search/panel-messages';
import { searchQuery } from '@/lib/search/query';

// The search request, its answer and the result list load when the panel first opens (the panel is rarely used):
// everything after the visitor presses Enter is in ./SearchPanelResults.
const loadResults = () => import('./SearchPanelResults');
const SearchPanelResults = dynamic(() => loadResults().then((m) => m.SearchPanelResults));

export const SEARCH_PANEL_ID = 'site-search';
export const SEARCH_PATH = '/search';

/** A search the visitor sent; `sent` counts them, so sending the same words again asks again. */
interface SentQuery {
  query: string;
  sent: number;
}

/**
 * Search toggle + panel. Opens with the input focused; closes on the toggle, Escape, or a click
 * outside the search area, and the input loses focus. Enter or the search button runs the query: under
 * 2 characters nothing happens; otherwise ./SearchPanelResults asks /api/search and lists the hits (a failure
 * offers Retry; only the latest query's answer is ever shown), and says how it went in this panel's status line.
 * The input keeps what the visitor typed. Without JavaScript the form is a plain GET to /search.
 */
export function SearchPanel() {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<SentQuery | null>(null);
  const [status, setStatus] = useState('');
  // false in the server HTML and while hydrating, true once React runs the panel in the browser.
  const hydrated = useHydrated();
  const areaRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = searchQuery(inputRef.current?.value);
    if (query === null) return; // shorter than the minimum: nothing happens
    setStatus(searchPanelMessages.searching);
    setSent((last) => ({ query, sent: (last?.sent ?? 0) + 1 }));
  };

  return (
    <div className="search" ref={areaRef} data-hydrated={hydrated || undefined}>
      <button
        ref={toggleRef}
        type="button"
        className="search__toggle"
        aria-expanded={open}
        aria-controls={SEARCH_PANEL_ID}
        aria-label={searchPanelMessages.label}
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
            {searchPanelMessages.placeholder}
          </label>
          <input
            ref={inputRef}
            id="site-search-q"
            className="search__input"
            type="search"
            name="q"
            placeholder={searchPanelMessages.placeholder}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className="search__submit">
            {searchPanelMessages.label}
          </button>
        </form>
        <div className={styles.results} aria-busy={status === searchPanelMessages.searching || undefined}>
          <p className={styles.status} role="status">
            {status}
          </p>
          {sent ? <SearchPanelResults key={sent.sent} query={sent.query} onStatus={setStatus} onNavigate={() => close()} /> : null}
        </div>
      </div>
    </div>
  );
}
