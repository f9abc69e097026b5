import { randomBytes } from 'node:crypto';
import { parseStatusToken, secretMatches, statusSecret, statusToken, storedStatusToken } from './submit-event-status-token';

const hmacKey = randomBytes(32);
const entryId = '0b5c1c5e-6f2a-4c1e-9a57-3d2f1e0c9b8a';
const outboxKey = 'a'.repeat(64);

test('a token names its draft and opens only with its own secret', () => {
  const { secret, hash } = statusSecret('submission-key-1', hmacKey);
  const token = statusToken({ entryId }, secret, hmacKey);
  const parsed = parseStatusToken(token, hmacKey)!;
  expect(parsed.ref).toEqual({ entryId });
  expect(secretMatches(parsed.secret, hash)).toBe(true);
  expect(hash).not.toContain(secret);
  const other = statusSecret('submission-key-2', hmacKey);
  expect(secretMatches(other.secret, hash)).toBe(false);
  expect(secretMatches(statusSecret('submission-key-1', randomBytes(32)).secret, hash)).toBe(false);
});

test('a retry of one submission gets the same link; secrets are 24 bytes', () => {
  expect(statusSecret('k', hmacKey)).toEqual(statusSecret('k', hmacKey));
  expect(Buffer.from(statusSecret('k', hmacKey).secret, 'base64url')).toHaveLength(24);
});

test('a submission waiting in the outbox has a token naming its key', () => {
  const { secret } = statusSecret(outboxKey, hmacKey);
  expect(parseStatusToken(statusToken({ outboxKey }, secret, hmacKey), hmacKey)?.ref).toEqual({ outboxKey });
});

test('malformed tokens and stored hashes open nothing', () => {
  const { secret } = statusSecret('x', hmacKey);
  const sealed = statusToken({ entryId }, secret, hmacKey);
  const seal = sealed.split('.')[2];
  for (const token of ['', 'abc', `${entryId}.short.${seal}`, `${entryId}.${secret}x.${seal}`, `../${sealed}`, `k${outboxKey.slice(1)}.${secret}.${seal}`, `${entryId}.${secret}`]) expect(parseStatusToken(token, hmacKey)).toBeNull();
  expect(secretMatches(secret, undefined)).toBe(false);
  expect(secretMatches(secret, 'not-hex')).toBe(false);
});

test('a token this server did not seal is refused before the host is asked', () => {
  const { secret } = statusSecret('x', hmacKey);
  const sealed = statusToken({ entryId }, secret, hmacKey);
  const guessedId = '1b5c1c5e-6f2a-4c1e-9a57-3d2f1e0c9b8a';
  // Another draft's id under this token's seal, another server's seal, or a seal at all without the form's key.
  expect(parseStatusToken(sealed.replace(entryId, guessedId), hmacKey)).toBeNull();
  expect(parseStatusToken(statusToken({ entryId }, secret, randomBytes(32)), hmacKey)).toBeNull();
  expect(parseStatusToken(sealed, null)).toBeNull();
});

test('the link of a stored draft is derived again from what it keeps, and only when it matches', () => {
  const { secret, hash } = statusSecret('ref-1', hmacKey);
  expect(storedStatusToken(entryId, { status: hash, ref: 'ref-1' }, hmacKey)).toBe(statusToken({ entryId }, secret, hmacKey));
  expect(storedStatusToken(entryId, { status: hash, ref: 'ref-2' }, hmacKey)).toBeNull();
  expect(storedStatusToken(entryId, { status: hash }, hmacKey)).toBeNull();
  expect(storedStatusToken(entryId, { status: hash, ref: 'ref-1' }, null)).toBeNull();
});
