import { isLoginCsrf, isSessionCsrf, loginCsrf, newSession, openSession, sealSession, sessionCookieHeader, sessionCsrf, SESSION_MAX_SECONDS } from './submit-review-session';

const now = Date.UTC(2026, 11, 2, 12);
const login = { id: 'user-1', token: 'host-login-token', expires: new Date(now + 24 * 3600_000).toISOString(), user: { email: 'editor@whitefish.test', name: { first: 'Erin', last: 'Editor' } } };

test('a sealed session opens to the same editor until it expires, at most eight hours', () => {
  const session = newSession(login, now);
  expect(session).toMatchObject({ userId: 'user-1', email: 'editor@whitefish.test', name: 'Erin Editor', token: 'host-login-token', expires: now + SESSION_MAX_SECONDS * 1000 });
  const sealed = sealSession(session)!;
  expect(sealed).not.toContain('host-login-token');
  expect(openSession(sealed, now + 1000)).toEqual(session);
  expect(openSession(sealed, session.expires)).toBeNull();
});

test('a session ends with the host login when that comes first', () => {
  const short = newSession({ ...login, expires: new Date(now + 600_000).toISOString() }, now);
  expect(short.expires).toBe(now + 600_000);
});

test('a forged or altered cookie opens no session', () => {
  const sealed = sealSession(newSession(login, now))!;
  const flipped = `${sealed.slice(0, 20)}${sealed[20] === 'A' ? 'B' : 'A'}${sealed.slice(21)}`;
  expect(openSession(flipped, now)).toBeNull();
  expect(openSession(Buffer.from(JSON.stringify({ ...login, sid: 'x', expires: now + 1000 })).toString('base64url'), now)).toBeNull();
  expect(openSession(undefined, now)).toBeNull();
  expect(openSession('x'.repeat(5000), now)).toBeNull();
});

test('the cookie is httpOnly, SameSite=Strict, Secure on https, and lives as long as the session', () => {
  const header = sessionCookieHeader('v', true, now, now + 3600_000);
  expect(header).toBe('wf_review=v; Max-Age=3600; Path=/; HttpOnly; SameSite=Strict; Secure');
  expect(sessionCookieHeader(null, false)).toBe('wf_review=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict');
});

test('CSRF: a session’s token is valid for that session only', () => {
  const one = newSession(login, now);
  const two = newSession(login, now);
  expect(isSessionCsrf(one, sessionCsrf(one))).toBe(true);
  expect(isSessionCsrf(two, sessionCsrf(one))).toBe(false);
  expect(isSessionCsrf(one, undefined)).toBe(false);
  expect(isSessionCsrf(one, '')).toBe(false);
});

test('CSRF: a sign-in form’s token is genuine and at most two hours old', () => {
  const token = loginCsrf(now);
  expect(isLoginCsrf(token, now + 1000)).toBe(true);
  expect(isLoginCsrf(token, now + 2 * 3600_000 + 1)).toBe(false);
  const [, mac] = token.split('.');
  expect(isLoginCsrf(`${now + 5000}.${mac}`, now + 6000)).toBe(false);
  expect(isLoginCsrf(undefined, now)).toBe(false);
});
