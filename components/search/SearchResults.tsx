import { format, messages } from '@/lib/config/messages';
import type { SiteSearchAnswer } from '@/lib/content/search';
import { resultCountText } from '@/lib/search/count';
import { ResultLink } from './ResultLink';
import { renderSearchHtml } from './search-html';
import { SearchRetry } from './SearchRetry';
import styles from './Search.module.css';

/**
 * Server-rendered search results: the prompt for a too-short query, a friendly line and a Retry when the
 * backend failed, "no results", or the count ("1 result", "n results") and the list (title link, type label,
 * summary). Titles and summaries are HTML from
 * the backend with the matches in <b>; they go through the sanitiser (only <b> survives), nothing raw.
 */
export function SearchResults({ answer }: { answer: SiteSearchAnswer }) {
  if (answer.query === null) return <p className={styles.note}>{messages.search.prompt}</p>;
  if (answer.failed) {
    return (
      <>
        <p className={styles.note} role="status">
          {messages.search.failed}
        </p>
        <SearchRetry query={answer.query} />
      </>
    );
  }
  return (
    <section aria-labelledby="search-results-title">
      <h2 id="search-results-title" className={styles.heading}>
        {format(messages.search.results_for, { q: answer.query })}
      </h2>
      <p className={styles.count} role="status">
        {resultCountText(answer.items.length)}
      </p>
      {answer.items.length ? (
        <ol className={styles.results}>
          {answer.items.map((item) => (
            <li key={item.link} className={styles.result}>
              {item.type ? <p className={styles.type}>{item.type}</p> : null}
              <h3 className={styles.title}>
                <ResultLink href={item.link}>{renderSearchHtml(item.htmlTitle)}</ResultLink>
              </h3>
              {item.snippet ? <p className={styles.snippet}>{renderSearchHtml(item.snippet)}</p> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
