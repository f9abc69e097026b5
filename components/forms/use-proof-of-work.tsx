'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type {} from 'altcha/types/react';
import type { WidgetMethods } from 'altcha/types';
import { EVENT_PROOF_CHALLENGE_ENDPOINT, PROOF_FIELD } from '@/lib/event-submit/fields';

type Widget = HTMLElement & WidgetMethods;

/** No pointer or scroll traces are collected: the server checks the work and nothing else. */
const CONFIGURATION = JSON.stringify({ humanInteractionSignature: false });

/**
 * The event form's proof of work (lib/forms/submit-event-proof.ts): the ALTCHA widget, loaded by this page alone
 * once it runs in the browser, starts solving at once so the answer is usually ready by the time the form is sent.
 * `solve` gives the answer (waiting for it if need be), or null when this browser could not do the work: the post
 * then goes without one, under the stricter limit. Without JavaScript nothing of this renders.
 */
export function useProofOfWork(): { widget: ReactNode; solve: () => Promise<string | null>; renew: () => void } {
  const [loaded, setLoaded] = useState(false);
  const ref = useRef<Widget>(null);

  useEffect(() => {
    let live = true;
    import('altcha')
      .then(() => live && setLoaded(true))
      .catch(() => {
        // Not loaded (offline, blocked): posts go without a proof.
      });
    return () => {
      live = false;
    };
  }, []);

  const solve = useCallback(async () => {
    const widget = ref.current;
    if (!widget || typeof widget.verify !== 'function') return null;
    try {
      const solved = widget.getState() === 'verified' ? widget.querySelector<HTMLInputElement>(`input[name="${PROOF_FIELD}"]`)?.value : undefined;
      return solved || ((await widget.verify())?.payload ?? null);
    } catch {
      return null;
    }
  }, []);

  // A proof is spent by the post that carried it: the next attempt solves a new challenge.
  const renew = useCallback(() => {
    const widget = ref.current;
    if (!widget || typeof widget.reset !== 'function') return;
    widget.reset();
    void widget.verify().catch(() => null);
  }, []);

  const widget = loaded ? <altcha-widget ref={ref} challenge={EVENT_PROOF_CHALLENGE_ENDPOINT} auto="onload" display="invisible" name={PROOF_FIELD} configuration={CONFIGURATION} /> : null;
  return { widget, solve, renew };
}
