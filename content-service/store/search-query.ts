/** What a search asks the store for and what it answers: shared by the SQL search and the in-memory one. */
import type { IdFilter, Page } from './list-params';

export interface SearchQuery {
  keywords: string[];
  phases: number[];
  types: IdFilter | null;
  /** `upcoming.{elementId}=YYYY-MM-DD`: entries with dates in that element, all ended before the day, are left out. */
  upcoming: { elementId: string; day: string }[];
  page: Page;
  /** False when the caller makes its own snippets (`highlight=false`): hits are sent without `highlight`. */
  highlight: boolean;
}

export interface SearchPage {
  /** JSON documents: the stored entry plus `score` and (unless not asked for) `highlight: {title, snippet}`. */
  docs: string[];
  total: number;
}
