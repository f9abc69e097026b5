import { checkSignature, signRevalidation, SIGNATURE_WINDOW_SECONDS, type SeenSignatures } from './revalidation-signature';

const SECRET = 'wfreval-0123456789abcdef';
const NOW = 1_800_000_000;
const body = '{"ids":["a"]}';
const signed = (timestamp: number, text = body, secret = SECRET) => ({ timestamp: String(timestamp), signature: signRevalidation(secret, String(timestamp), text), body });

it('takes a call signed with the secret within the window, once', () => {
  const seen: SeenSignatures = new Map();
  expect(checkSignature(signed(NOW - 10), SECRET, seen, NOW)).toBe('ok');
  expect(checkSignature(signed(NOW - 10), SECRET, seen, NOW)).toBe('replayed');
  // The same body signed a second later is a new call.
  expect(checkSignature(signed(NOW - 9), SECRET, seen, NOW)).toBe('ok');
});

it('refuses a call without a signature, out of the window, or signed over another body or with another key', () => {
  const seen: SeenSignatures = new Map();
  expect(checkSignature({ timestamp: null, signature: null, body }, SECRET, seen, NOW)).toBe('missing');
  expect(checkSignature(signed(NOW - SIGNATURE_WINDOW_SECONDS - 1), SECRET, seen, NOW)).toBe('stale');
  expect(checkSignature(signed(NOW + SIGNATURE_WINDOW_SECONDS + 1), SECRET, seen, NOW)).toBe('stale');
  expect(checkSignature({ ...signed(NOW), timestamp: 'soon' }, SECRET, seen, NOW)).toBe('stale');
  expect(checkSignature({ ...signed(NOW, '{"all":true}'), body }, SECRET, seen, NOW)).toBe('wrong');
  expect(checkSignature(signed(NOW, body, 'another-secret-0000'), SECRET, seen, NOW)).toBe('wrong');
  expect(seen.size).toBe(0);
});

it('forgets a signature once its window has passed', () => {
  const seen: SeenSignatures = new Map();
  checkSignature(signed(NOW), SECRET, seen, NOW);
  checkSignature(signed(NOW + SIGNATURE_WINDOW_SECONDS), SECRET, seen, NOW + SIGNATURE_WINDOW_SECONDS + 1);
  expect(seen.size).toBe(1);
});
