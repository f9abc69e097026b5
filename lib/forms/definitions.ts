/**
 * One definition per form (docs/product.md#forms; the content service's rules in content-service/forms/validate.ts):
 * field names, labels, required/optional, kinds and maximum lengths. Used by the client forms, the route
 * handler and the no-JS result pages. Pure data: safe for server and client code.
 */
import { FORM_KEYS, type FormKey } from '@/content-client/wire';
import { messages } from '@/lib/config/messages';
import { PATHS } from '@/lib/config/routes';

export { FORM_KEYS, type FormKey };
// Light enough for code that every page loads (the footer form); the definitions load with the first submission.
export { HONEYPOT_FIELD, formEndpoint } from './endpoint';

export type FieldKind = 'text' | 'email' | 'message' | 'boolean';

export interface FieldDefinition {
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  /** Maximum length after trimming (text kinds). */
  maxLength: number;
  /** HTML autocomplete token. */
  autoComplete?: string;
}

export interface FormDefinition {
  key: FormKey;
  /** Heading of the form and of its result pages. */
  title: string;
  /** Accessible name / submit button text. */
  submitLabel: string;
  /** Shown (and announced) after a stored submission. */
  confirmation: string;
  /** The page that holds the form (the no-JS result pages link back to it). */
  page: `/${string}`;
  fields: readonly FieldDefinition[];
}

/** Limits of the content service (MAX_TEXT / MAX_MESSAGE). */
export const MAX_TEXT_LENGTH = 200;
export const MAX_MESSAGE_LENGTH = 5000;

const L = messages.form.label;
const max = (kind: FieldKind) => (kind === 'message' ? MAX_MESSAGE_LENGTH : kind === 'boolean' ? 0 : MAX_TEXT_LENGTH);
const field = (name: string, label: string, kind: FieldKind, required: boolean, autoComplete?: string): FieldDefinition => ({
  name,
  label,
  kind,
  required,
  maxLength: max(kind),
  ...(autoComplete ? { autoComplete } : {}),
});

const NAME = field('name', L.name, 'text', true, 'name');
const EMAIL = field('email', L.email, 'email', true, 'email');

export const FORM_DEFINITIONS: Readonly<Record<FormKey, FormDefinition>> = {
  consumer: {
    key: 'consumer',
    title: messages.form.title.consumer,
    submitLabel: messages.form.subscribe,
    confirmation: messages.form.confirm.consumer,
    page: PATHS.home,
    fields: [EMAIL],
  },
  contact: {
    key: 'contact',
    title: messages.form.title.contact,
    submitLabel: messages.form.send,
    confirmation: messages.form.confirm.contact,
    page: PATHS.about,
    fields: [
      NAME,
      EMAIL,
      field('message', L.message, 'message', true),
    ],
  },
  media: {
    key: 'media',
    title: messages.form.title.media,
    submitLabel: messages.form.send,
    confirmation: messages.form.confirm.media,
    page: '/media',
    fields: [
      NAME,
      EMAIL,
      field('outlet', L.outlet, 'text', true),
      field('organization', L.organization, 'text', false, 'organization'),
      field('message', L.media_message, 'message', true),
    ],
  },
  guide: {
    key: 'guide',
    title: messages.form.title.guide,
    submitLabel: messages.form.order,
    confirmation: messages.form.confirm.guide,
    page: '/travel-guide-orders',
    fields: [
      field('first_name', L.first_name, 'text', true, 'given-name'),
      field('last_name', L.last_name, 'text', true, 'family-name'),
      field('email', L.email_optional, 'email', false, 'email'),
      field('detail', L.detail, 'text', true, 'address-line1'),
      field('city', L.city, 'text', true, 'address-level2'),
      field('division', L.division, 'text', true, 'address-level1'),
      field('postcode', L.postcode, 'text', true, 'postal-code'),
      field('country', L.country, 'text', true, 'country-name'),
      field('newsletter', L.newsletter, 'boolean', false),
    ],
  },
  member: {
    key: 'member',
    title: messages.form.title.member,
    submitLabel: messages.form.send,
    confirmation: messages.form.confirm.member,
    page: '/members',
    fields: [
      NAME,
      EMAIL,
      field('business', L.business, 'text', true, 'organization'),
      field('message', L.message_optional, 'message', false),
    ],
  },
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
