'use client';

import { createContext, useCallback, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { ListPayload } from '@/lib/list-query';
import { fetchList } from './fetch-list';

/** What is known of one API URL: its last answer, the last request's failure, a request under way. */
interface Answer {
  data?: ListPayload;
  error?: unknown;
  loading?: boolean;
}

/**
 * The answers of the list route handlers, by API URL, for one list page. A small store of our own rather than a
 * data-fetching library: the list needs only this (seeded answers, one request per URL at a time, no refetch of
 * an answer it has, a failure kept until asked again), and its code loads with every list page (about 5 kB gzip
 * less than swr).
 */
function createAnswers() {
  const answers = new Map<string, Answer>();
  const listeners = new Set<() => void>();
  const set = (key: string, answer: Answer) => {
    answers.set(key, answer);
    listeners.forEach((listener) => listener());
  };
  return {
    get: (key: string) => answers.get(key),
    /** The server-rendered answers; a URL already asked for keeps what it got. */
    seed(fallback: Record<string, ListPayload>) {
      for (const key of Object.keys(fallback)) if (!answers.has(key)) answers.set(key, { data: fallback[key] });
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Asks for `key` again unless a request is under way; the answer on screen stays until the new one is in. */
    async load(key: string) {
      const before = answers.get(key);
      if (before?.loading) return;
      set(key, { data: before?.data, loading: true });
      try {
        set(key, { data: await fetchList(key) });
      } catch (error) {
        set(key, { data: answers.get(key)?.data, error });
      }
    },
  };
}

const AnswersContext = createContext<ReturnType<typeof createAnswers> | null>(null);

/**
 * The client store for list pages, seeded with the server-rendered results keyed by their API URL, so the first
 * render reads the server state and nothing is fetched twice. An answer it has is not asked for again on its own
 * (the route handler is CDN-cached for a minute anyway); a failed request is not retried behind the visitor's
 * back: the list says so and offers to try again.
 */
export function ListProvider({ fallback, children }: { fallback: Record<string, ListPayload>; children: ReactNode }) {
  const [answers] = useState(createAnswers);
  answers.seed(fallback);
  return <AnswersContext.Provider value={answers}>{children}</AnswersContext.Provider>;
}

export interface ListAnswer<T> {
  data: T | undefined;
  error: unknown;
  /** A request for it is under way. */
  isValidating: boolean;
  /** Asks for it again (Retry; a list whose day has passed). */
  mutate: () => Promise<void>;
}

/** The answer for `key` (null: none wanted), asked for when it has none yet. */
export function useListAnswer<T extends ListPayload>(key: string | null): ListAnswer<T> {
  const answers = useContext(AnswersContext)!;
  const read = () => (key === null ? undefined : answers.get(key));
  const answer = useSyncExternalStore(answers.subscribe, read, read);
  useEffect(() => {
    if (key !== null && !answers.get(key)?.data) void answers.load(key);
  }, [answers, key]);
  const mutate = useCallback(async () => (key === null ? undefined : answers.load(key)), [answers, key]);
  return { data: answer?.data as T | undefined, error: answer?.error, isValidating: Boolean(answer?.loading), mutate };
}
