import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { admittedByProof, checkProof, issueChallenge, PROOF_LIFETIME_MS } from './submit-event-proof';

/** What the form's widget sends: the challenge and the browser's answer, as base64 JSON. */
async function solved(challenge: Challenge | null): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge!, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const decoded = (payload: string) => JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

test('a solved challenge is accepted once; sent again it is refused', async () => {
  const payload = await solved(await issueChallenge());
  expect(await checkProof(payload)).toBe('proven');
  expect(await checkProof(payload)).toBe('failed');
});

test('a forged, altered or self-signed proof is refused', async () => {
  const payload = await solved(await issueChallenge());
  const { challenge, solution } = decoded(payload);
  // another answer to the same challenge
  expect(await checkProof(encoded({ challenge, solution: { ...solution, derivedKey: '00'.repeat(32) } }))).toBe('failed');
  // easier parameters under the original signature
  expect(await checkProof(encoded({ challenge: { ...challenge, parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt + 3600 } }, solution }))).toBe('failed');
  // a challenge the bot signed and solved itself
  const own = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 3, deriveKey, hmacSignatureSecret: 'bot', hmacKeySignatureSecret: 'bot-key' });
  expect(await checkProof(await solved(own))).toBe('failed');
  expect(await checkProof('not base64 json')).toBe('failed');
  expect(await checkProof({ counter: 1 })).toBe('failed');
  // the genuine one was never spent by those attempts
  expect(await checkProof(payload)).toBe('proven');
});

test('a proof solved longer ago than the form lives is refused', async () => {
  const issued = Date.now();
  const payload = await solved(await issueChallenge(issued));
  expect(await checkProof(payload, issued + PROOF_LIFETIME_MS + 1_000)).toBe('failed');
});

test('without a proof a client is admitted only under the stricter limit; with one always', async () => {
  const address = '198.51.100.7';
  const unproven = [];
  for (let i = 0; i < 5; i++) unproven.push(await admittedByProof(undefined, address));
  // EVENT_SUBMIT_UNPROVEN_LIMIT is 3 an hour by default
  expect(unproven).toEqual([true, true, true, false, false]);
  expect(await admittedByProof('', '198.51.100.8')).toBe(true);
  expect(await admittedByProof(await solved(await issueChallenge()), address)).toBe(true);
  expect(await admittedByProof('forged', '198.51.100.9')).toBe(false);
});
