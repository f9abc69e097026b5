/**
 * The review queue's posts (POST /api/review/{login,logout,decide}), plain HTML forms that work without JavaScript:
 * each is refused when cross-site or without its CSRF token (403), and answers 303 back to /review with a notice.
 * A missing, forged or expired session signs in again; a sign-in is counted against the forms' per-client limit and
 * refused to accounts that may not publish.
 */
import 'server-only';
import { ContentApiError } from '@/content-client';
import { serverEnv } from '@/lib/config/server-config';
import { upstreamFormClient } from '@/lib/content/upstream';
import { REVIEW_PATH } from '@/lib/event-submit/review-paths';
import type { ReviewNotice } from '@/lib/event-submit/review-messages';
import { clientLimitSettings, takeFormSubmission } from '@/lib/limits/client-limit';
import { clientAddress } from '@/lib/server/client-address';
import { crossSitePost } from '@/lib/server/same-site';
import { decide } from './submit-review';
import { isLoginCsrf, isSessionCsrf, newSession, openSession, sealSession, SESSION_COOKIE, sessionCookieHeader } from './submit-review-session';
import { crossSiteAnswer, parseBody, readBody } from './submit-request';

/** Content-host user level that may publish (Elebase: 2 and up). */
export const EDITOR_LEVEL = 2;
const MAX_BODY = 16 * 1024;
export const CSRF_FIELD = 'csrf';
const ACTIONS = ['login', 'logout', 'decide'] as const;

const secure = () => serverEnv().SITE_URL.startsWith('https://');

function back(notice: ReviewNotice, cookie?: string): Response {
  const headers = new Headers({ Location: `${REVIEW_PATH}?notice=${notice}`, 'Cache-Control': 'no-store' });
  if (cookie) headers.set('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}

function cookieOf(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The answer to a post of one of the review queue's forms. */
export async function reviewRequest(request: Request, action: string): Promise<Response> {
  if (!ACTIONS.includes(action as (typeof ACTIONS)[number])) return new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  if (crossSitePost(request.headers, serverEnv().SITE_URL)) return crossSiteAnswer(true);
  const body = await readBody(request, MAX_BODY);
  const fields = body ? await parseBody(request, body) : null;
  if (!fields) return back('failed');
  const session = openSession(cookieOf(request, SESSION_COOKIE));

  if (action === 'login') {
    if (!isLoginCsrf(fields[CSRF_FIELD])) return crossSiteAnswer(true);
    const limit = await takeFormSubmission(clientAddress(), clientLimitSettings(serverEnv().FORM_RATE_LIMIT, serverEnv()));
    if (!limit.allowed) return back('wrong_login');
    try {
      const login = await upstreamFormClient().logIn(text(fields.email).trim().slice(0, 200), text(fields.password).slice(0, 200));
      if (login.user.level < EDITOR_LEVEL) return back('not_editor');
      const fresh = newSession(login);
      return back('signed_in', sessionCookieHeader(sealSession(fresh), secure(), Date.now(), fresh.expires));
    } catch (error) {
      if (error instanceof ContentApiError && error.status >= 400 && error.status < 500 && error.status !== 429) return back('wrong_login');
      return back('failed');
    }
  }

  if (!session) return back('expired', sessionCookieHeader(null, secure()));
  if (!isSessionCsrf(session, fields[CSRF_FIELD])) return crossSiteAnswer(true);
  if (action === 'logout') return back('signed_out', sessionCookieHeader(null, secure()));

  const id = text(fields.id);
  const decision = fields.action === 'approve' ? ({ kind: 'approve', title: text(fields.title) } as const) : ({ kind: 'decline', reason: text(fields.reason) } as const);
  const result = await decide(session, id, decision);
  return back(result, result === 'expired' ? sessionCookieHeader(null, secure()) : undefined);
}
