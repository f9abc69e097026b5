/**
 * The event submission form's fields (docs/product.md#submitting-an-event): names, labels and bounds, shared by the
 * form, its inline checks and the route handler. Text fields use the forms' definitions (lib/forms/fields.ts), so
 * they are checked by the same code as every other form.
 */
import { field, type FieldDefinition } from '@/lib/forms/fields';

export const EVENT_SUBMIT_PATH = '/events/submit';
export const EVENT_SUBMIT_ENDPOINT = '/api/events/submit';
/** The hidden field of the form's signed token (lib/forms/submit-event-token.ts). */
export const FORM_TOKEN_FIELD = 'form_token';
/** The proof-of-work widget's field (its base64 payload), and where it fetches a challenge. */
export const PROOF_FIELD = 'altcha';
export const EVENT_PROOF_CHALLENGE_ENDPOINT = '/api/events/submit/challenge';
/** Beside the form, not below it: three-segment paths under a list view are its cached states. */
export const EVENT_SUBMIT_THANKS_PATH = '/events/submitted';

/** At most this many dates per submission (a weekly event for a year). */
export const MAX_OCCURRENCES = 52;
/** How far ahead an event may start, and a series run. */
export const MAX_DAYS_AHEAD = 730;
export const MAX_DESCRIPTION_LENGTH = 3000;
export const MAX_LINKS_IN_DESCRIPTION = 3;
export const MAX_URL_LENGTH = 500;
export const MAX_LISTED_DATES_LENGTH = 52 * 12;
/** The largest image accepted, as sent (it is re-encoded smaller). */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const bounded = (definition: FieldDefinition, maxLength: number): FieldDefinition => ({ ...definition, maxLength });

/** The free-text fields, checked with lib/forms/validate.ts. */
export const TEXT_FIELDS: readonly FieldDefinition[] = [
  bounded(field('title', 'Event title', 'text', true), 120),
  bounded(field('description', 'Description', 'message', true), MAX_DESCRIPTION_LENGTH),
  bounded(field('venue_name', 'Venue name', 'text', false), 120),
  bounded(field('venue_address', 'Venue address', 'text', false, 'street-address'), 200),
  bounded(field('price', 'Price', 'text', false), 80),
  bounded(field('url', 'Website or ticket link', 'text', false, 'url'), MAX_URL_LENGTH),
  bounded(field('name', 'Your name', 'text', true, 'name'), 120),
  bounded(field('email', 'Your email', 'email', true, 'email'), 200),
  bounded(field('phone', 'Your phone (optional)', 'text', false, 'tel'), 40),
  bounded(field('image_alt', 'Image description (alt text)', 'text', false), 250),
  bounded(field('image_credit', 'Image credit', 'text', false), 120),
  field('image_rights', 'I may share this image, and the site may show it with the event', 'boolean', false),
  field('all_day', 'All day', 'boolean', false),
  field('free', 'Free', 'boolean', false),
  field('terms', 'I have read the submission rules and this event follows them', 'boolean', false),
];

export const REPEATS = ['none', 'weekly', 'monthly', 'dates'] as const;
export type Repeat = (typeof REPEATS)[number];

/** Weekday checkboxes of a weekly event, Monday first (its index is rrule's weekday: 0 = Monday), named `day_mo` … */
export const WEEKDAYS: readonly { name: string; label: string }[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
  (label) => ({ name: `day_${label.slice(0, 2).toLowerCase()}`, label }),
);

/** "Monthly on the nth weekday": first to fourth, or last (-1). */
export const NTH_OPTIONS: readonly { value: string; label: string }[] = ['First', 'Second', 'Third', 'Fourth', 'Last'].map((label, index) => ({
  value: index === 4 ? '-1' : String(index + 1),
  label,
}));

/** Every field the form sends, in the order its errors are listed. */
export const FIELD_ORDER = [
  'title',
  'start_date',
  'start_time',
  'end_date',
  'end_time',
  'all_day',
  'repeat',
  'days',
  'nth',
  'dates',
  'until',
  'venue_id',
  'venue_name',
  'venue_address',
  'category',
  'description',
  'image',
  'image_alt',
  'image_credit',
  'image_rights',
  'price',
  'free',
  'url',
  'name',
  'email',
  'phone',
  'terms',
] as const;
export type EventField = (typeof FIELD_ORDER)[number];
