'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { formErrorMessages } from '@/lib/forms/messages';
import type { FormDefinition } from '@/lib/forms/fields';
import type { Attempt, SubmitOutcome } from './send-form';

export type { SubmitOutcome } from './send-form';
export type SubmissionStatus = 'idle' | 'pending' | 'success';

export interface FormSubmission {
  status: SubmissionStatus;
  /** Field name → message shown next to the field. */
  fieldErrors: Record<string, string>;
  /** Form-level summary of a validation failure ('Please provide valid input…' / 'Please enter a valid email…'). */
  validationError: string | null;
  /** Form-level request failure ('There was a problem…', rate limited, too large). */
  requestError: string | null;
  /** Validate and send; one request at a time, nothing after success. */
  submit(input: Record<string, unknown>): Promise<SubmitOutcome>;
  clearFieldError(name: string): void;
  /** Starts loading the submission code (call it when the visitor begins to fill the form). */
  prepare(): void;
}

let sender: Promise<typeof import('./send-form')> | null = null;
function loadSender() {
  sender ??= import('./send-form').catch((error: unknown) => {
    sender = null; // a failed chunk load is retried by the next call
    throw error;
  });
  return sender;
}

/**
 * Submit state of one of our forms (docs/product.md#forms): client-side validation with lib/forms (the same rules
 * as the route handler), a JSON POST to /api/forms/{key} with an Idempotency-Key that stays the same while
 * the data stays the same (a retry or double submission stores once), field-level errors from either side,
 * and the Form / submit / {key} analytics event on success. The work itself (components/forms/send-form.ts)
 * loads when the visitor first focuses the form, so pages do not download it up front.
 */
export function useFormSubmission(definition: FormDefinition): FormSubmission {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [validationError, setValidationError] = useState<string | null>(null);
  const [requestError, setRequestError] = useState<string | null>(null);
  const attempt = useRef<Attempt | null>(null);
  const pending = useRef(false);
  const done = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = useCallback(
    async (input: Record<string, unknown>): Promise<SubmitOutcome> => {
      if (pending.current || done.current) return { kind: 'ignored' };
      pending.current = true;
      setRequestError(null);
      try {
        const { sendForm } = await loadSender();
        const willSend = () => {
          setFieldErrors({});
          setValidationError(null);
          setStatus('pending');
        };
        const result = await sendForm(definition, input, attempt.current, willSend);
        attempt.current = result.attempt;
        if (result.outcome.kind === 'success') done.current = true;
        setFieldErrors(result.fieldErrors);
        setValidationError(result.validationError);
        setRequestError(result.requestError);
        return result.outcome;
      } catch (error) {
        console.error(`Form ${definition.key} could not be sent`, error);
        setRequestError(formErrorMessages.request);
        return { kind: 'failed' };
      } finally {
        pending.current = false;
        if (mounted.current) setStatus(done.current ? 'success' : 'idle');
      }
    },
    [definition],
  );

  const clearFieldError = useCallback((name: string) => {
    setFieldErrors((errors) => {
      if (!(name in errors)) return errors;
      const { [name]: _removed, ...rest } = errors;
      return rest;
    });
  }, []);

  const prepare = useCallback(() => void loadSender().catch(() => undefined), []);

  return { status, fieldErrors, validationError, requestError, submit, clearFieldError, prepare };
}

/** Reads a form's fields into a plain object (checkboxes: present only when ticked). */
export function formValues(form: HTMLFormElement): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of new FormData(form).entries()) {
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}
