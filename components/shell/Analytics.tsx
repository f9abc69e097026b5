'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import dynamic from 'next/dynamic';
import { usePathname, useSearchParams } from 'next/navigation';
import { readConsent, writeConsent, type ConsentAnswer } from './consent';
import { pushDataLayer } from './data-layer';
import { SHELL_EVENTS } from './events';
import { whenTitleSettles } from './title';

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

export interface AnalyticsProps {
  tagManagerId: string;
  isProductionHost: boolean;
  /** Preview sessions are editors, not visitors: never load the tag manager. */
  preview?: boolean;
}

/** Adds the tag-manager script once (no inline script: CSP-friendly). */
export function loadTagManager(id: string): void {
  if (document.querySelector('script[data-wf-gtm]')) return;
  pushDataLayer({ event: 'gtm.js', 'gtm.start': Date.now() });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
  script.dataset.wfGtm = 'true';
  document.head.appendChild(script);
}

// Shown only where analytics is configured and unanswered, or when reopened from the footer: loaded then.
const ConsentPrompt = dynamic(() => import('./ConsentPrompt').then((m) => m.ConsentPrompt));

const subscribeToNothing = () => () => {};
const unknownOnServer = () => undefined;

/**
 * Reports every route change to the data layer as a content view, and loads the tag manager only on the
 * production host, when an id is configured, after the visitor answered "yes" in the consent prompt.
 */
export function Analytics({ tagManagerId, isProductionHost, preview = false }: AnalyticsProps) {
  const pathname = usePathname() ?? '/';
  const search = useSearchParams()?.toString() ?? '';
  const page = pathname + (search ? `?${search}` : '');
  const trackable = Boolean(isProductionHost && tagManagerId && !preview);

  // The stored answer is browser state: unknown (undefined) on the server and while hydrating, so the server HTML
  // has no prompt. An answer given now holds even when storage refuses it (private mode).
  const stored = useSyncExternalStore(subscribeToNothing, readConsent, unknownOnServer);
  const [answered, setAnswered] = useState<ConsentAnswer | null>(null);
  const consent = answered ?? stored;
  // 'auto': open only when there is something to consent to and no answer yet.
  const [prompt, setPrompt] = useState<'auto' | 'closed' | 'reopened'>('auto');
  const shown = prompt === 'reopened' ? 'reopened' : prompt === 'auto' && consent === null && trackable ? 'open' : 'closed';
  const reported = useRef<string | null>(null);
  const lastTitle = useRef('');

  useEffect(() => {
    const reopen = () => setPrompt('reopened');
    window.addEventListener(SHELL_EVENTS.consentOpen, reopen);
    return () => window.removeEventListener(SHELL_EVENTS.consentOpen, reopen);
  }, []);

  useEffect(() => {
    if (trackable && consent === 'yes') loadTagManager(tagManagerId);
  }, [trackable, consent, tagManagerId]);

  // One content view per route (the title may land a moment after the URL).
  useEffect(() => {
    if (reported.current === page) return;
    const first = reported.current === null;
    reported.current = page;
    const report = (title: string) => {
      lastTitle.current = title;
      pushDataLayer({ event: 'content-view', page, title });
    };
    if (first) {
      report(document.title);
      return;
    }
    // Not cancelled on clean-up: the view happened even if the visitor moves on quickly.
    whenTitleSettles(lastTitle.current, report);
  }, [page]);

  const answer = (value: ConsentAnswer) => {
    writeConsent(value);
    setAnswered(value);
    setPrompt('closed');
  };

  return shown === 'closed' ? null : <ConsentPrompt onAnswer={answer} autoFocus={shown === 'reopened'} />;
}
