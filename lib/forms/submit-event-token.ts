/**
 * The event form's token: issued with each rendering of the form (its time and a nonce, HMAC-signed under
 * EVENT_SUBMIT_SECRET), and checked on the post, where it must be genuine, at least a few seconds old (no one fills
 * the form faster) and at most two hours old. A script posting without loading the form has none.
 */
import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eventSubmitKey } from './submit-event-secret';

export { FORM_TOKEN_FIELD } from '@/lib/event-submit/fields';

export const MIN_FILL_MS = 3_000;
export const MAX_TOKEN_AGE_MS = 2 * 60 * 60_000;
const TOKEN = /^(\d{13})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

const signature = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/** A token for a form rendered at `now`, or null when the form is closed. */
export function issueFormToken(now = Date.now()): string | null {
  const key = eventSubmitKey('form-token');
  if (!key) return null;
  const body = `${now}.${randomBytes(12).toString('base64url')}`;
  return `${body}.${signature(key, body)}`;
}

/** When a genuine token was issued, else null (whatever its age). */
export function formTokenIssuedAt(token: unknown): number | null {
  const key = eventSubmitKey('form-token');
  const match = typeof token === 'string' ? TOKEN.exec(token) : null;
  if (!key || !match) return null;
  const expected = Buffer.from(signature(key, `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? Number(match[1]) : null;
}

/** True when `token` is genuine, old enough and not stale at `now`. */
export function isFormTokenFresh(token: unknown, now = Date.now()): boolean {
  const issued = formTokenIssuedAt(token);
  return issued !== null && now - issued >= MIN_FILL_MS && now - issued <= MAX_TOKEN_AGE_MS;
}
