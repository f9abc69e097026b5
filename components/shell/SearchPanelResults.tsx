'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { ResultLink } from '@/components/search/ResultLink';
import { renderSearchHtml } from '@/components/search/search-html';
import styles from '@/components/search/Search.module.css';
import { format } from '@/lib/config/format';
import { searchMessages } from '@/lib/search/messages';
import { searchApiUrl, searchPagePath, siteSearchItems, type SearchResult } from '@/lib/search/rules';
import { resultCountText } from '@/lib/search/count';

/** Asks our search route for `query`; the hits that have an html title and a link. */
export async function fetchPanelResults(query: string, signal: AbortSignal): Promise<SearchResult[]> {
  const response = await fetch(searchApiUrl(query), { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`Site search answered HTTP ${response.status}`);
  return siteSearchItems(await response.json());
}

/** Results shown in the panel; the full list is on the results page it links to. */
export const PANEL_RESULT_LIMIT = 8;

interface Props {
  /** One sent search: the panel mounts this anew for each, so an older one's answer never shows. */
  query: string;
  /** The panel's status line: the count, or the failure. */
  onStatus: (text: string) => void;
  onNavigate: () => void;
}

/**
 * The search panel's answer to one query: asks for it, then lists the hits (titles and snippets sanitised, only
 * <b> kept) and links to the full results page. A failure is logged, shows no hits and offers Retry, which asks
 * again. A request still running when a newer query (or closing the page) replaces this is aborted, and an
 * answer that arrives for it anyway is dropped.
 */
export function SearchPanelResults({ query, onStatus, onNavigate }: Props) {
  const [attempt, setAttempt] = useState(0);
  /** null while asking. */
  const [answer, setAnswer] = useState<SearchResult[] | 'failed' | null>(null);

  useEffect(() => {
    const request = new AbortController();
    fetchPanelResults(query, request.signal).then(
      (items) => {
        if (request.signal.aborted) return;
        setAnswer(items);
        onStatus(resultCountText(items.length));
      },
      (error: unknown) => {
        if (request.signal.aborted) return; // replaced by a newer query, or gone
        console.error('Site search failed', error);
        setAnswer('failed');
        onStatus(searchMessages.failed);
      },
    );
    return () => request.abort();
  }, [query, attempt, onStatus]);

  const retry = () => {
    setAnswer(null);
    onStatus(searchMessages.searching);
    setAttempt((n) => n + 1);
  };
  const items = Array.isArray(answer) ? answer : [];
  return (
    <>
      {answer === 'failed' ? (
        <button type="button" className={`button ${styles.retry}`} onClick={retry}>
          {searchMessages.retry}
        </button>
      ) : null}
      {items.length ? (
        <ul className={styles.panelList} aria-label={searchMessages.title}>
          {items.slice(0, PANEL_RESULT_LIMIT).map((item) => (
            <li key={item.link} className={styles.panelItem}>
              <ResultLink href={item.link} onNavigate={onNavigate}>
                <span className={styles.panelTitle}>{renderSearchHtml(item.htmlTitle)}</span>
              </ResultLink>
              {item.snippet ? <p className={styles.panelSnippet}>{renderSearchHtml(item.snippet)}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <Link href={searchPagePath(query)} className={styles.panelAll} onClick={onNavigate}>
        {format(searchMessages.all_results, { q: query })}
      </Link>
    </>
  );
}
