/**
 * Every form's definition by key, for the server (the route handler, the no-JS result pages, the content reads).
 * Client code imports the one form it shows (./contact-form.ts, …), never this table: it holds every form's copy.
 */
import { FORM_KEYS, type FormKey } from '@/content-client/wire';
import { consumerForm } from './consumer-form';
import { contactForm } from './contact-form';
import type { FormDefinition } from './fields';
import { guideForm } from './guide-form';
import { mediaForm } from './media-form';
import { memberForm } from './member-form';

export { FORM_KEYS, type FormKey };
export { HONEYPOT_FIELD, formEndpoint } from './endpoint';
export { MAX_MESSAGE_LENGTH, MAX_TEXT_LENGTH, type FieldDefinition, type FieldKind, type FormDefinition } from './fields';

export const FORM_DEFINITIONS: Readonly<Record<FormKey, FormDefinition>> = {
  consumer: consumerForm,
  contact: contactForm,
  media: mediaForm,
  guide: guideForm,
  member: memberForm,
};

export function isFormKey(value: unknown): value is FormKey {
  return typeof value === 'string' && (FORM_KEYS as readonly string[]).includes(value);
}

export function formDefinition(key: FormKey): FormDefinition {
  return FORM_DEFINITIONS[key];
}

/** The no-JS result pages. */
export function formThanksPath(key: FormKey): string {
  return `/forms/${key}/thanks`;
}

export const FORM_FAILURE_REASONS = ['invalid', 'too_large', 'rate_limited', 'busy', 'request'] as const;
export type FormFailureReason = (typeof FORM_FAILURE_REASONS)[number];

export function formErrorPath(key: FormKey, reason: FormFailureReason, fields: readonly string[] = []): string {
  const params = new URLSearchParams({ reason });
  if (fields.length) params.set('fields', fields.join(','));
  return `/forms/${key}/error?${params}`;
}
