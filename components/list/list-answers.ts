import type { ListPayload } from '@/lib/list-query/cards';
import type { ListPage } from '@/lib/list-query/pages';

/** The server-rendered results of a list view, keyed by their API URL (listApiUrl). */
export type SeededAnswers = Record<string, ListPayload>;

/** What the list knows of one API URL: swr's answer, or the seeded one before swr has loaded. */
export interface Answer<T extends ListPayload> {
  data?: T;
  error?: unknown;
  isValidating: boolean;
  /** Ask the server again (Retry, or the page outlived its day). */
  mutate: () => void;
}

/** The API URLs a list view shows: the grid's pages or the map's places; `null` for the tab not shown. */
export interface AnswerKeys {
  grid: string | null;
  map: string | null;
}

export interface ListAnswers {
  grid: Answer<ListPage>;
  map: Answer<ListPayload>;
}

/** Answers with the keys they are for. */
export interface KeyedAnswers extends ListAnswers {
  keys: AnswerKeys;
}

/** The component that fetches (loaded with the first change a list needs fetched): it renders nothing. */
export interface AnswerSourceProps extends AnswerKeys {
  fallback: SeededAnswers;
  /** Seeded keys to ask the server for again as it starts (asked for again before it had loaded). */
  revalidate: readonly string[];
  onAnswers: (answers: KeyedAnswers) => void;
}
