import type { FormKey } from '@/content-client/wire';

export type { FormKey };

/** Name of the hidden field bots fill in and people do not (the submission is then dropped). */
export const HONEYPOT_FIELD = 'website';

/** Where the form posts (our route handler; the content service's keys stay on the server). */
export function formEndpoint(key: FormKey): string {
  return `/api/forms/${key}`;
}
