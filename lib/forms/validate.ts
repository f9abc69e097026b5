/** Validation of a form submission, shared by the client forms and the route handler (docs/product.md#validation-and-messages). */
import { format } from '@/lib/config/format';
import { formErrorMessages, formMessages } from '@/lib/forms/messages';
import { isEmail } from '@/lib/validators';
import { HONEYPOT_FIELD } from './endpoint';
import type { FieldDefinition, FormDefinition } from './fields';

export type FieldProblem = 'required' | 'invalid_email' | 'too_long' | 'invalid';

/** Normalised data: strings trimmed, optional empty fields and unknown properties dropped. */
export type FormValues = Record<string, string | boolean>;

export type FormValidation =
  | { ok: true; data: FormValues }
  | {
      ok: false;
      /** The form-level message id: invalid_email when the email is the only problem. */
      id: 'invalid_email' | 'invalid_fields';
      /** Field names in definition order. */
      fields: string[];
      problems: Record<string, FieldProblem>;
    };

const TRUE_VALUES = new Set(['on', 'true', '1', 'yes']);
const FALSE_VALUES = new Set(['', 'off', 'false', '0', 'no']);

function checkBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const v = value.trim().toLowerCase();
    if (TRUE_VALUES.has(v)) return true;
    if (FALSE_VALUES.has(v)) return false;
  }
  return undefined;
}

function checkField(field: FieldDefinition, raw: unknown): { value?: string | boolean; problem?: FieldProblem } {
  if (field.kind === 'boolean') {
    if (raw === undefined || raw === null) return {};
    const value = checkBoolean(raw);
    return value === undefined ? { problem: 'invalid' } : { value };
  }
  if (raw === undefined || raw === null) return field.required ? { problem: 'required' } : {};
  if (typeof raw !== 'string') return { problem: 'invalid' };
  const text = raw.trim();
  if (!text) return field.required ? { problem: 'required' } : {};
  if (text.length > field.maxLength) return { problem: 'too_long' };
  if (field.kind === 'email' && !isEmail(text)) return { problem: 'invalid_email' };
  return { value: text };
}

/** Each field of `fields` checked in `input` (JSON object or urlencoded fields): the normalised data and the problems. */
export function checkFields(fields: readonly FieldDefinition[], input: unknown): { data: FormValues; problems: Record<string, FieldProblem> } {
  const source = input !== null && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const data: FormValues = {};
  const problems: Record<string, FieldProblem> = {};
  for (const field of fields) {
    const { value, problem } = checkField(field, source[field.name]);
    if (problem) problems[field.name] = problem;
    else if (value !== undefined) data[field.name] = value;
  }
  return { data, problems };
}

/** Validates `input` (JSON object or urlencoded fields) against the form's definition. */
export function validateFormInput(definition: FormDefinition, input: unknown): FormValidation {
  const { data, problems } = checkFields(definition.fields, input);
  const fields = Object.keys(problems);
  if (fields.length === 0) return { ok: true, data };
  const onlyEmail = fields.length === 1 && problems[fields[0]] === 'invalid_email';
  return { ok: false, id: onlyEmail ? 'invalid_email' : 'invalid_fields', fields, problems };
}

/** True when the hidden honeypot field was filled in (a bot): accept silently, store nothing. */
export function isHoneypotFilled(input: unknown): boolean {
  if (input === null || typeof input !== 'object') return false;
  const value = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null && value !== false;
}

/** The message shown next to a field. */
export function fieldMessage(field: FieldDefinition, problem: FieldProblem): string {
  if (field.kind === 'email' && (problem === 'invalid_email' || problem === 'invalid' || (problem === 'required' && field.required))) {
    return formErrorMessages.invalid_email;
  }
  if (problem === 'too_long') return format(formMessages.too_long, { label: field.label, max: field.maxLength });
  if (problem === 'required') return format(formMessages.required, { label: field.label });
  return format(formMessages.invalid, { label: field.label });
}

/** The form-level message for a validation or request failure. */
export function formMessage(id: 'invalid_email' | 'invalid_fields' | 'request'): string {
  return formErrorMessages[id];
}
