'use client';

import Link from 'next/link';
import { ResultLink } from '@/components/search/ResultLink';
import { renderSearchHtml } from '@/components/search/search-html';
import styles from '@/components/search/Search.module.css';
import { format } from '@/lib/config/format';
import { searchMessages } from '@/lib/config/shell-messages';
import { searchApiUrl, searchPagePath, siteSearchItems, type SearchResult } from '@/lib/search';

/** Asks our search route for `query`; the hits that have an html title and a link. */
export async function fetchPanelResults(query: string, signal: AbortSignal): Promise<SearchResult[]> {
  const response = await fetch(searchApiUrl(query), { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`Site search answered HTTP ${response.status}`);
  return siteSearchItems(await response.json());
}

/** Results shown in the panel; the full list is on the results page it links to. */
export const PANEL_RESULT_LIMIT = 8;

interface Props {
  items: SearchResult[];
  query: string;
  onNavigate: () => void;
  /** Set when the search failed: the Retry button runs the same query again. */
  onRetry?: () => void;
}

/** The search panel's hits (titles and snippets sanitised, only <b> kept) and the link to the full results page. */
export function SearchPanelResults({ items, query, onNavigate, onRetry }: Props) {
  return (
    <>
      {onRetry ? (
        <button type="button" className={`button ${styles.retry}`} onClick={onRetry}>
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
