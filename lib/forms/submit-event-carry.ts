/**
 * What a no-JavaScript post of the event form carries back to the form when a check fails: the values typed and the
 * problems found, in a short-lived cookie the browser cannot read or alter (AES-256-GCM under EVENT_SUBMIT_SECRET,
 * httpOnly, this path only). The page then shows the error summary and each field's error with the values kept.
 * Deflated and bounded: a value that would not fit drops the description, then all values, never the problems.
 */
import 'server-only';
import { messages } from '@/lib/config/messages';
import { EVENT_SUBMIT_PATH, FIELD_ORDER, type EventField } from '@/lib/event-submit/fields';
import type { Problem } from '@/lib/event-submit/validate';
import { eventSubmitKey } from './submit-event-secret';
import { openJson, sealJson } from './submit-sealed';
import { FORM_TOKEN_FIELD } from './submit-event-token';

export const CARRY_COOKIE = 'wf_event_form';
/** Long enough to read the errors and fix them; the form is no-store while it holds one. */
export const CARRY_MAX_AGE_SECONDS = 600;
/** Well under the 4,096 bytes a browser keeps per cookie. */
export const CARRY_MAX_LENGTH = 3600;
const MAX_VALUE_LENGTH = 4000;

/** Why a post was not taken, besides its fields: shown at the top of the form. */
export const CARRIED_NOTICES = ['too_large', 'rate_limited', 'busy', 'request', 'not_accepted'] as const;
export type CarriedNotice = (typeof CARRIED_NOTICES)[number];

/** The line shown at the top of the form for a notice. */
export function noticeMessage(notice: CarriedNotice): string {
  const { form, error } = messages;
  return { too_large: form.too_large, rate_limited: form.rate_limited, busy: form.busy, request: error.request, not_accepted: form.not_accepted }[notice];
}

export interface Carried {
  values: Record<string, string>;
  problems: Partial<Record<EventField, Problem>>;
  notice?: CarriedNotice;
}

interface Sealed extends Carried {
  at: number;
}

const KNOWN = new Set<string>(FIELD_ORDER);

/** The cookie value for `carried`, or null when the form is closed. */
export function sealCarried(carried: Carried, now = Date.now()): string | null {
  const key = eventSubmitKey('carry');
  if (!key) return null;
  const values = Object.fromEntries(Object.entries(carried.values).filter(([name]) => KNOWN.has(name) || name.startsWith('day_') || name === FORM_TOKEN_FIELD).map(([n, v]) => [n, v.slice(0, MAX_VALUE_LENGTH)]));
  const { description: _dropped, ...shorter } = values;
  for (const attempt of [values, shorter, {}]) {
    const value = sealJson({ values: attempt, problems: carried.problems, ...(carried.notice ? { notice: carried.notice } : {}), at: now }, key);
    if (value.length <= CARRY_MAX_LENGTH) return value;
  }
  return sealJson({ values: {}, problems: {}, at: now }, key);
}

/** What a cookie value carries; null when it is forged, altered, stale or malformed. */
export function openCarried(value: string | undefined, now = Date.now()): Carried | null {
  const key = eventSubmitKey('carry');
  if (!key) return null;
  const sealed = openJson(value, key, CARRY_MAX_LENGTH) as Partial<Sealed> | null;
  if (!sealed || typeof sealed !== 'object') return null;
  if (typeof sealed.at !== 'number' || now - sealed.at > CARRY_MAX_AGE_SECONDS * 1000 || sealed.at > now + 60_000) return null;
  const values = Object.fromEntries(Object.entries(sealed.values ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const problems = Object.fromEntries(Object.entries(sealed.problems ?? {}).filter(([name, p]) => KNOWN.has(name) && typeof p === 'string'));
  const notice = CARRIED_NOTICES.find((n) => n === sealed.notice);
  return { values, problems, ...(notice ? { notice } : {}) };
}

/** The Set-Cookie header of a carried value (null clears it). */
export function carryCookieHeader(value: string | null, secure: boolean): string {
  const attributes = [`Path=${EVENT_SUBMIT_PATH}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return value ? [`${CARRY_COOKIE}=${value}`, `Max-Age=${CARRY_MAX_AGE_SECONDS}`, ...attributes].join('; ') : [`${CARRY_COOKIE}=`, 'Max-Age=0', ...attributes].join('; ');
}
