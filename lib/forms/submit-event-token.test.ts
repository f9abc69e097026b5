import { MAX_TOKEN_AGE_MS, MIN_FILL_MS, formTokenIssuedAt, isFormTokenFresh, issueFormToken } from './submit-event-token';

const now = Date.UTC(2026, 11, 2, 12);

test('a token is accepted once the form was open a few seconds, until it is two hours old', () => {
  const token = issueFormToken(now)!;
  expect(formTokenIssuedAt(token)).toBe(now);
  expect(isFormTokenFresh(token, now + 500)).toBe(false);
  expect(isFormTokenFresh(token, now + MIN_FILL_MS)).toBe(true);
  expect(isFormTokenFresh(token, now + MAX_TOKEN_AGE_MS)).toBe(true);
  expect(isFormTokenFresh(token, now + MAX_TOKEN_AGE_MS + 1)).toBe(false);
});

test('a forged, altered or missing token is refused', () => {
  const token = issueFormToken(now)!;
  const [, nonce, sig] = token.split('.');
  expect(isFormTokenFresh(`${now - 60_000}.${nonce}.${sig}`, now)).toBe(false); // backdated
  expect(isFormTokenFresh(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, now + MIN_FILL_MS)).toBe(false);
  expect(isFormTokenFresh(undefined, now)).toBe(false);
  expect(isFormTokenFresh('1764676800000.aaaaaaaaaaaaaaaa.' + 'a'.repeat(43), now + MIN_FILL_MS)).toBe(false);
});
