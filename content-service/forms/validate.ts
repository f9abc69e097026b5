import type { FormKey } from '../../content-client/wire';

/** Pragmatic email check: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;
const MAX_TEXT = 200;
const MAX_MESSAGE = 5000;
const MAX_TAGS = 20;
const MAX_TAG = 50;

type FieldKind = 'text' | 'message' | 'email' | 'boolean' | 'tags';
interface FieldRule {
  kind: FieldKind;
  required: boolean;
}

const req = (kind: FieldKind): FieldRule => ({ kind, required: true });
const opt = (kind: FieldKind): FieldRule => ({ kind, required: false });

const RULES: Record<FormKey, Record<string, FieldRule>> = {
  consumer: { email: req('email'), tags: opt('tags') },
  contact: { name: req('text'), email: req('email'), message: req('message') },
  media: { name: req('text'), email: req('email'), outlet: req('text'), message: req('message'), organization: opt('text') },
  guide: {
    first_name: req('text'),
    last_name: req('text'),
    email: opt('email'),
    detail: req('text'),
    city: req('text'),
    division: req('text'),
    postcode: req('text'),
    country: req('text'),
    newsletter: opt('boolean'),
  },
  member: { name: req('text'), email: req('email'), business: req('text'), message: opt('message') },
};

export type FormData = Record<string, string | boolean | string[]>;

export type Validation =
  | { ok: true; data: FormData }
  | { ok: false; error: { id: 'invalid_email' | 'invalid_fields'; data: string[] } };

const absent = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Returns the normalized value, or undefined when invalid. */
function check(kind: FieldKind, value: unknown): string | boolean | string[] | undefined {
  switch (kind) {
    case 'text':
    case 'message':
    case 'email': {
      if (typeof value !== 'string') return undefined;
      const text = value.trim();
      const max = kind === 'message' ? MAX_MESSAGE : MAX_TEXT;
      if (text.length > max) return undefined;
      if (kind === 'email' && !EMAIL_PATTERN.test(text)) return undefined;
      return text;
    }
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'tags': {
      if (!Array.isArray(value) || value.length > MAX_TAGS) return undefined;
      const tags = value.map((t) => (typeof t === 'string' ? t.trim().toLowerCase() : ''));
      if (tags.some((t) => t === '' || t.length > MAX_TAG)) return undefined;
      return tags.length ? [...new Set(tags)] : undefined;
    }
  }
}

/** Validate and normalize a form body (strings trimmed, unknown properties dropped). */
export function validateForm(form: FormKey, body: unknown): Validation {
  const rules = RULES[form];
  const input = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  if (!input) {
    const required = Object.entries(rules).filter(([, r]) => r.required).map(([name]) => name);
    return { ok: false, error: { id: 'invalid_fields', data: required } };
  }
  const data: FormData = {};
  const bad: string[] = [];
  for (const [name, rule] of Object.entries(rules)) {
    const value = input[name];
    if (absent(value)) {
      if (rule.required) bad.push(name);
      continue;
    }
    const checked = check(rule.kind, value);
    if (checked === undefined) bad.push(name);
    else data[name] = checked;
  }
  if (form === 'consumer' && !data.tags) data.tags = ['newsletter'];
  if (bad.length === 0) return { ok: true, data };
  const onlyEmail = bad.length === 1 && bad[0] === 'email';
  return { ok: false, error: { id: onlyEmail ? 'invalid_email' : 'invalid_fields', data: bad } };
}
