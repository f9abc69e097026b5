'use client';

import { useRouter } from 'next/navigation';
import { useTransition, type FormEvent } from 'react';
import { searchMessages } from '@/lib/search/messages';
import { SEARCH_PAGE_PATH } from './SearchForm';
import styles from './Search.module.css';

/**
 * Retry on the results page after a failed search: runs the same query again. Without JavaScript it is a GET
 * form for the same URL; with it, the page's server part renders again in place, so the search box keeps
 * whatever the visitor has typed meanwhile.
 */
export function SearchRetry({ query }: { query: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    startTransition(() => router.refresh());
  };

  return (
    <form action={SEARCH_PAGE_PATH} method="get" onSubmit={onSubmit} aria-busy={pending || undefined}>
      <input type="hidden" name="q" value={query} />
      <button type="submit" className={`button ${styles.retry}`} disabled={pending}>
        {searchMessages.retry}
      </button>
    </form>
  );
}
