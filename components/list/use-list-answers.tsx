'use client';

import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { ListPayload } from '@/lib/list-query/cards';
import type { ListPage } from '@/lib/list-query/pages';
import type { Answer, AnswerKeys, AnswerSourceProps, KeyedAnswers, ListAnswers, SeededAnswers } from './list-answers';

const loadSource = () => import('./SWRListAnswers').then((m) => m.SWRListAnswers);

/** Starts loading the code that fetches while the visitor is still choosing (a control was reached for). */
export function preloadListAnswers(): void {
  loadSource().catch(() => {}); // a failure is met again, and shown, when the answers are wanted
}

const noop = () => {};
/** The fetching code has arrived but has not yet answered for these keys (it does before the next paint). */
const PENDING: Answer<ListPage> = { isValidating: true, mutate: noop };
/** The fetching code could not be loaded (no signal): the list says so and offers to try again. */
const SOURCE_FAILED = new Error('The list could not load its code');

/**
 * A list's answers for `keys`. The server-rendered results (`seeded`) answer alone until the list needs anything
 * else; only then does swr's code load (SWRListAnswers), which keeps it out of what a phone fetches to make its
 * first taps work. `source` renders that code once it has arrived: the caller puts it anywhere in its tree.
 */
export function useListAnswers(keys: AnswerKeys, seeded: SeededAnswers): ListAnswers & { source: ReactNode } {
  const [stale, setStale] = useState<readonly string[]>([]);
  const [Source, setSource] = useState<ComponentType<AnswerSourceProps> | null>(null);
  const [sourceFailed, setSourceFailed] = useState(false);
  const [published, publish] = useState<KeyedAnswers | null>(null);
  const isSeeded = (key: string | null) => key === null || key in seeded;
  const wanted = !isSeeded(keys.grid) || !isSeeded(keys.map) || stale.length > 0;

  useEffect(() => {
    if (Source || !wanted || sourceFailed) return;
    let current = true;
    loadSource().then(
      (loaded) => current && setSource(() => loaded),
      () => current && setSourceFailed(true),
    );
    return () => {
      current = false;
    };
  }, [Source, wanted, sourceFailed]);

  if (Source) {
    const answers = published?.keys.grid === keys.grid && published.keys.map === keys.map ? published : null;
    return {
      grid: answers?.grid ?? PENDING,
      map: answers?.map ?? (PENDING as Answer<ListPayload>),
      source: <Source {...keys} fallback={seeded} revalidate={stale} onAnswers={publish} />,
    };
  }

  // Asking again loads the fetching code (again, if it failed), which asks for a seeded key as it starts.
  const askAgain = (key: string) => () => {
    setSourceFailed(false);
    if (isSeeded(key)) setStale((keys) => (keys.includes(key) ? keys : [...keys, key]));
  };
  const seededAnswer = <T extends ListPayload>(key: string | null): Answer<T> => ({
    data: key === null ? undefined : (seeded[key] as T | undefined),
    error: sourceFailed && !isSeeded(key) ? SOURCE_FAILED : undefined,
    isValidating: false,
    mutate: key === null ? noop : askAgain(key),
  });
  return { grid: seededAnswer<ListPage>(keys.grid), map: seededAnswer<ListPayload>(keys.map), source: null };
}
