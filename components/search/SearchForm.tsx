'use client';

import { useRouter } from 'next/navigation';
import { useId, type FormEvent } from 'react';
import { searchPanelMessages } from '@/lib/search/panel-messages';
import { searchQuery } from '@/lib/search/rules';
import { startNavigationProgress } from '@/components/shell/events';
import styles from './Search.module.css';

export const SEARCH_PAGE_PATH = '/search';

/**
 * The search box of the results page: a GET form to /search (works without JavaScript); with it, a query
 * under 2 characters does nothing and a valid one navigates client-side.
 */
export function SearchForm({ defaultValue = '' }: { defaultValue?: string }) {
  const router = useRouter();
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    const query = searchQuery(typeof value === 'string' ? value : '');
    if (query === null) return;
    const target = `${SEARCH_PAGE_PATH}?${new URLSearchParams({ q: query })}`;
    startNavigationProgress(target);
    router.push(target);
  };

  return (
    <form role="search" action={SEARCH_PAGE_PATH} method="get" onSubmit={onSubmit} className={styles.form}>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {searchPanelMessages.placeholder}
      </label>
      <input
        key={defaultValue}
        id={`${id}-q`}
        className={styles.input}
        type="search"
        name="q"
        defaultValue={defaultValue}
        placeholder={searchPanelMessages.placeholder}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={`button ${styles.submit}`}>
        {searchPanelMessages.label}
      </button>
    </form>
  );
}
