'use client';

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { messages } from '@/lib/config/messages';
import { searchQuery } from '@/lib/search';

export const SEARCH_PANEL_ID = 'site-search';
export const SEARCH_PATH = '/search';

/**
 * Search toggle + panel. Opens with the input focused; closes on the toggle, Escape, or a click
 * outside the search area, and the input loses focus. The panel is a plain GET form to /search, so
 * it still works when the client router is unavailable.
 */
export function SearchPanel() {
  const [open, setOpen] = useState(false);
  const areaRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const router = useRouter();

  const close = useCallback((refocusToggle = false) => {
    setOpen(false);
    inputRef.current?.blur();
    if (refocusToggle) toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
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
    close();
    router.push(`${SEARCH_PATH}?${new URLSearchParams({ q: query })}`);
  };

  return (
    <div className="search" ref={areaRef}>
      <button
        ref={toggleRef}
        type="button"
        className="search__toggle"
        aria-expanded={open}
        aria-controls={SEARCH_PANEL_ID}
        aria-label={messages.search.label}
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
            {messages.search.placeholder}
          </label>
          <input
            ref={inputRef}
            id="site-search-q"
            className="search__input"
            type="search"
            name="q"
            placeholder={messages.search.placeholder}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className="search__submit">
            {messages.search.label}
          </button>
        </form>
      </div>
    </div>
  );
}
