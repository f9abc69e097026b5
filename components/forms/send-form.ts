// The work of one form submission, loaded on demand (the first focus in a form, at the latest its first submit):
// validation with lib/forms (the same rules as the route handler), the JSON POST with its Idempotency-Key,
// field errors from either side, and the analytics event on success. Every page has the footer form, and none
// of this is needed until a visitor uses a form.
import { pushDataLayer } from '@/components/shell/data-layer';
import { formErrorMessages } from '@/lib/forms/messages';
import { HONEYPOT_FIELD, formEndpoint } from '@/lib/forms/endpoint';
import type { FormDefinition } from '@/lib/forms/fields';
import { fieldMessage, validateFormInput, type FieldProblem } from '@/lib/forms/validate';

/** What a submit call ended with (components use it e.g. to move focus to the first invalid field). */
export type SubmitOutcome =
  | { kind: 'ignored' }
  | { kind: 'invalid'; fields: string[] }
  | { kind: 'success' }
  | { kind: 'failed' };

/** The data and Idempotency-Key of the last attempt: the key stays the same while the data does. */
export interface Attempt {
  signature: string;
  key: string;
}

export interface SendResult {
  outcome: SubmitOutcome;
  fieldErrors: Record<string, string>;
  validationError: string | null;
  requestError: string | null;
  /** The attempt to reuse for a retry (null after success). */
  attempt: Attempt | null;
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

function invalid(definition: FormDefinition, problems: Record<string, FieldProblem>, id: 'invalid_email' | 'invalid_fields', attempt: Attempt | null): SendResult {
  const fieldErrors: Record<string, string> = {};
  for (const field of definition.fields) {
    const problem = problems[field.name];
    if (problem) fieldErrors[field.name] = fieldMessage(field, problem);
  }
  return { outcome: { kind: 'invalid', fields: Object.keys(problems) }, fieldErrors, validationError: formErrorMessages[id], requestError: null, attempt };
}

/**
 * Validates `input` and, when valid, calls `onSend` and sends it once; `previous` is the last attempt of this form.
 */
export async function sendForm(
  definition: FormDefinition,
  input: Record<string, unknown>,
  previous: Attempt | null,
  onSend: () => void = () => undefined,
): Promise<SendResult> {
  const { key } = definition;
  const validation = validateFormInput(definition, input);
  if (!validation.ok) {
    const result = invalid(definition, validation.problems, validation.id, previous);
    return { ...result, outcome: { kind: 'invalid', fields: validation.fields } };
  }
  const payload: Record<string, unknown> = { ...validation.data };
  const honeypot = input[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot.trim()) payload[HONEYPOT_FIELD] = honeypot;
  const signature = JSON.stringify(payload);
  const attempt = previous && previous.signature === signature ? previous : { signature, key: randomKey() };
  onSend();
  const failed = (requestError: string): SendResult => ({ outcome: { kind: 'failed' }, fieldErrors: {}, validationError: null, requestError, attempt });

  try {
    const response = await fetch(formEndpoint(key), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'Idempotency-Key': attempt.key },
      body: signature,
    });
    if (response.ok) {
      pushDataLayer({ event: 'Form', category: 'Form', action: 'submit', label: key });
      return { outcome: { kind: 'success' }, fieldErrors: {}, validationError: null, requestError: null, attempt: null };
    }
    const error = await errorAnswer(response);
    if (response.status === 400 && (error.id === 'invalid_email' || error.id === 'invalid_fields')) {
      const problems: Record<string, FieldProblem> = {};
      const fields = error.fields.length ? error.fields : error.id === 'invalid_email' ? ['email'] : [];
      for (const name of fields) {
        const field = definition.fields.find((f) => f.name === name);
        if (field) problems[name] = field.kind === 'email' ? 'invalid_email' : 'invalid';
      }
      return invalid(definition, problems, error.id, attempt);
    }
    console.error(`Form ${key} submission failed: HTTP ${response.status}`);
    const friendly = response.status === 429 || response.status === 503 || response.status === 413;
    return failed(friendly && error.message ? error.message : formErrorMessages.request);
  } catch (error) {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return failed(formErrorMessages.offline);
    console.error(`Form ${key} submission failed`, error);
    return failed(formErrorMessages.request);
  }
}
