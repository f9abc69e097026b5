/**
 * The shape of a form's definition (docs/product.md#forms; the content service's rules in
 * content-service/forms/validate.ts): field names, labels, required/optional, kinds and maximum lengths. Each form
 * is a module of its own (./contact-form.ts, …), with its copy, so a page's code holds only the form it shows.
 */
import type { FormKey } from '@/content-client/wire';

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

const max = (kind: FieldKind) => (kind === 'message' ? MAX_MESSAGE_LENGTH : kind === 'boolean' ? 0 : MAX_TEXT_LENGTH);

export const field = (name: string, label: string, kind: FieldKind, required: boolean, autoComplete?: string): FieldDefinition => ({
  name,
  label,
  kind,
  required,
  maxLength: max(kind),
  ...(autoComplete ? { autoComplete } : {}),
});

/** The fields most forms open with. */
export const NAME = field('name', 'Name', 'text', true, 'name');
export const EMAIL = field('email', 'Email', 'email', true, 'email');
