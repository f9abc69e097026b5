'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { pushDataLayer } from '@/components/shell/data-layer';
import { messages } from '@/lib/config/messages';
import {
  FORM_DEFINITIONS,
  HONEYPOT_FIELD,
  fieldMessage,
  formEndpoint,
  validateFormInput,
  type FieldProblem,
  type FormKey,
} from '@/lib/forms';

export type SubmissionStatus = 'idle' | 'pending' | 'success';

/** What a submit call ended with (components use it e.g. to move focus to the first invalid field). */
export type SubmitOutcome =
  | { kind: 'ignored' }
  | { kind: 'invalid'; fields: string[] }
  | { kind: 'success' }
  | { kind: 'failed' };

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
}

function randomKey(): string {
  const c = typeof globalThis !== 'undefined' ? globalThis.crypto : undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

interface ErrorAnswer {
  id?: string;
  fields: string[];
  message?: string;
}

async function errorAnswer(response: Response): Promise<ErrorAnswer> {
  try {
    const body: unknown = await response.json();
    const error = (body as { error?: { id?: unknown; fields?: unknown; data?: unknown; message?: unknown } } | null)?.error;
    const fields = Array.isArray(error?.fields) ? error.fields : Array.isArray(error?.data) ? error.data : [];
    return {
      id: typeof error?.id === 'string' ? error.id : undefined,
      fields: fields.filter((f): f is string => typeof f === 'string'),
      message: typeof error?.message === 'string' ? error.message : undefined,
    };
  } catch {
    return { fields: [] };
  }
}

/**
 * Submit state of one of our forms (spec §4, §5, §8): client-side validation with lib/forms (the same rules
 * as the route handler), a JSON POST to /api/forms/{key} with an Idempotency-Key that stays the same while
 * the data stays the same (a retry or double submission stores once), field-level errors from either side,
 * and the Form / submit / {key} analytics event on success.
 */
export function useFormSubmission(key: FormKey): FormSubmission {
  const definition = FORM_DEFINITIONS[key];
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [validationError, setValidationError] = useState<string | null>(null);
  const [requestError, setRequestError] = useState<string | null>(null);
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const pending = useRef(false);
  const done = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const showFieldErrors = useCallback(
    (problems: Record<string, FieldProblem>, id: 'invalid_email' | 'invalid_fields') => {
      const errors: Record<string, string> = {};
      for (const field of definition.fields) {
        const problem = problems[field.name];
        if (problem) errors[field.name] = fieldMessage(field, problem);
      }
      setFieldErrors(errors);
      setValidationError(messages.error[id]);
    },
    [definition],
  );

  const submit = useCallback(
    async (input: Record<string, unknown>): Promise<SubmitOutcome> => {
      if (pending.current || done.current) return { kind: 'ignored' };
      setRequestError(null);
      const validation = validateFormInput(key, input);
      if (!validation.ok) {
        showFieldErrors(validation.problems, validation.id);
        return { kind: 'invalid', fields: validation.fields };
      }
      setFieldErrors({});
      setValidationError(null);

      const payload: Record<string, unknown> = { ...validation.data };
      const honeypot = input[HONEYPOT_FIELD];
      if (typeof honeypot === 'string' && honeypot.trim()) payload[HONEYPOT_FIELD] = honeypot;
      const signature = JSON.stringify(payload);
      if (!attempt.current || attempt.current.signature !== signature) attempt.current = { signature, key: randomKey() };

      pending.current = true;
      setStatus('pending');
      let outcome: SubmitOutcome = { kind: 'failed' };
      try {
        const response = await fetch(formEndpoint(key), {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', 'Idempotency-Key': attempt.current.key },
          body: signature,
        });
        if (response.ok) {
          attempt.current = null;
          done.current = true;
          pushDataLayer({ event: 'Form', category: 'Form', action: 'submit', label: key });
          outcome = { kind: 'success' };
        } else {
          const error = await errorAnswer(response);
          if (response.status === 400 && (error.id === 'invalid_email' || error.id === 'invalid_fields')) {
            const problems: Record<string, FieldProblem> = {};
            const fields = error.fields.length ? error.fields : error.id === 'invalid_email' ? ['email'] : [];
            for (const name of fields) {
              const field = definition.fields.find((f) => f.name === name);
              if (field) problems[name] = field.kind === 'email' ? 'invalid_email' : 'invalid';
            }
            if (Object.keys(problems).length) {
              showFieldErrors(problems, error.id);
              outcome = { kind: 'invalid', fields: Object.keys(problems) };
            } else {
              setValidationError(messages.error[error.id]);
              outcome = { kind: 'invalid', fields: [] };
            }
          } else {
            console.error(`Form ${key} submission failed: HTTP ${response.status}`);
            const friendly = response.status === 429 || response.status === 503 || response.status === 413;
            setRequestError(friendly && error.message ? error.message : messages.error.request);
          }
        }
      } catch (error) {
        console.error(`Form ${key} submission failed`, error);
        setRequestError(messages.error.request);
      } finally {
        pending.current = false;
      }
      if (mounted.current) setStatus(outcome.kind === 'success' ? 'success' : 'idle');
      return outcome;
    },
    [key, definition, showFieldErrors],
  );

  const clearFieldError = useCallback((name: string) => {
    setFieldErrors((errors) => {
      if (!(name in errors)) return errors;
      const { [name]: _removed, ...rest } = errors;
      return rest;
    });
  }, []);

  return { status, fieldErrors, validationError, requestError, submit, clearFieldError };
}

/** Reads a form's fields into a plain object (checkboxes: present only when ticked). */
export function formValues(form: HTMLFormElement): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of new FormData(form).entries()) {
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/** True after hydration: native validation stays on for visitors without JavaScript. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
