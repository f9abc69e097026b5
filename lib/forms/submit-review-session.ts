/**
 * An editor's session in the review queue: after the content host's user login, what the site needs to act as that
 * editor (their login token, their id and name) sealed in an httpOnly, SameSite=Strict cookie
 * (./submit-sealed.ts) that expires with the login, at most SESSION_MAX_SECONDS. Every post also carries a CSRF
 * token: HMAC of the session's id (signed in), or of the time the sign-in form was rendered (signed out).
 */
import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eventSubmitKey } from './submit-event-secret';
import { openJson, sealJson } from './submit-sealed';

export const SESSION_COOKIE = 'wf_review';
export const SESSION_MAX_SECONDS = 8 * 60 * 60;
const MAX_COOKIE_LENGTH = 3600;
/** How long a rendered sign-in form may be sent. */
const LOGIN_FORM_MS = 2 * 60 * 60_000;

export interface EditorSession {
  /** Random: what the CSRF token is bound to. */
  sid: string;
  userId: string;
  email: string;
  name: string;
  /** The host's login token, for the `user` slot of the editor's writes. */
  token: string;
  /** Ms since the epoch. */
  expires: number;
}

const key = (purpose: string) => eventSubmitKey(`review-${purpose}`);
const mac = (k: Buffer, value: string) => createHmac('sha256', k).update(value).digest('base64url');

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function newSession(login: { id: string; token: string; expires: string; user: { email: string; name: { first: string; last: string } } }, now = Date.now()): EditorSession {
  const hostExpiry = Date.parse(login.expires);
  const expires = Math.min(now + SESSION_MAX_SECONDS * 1000, Number.isFinite(hostExpiry) ? hostExpiry : now);
  const name = `${login.user.name.first} ${login.user.name.last}`.trim() || login.user.email;
  return { sid: randomBytes(16).toString('base64url'), userId: login.id, email: login.user.email, name, token: login.token, expires };
}

export function sealSession(session: EditorSession): string | null {
  const k = key('session');
  return k ? sealJson(session, k) : null;
}

/** The session a cookie holds; null when absent, forged, altered or expired. */
export function openSession(value: string | undefined, now = Date.now()): EditorSession | null {
  const k = key('session');
  if (!k) return null;
  const session = openJson(value, k, MAX_COOKIE_LENGTH) as Partial<EditorSession> | null;
  if (!session || typeof session !== 'object') return null;
  const { sid, userId, email, name, token, expires } = session;
  if (![sid, userId, email, name, token].every((v) => typeof v === 'string') || typeof expires !== 'number' || expires <= now) return null;
  return session as EditorSession;
}

/** The Set-Cookie header of a session (null signs out). */
export function sessionCookieHeader(value: string | null, secure: boolean, now = Date.now(), expires = now): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])];
  if (!value) return [`${SESSION_COOKIE}=`, 'Max-Age=0', ...attributes].join('; ');
  return [`${SESSION_COOKIE}=${value}`, `Max-Age=${Math.max(0, Math.floor((expires - now) / 1000))}`, ...attributes].join('; ');
}

/** The CSRF token of a signed-in editor's forms. */
export function sessionCsrf(session: EditorSession): string {
  return mac(key('csrf')!, session.sid);
}

export function isSessionCsrf(session: EditorSession, value: unknown): boolean {
  const k = key('csrf');
  return !!k && typeof value === 'string' && same(mac(k, session.sid), value);
}

/** The CSRF token of a sign-in form rendered at `now`. */
export function loginCsrf(now = Date.now()): string {
  return `${now}.${mac(key('login')!, String(now))}`;
}

export function isLoginCsrf(value: unknown, now = Date.now()): boolean {
  const k = key('login');
  const match = typeof value === 'string' ? /^(\d{13})\.([\w-]{43})$/.exec(value) : null;
  if (!k || !match) return false;
  const issued = Number(match[1]);
  return same(mac(k, match[1]), match[2]) && issued <= now + 60_000 && now - issued <= LOGIN_FORM_MS;
}
