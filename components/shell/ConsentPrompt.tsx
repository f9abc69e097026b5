'use client';

import { useEffect, useId, useRef } from 'react';
import { consentMessages } from '@/components/shell/consent-messages';
import type { ConsentAnswer } from './consent';

export interface ConsentPromptProps {
  onAnswer: (answer: ConsentAnswer) => void;
  /** Move focus into the prompt (when the visitor re-opened it on purpose). */
  autoFocus?: boolean;
}

/** Non-modal consent banner with Yes / No answers. Nothing third-party loads until "Yes". */
export function ConsentPrompt({ onAnswer, autoFocus = false }: ConsentPromptProps) {
  const titleId = useId();
  const yesRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (autoFocus) yesRef.current?.focus();
  }, [autoFocus]);

  return (
    <section className="consent" role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <h2 id={titleId} className="consent__title">
        Cookies, analytics and videos
      </h2>
      <p className="consent__text">
        May we use cookies and Google Tag Manager to count visits and improve this site, and start home-page
        videos from their providers (YouTube, Vimeo), who may set cookies? Neither loads unless you say yes. You
        can change your answer any time under &ldquo;Cookie preferences&rdquo; in the footer.
      </p>
      <div className="consent__actions">
        <button ref={yesRef} type="button" className="button" onClick={() => onAnswer('yes')}>
          {consentMessages.yes}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onAnswer('no')}>
          {consentMessages.no}
        </button>
      </div>
    </section>
  );
}
