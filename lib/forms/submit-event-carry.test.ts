import { randomBytes } from 'node:crypto';
import { CARRY_MAX_AGE_SECONDS, CARRY_MAX_LENGTH, carryCookieHeader, openCarried, sealCarried } from './submit-event-carry';

const carried = { values: { title: 'Jazz <script>', email: 'pat@example.org' }, problems: { start_date: 'required' as const }, notice: 'busy' as const };

test('what a failed no-JS post carries comes back as it was sealed', () => {
  const sealed = sealCarried(carried)!;
  expect(sealed).not.toContain('Jazz');
  expect(openCarried(sealed)).toEqual(carried);
});

test('an altered, forged or stale cookie carries nothing', () => {
  const now = Date.now();
  const sealed = sealCarried(carried, now)!;
  const flipped = `${sealed.slice(0, 40)}${sealed[40] === 'A' ? 'B' : 'A'}${sealed.slice(41)}`;
  expect(openCarried(flipped, now)).toBeNull();
  expect(openCarried(Buffer.from(JSON.stringify(carried)).toString('base64url'), now)).toBeNull();
  expect(openCarried(sealed, now + (CARRY_MAX_AGE_SECONDS + 1) * 1000)).toBeNull();
  expect(openCarried('x'.repeat(CARRY_MAX_LENGTH + 1), now)).toBeNull();
});

test('a long description that would not fit a cookie is dropped, the problems kept', () => {
  const random = randomBytes(3000).toString('base64');
  const sealed = sealCarried({ values: { title: 'Long', description: random }, problems: { description: 'links' } })!;
  expect(sealed.length).toBeLessThanOrEqual(CARRY_MAX_LENGTH);
  expect(openCarried(sealed)).toEqual({ values: { title: 'Long' }, problems: { description: 'links' } });
});

test('the cookie is httpOnly, on the form path only, and cleared with Max-Age=0', () => {
  expect(carryCookieHeader('v', true)).toBe('wf_event_form=v; Max-Age=600; Path=/events/submit; HttpOnly; SameSite=Lax; Secure');
  expect(carryCookieHeader(null, false)).toBe('wf_event_form=; Max-Age=0; Path=/events/submit; HttpOnly; SameSite=Lax');
});
