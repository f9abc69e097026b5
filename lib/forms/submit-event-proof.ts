/**
 * The event form's proof of work (ALTCHA, computed in the visitor's browser, no third party): a challenge signed
 * under a key derived from EVENT_SUBMIT_SECRET, solved by the form's widget, checked on the post and then spent, so
 * one solution stores at most one submission. Without the key (staging and production without the secret) no
 * challenge is issued and no proof is accepted: the form is closed then anyway.
 */
import 'server-only';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { serverEnv } from '@/lib/config/server-config';
import { createExpiringSet } from '@/lib/expiring-map';
import { clientLimitSettings, takeUnprovenSubmission } from '@/lib/limits/client-limit';
import { limitsRedis, redisTimeout, REDIS_TIMEOUT_MS } from '@/lib/limits/limits-redis';
import { processWide } from '@/lib/server/process-wide';
import { eventSubmitKey } from './submit-event-secret';

export { PROOF_FIELD } from '@/lib/event-submit/fields';

/** As long as a form token lives: a challenge fetched with the page still counts when the form is sent. */
export const PROOF_LIFETIME_MS = 2 * 60 * 60_000;
/**
 * The work: the browser counts from 0 to a secret number between these, hashing each (SHA-256, `COST` rounds),
 * about a second on a phone; the server checks the answer with one HMAC (the key signature), not by redoing it.
 */
const COUNTER_MIN = 5_000;
const COUNTER_MAX = 25_000;
const COST = 10;
/** A payload longer than any genuine one is not parsed. */
const MAX_PAYLOAD_CHARS = 4_096;
/** Spent proofs remembered in this process without Redis: enough for hours of a busy day. */
const SPENT_IN_MEMORY = 50_000;

/** What a post's proof says: solved here and not used before, absent, or sent and wrong (forged, stale, spent). */
export type ProofCheck = 'proven' | 'missing' | 'failed';

function secrets(): { signature: string; keySignature: string } | null {
  const signature = eventSubmitKey('proof');
  const keySignature = eventSubmitKey('proof-key');
  return signature && keySignature ? { signature: signature.toString('hex'), keySignature: keySignature.toString('hex') } : null;
}

/** A fresh challenge for the form's widget, or null when the form is closed. */
export async function issueChallenge(now = Date.now()): Promise<Challenge | null> {
  const keys = secrets();
  if (!keys) return null;
  return createChallenge({
    algorithm: 'SHA-256',
    cost: COST,
    counter: randomInt(COUNTER_MAX, COUNTER_MIN),
    deriveKey,
    expiresAt: Math.floor((now + PROOF_LIFETIME_MS) / 1000),
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  });
}

function parsePayload(raw: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) as { challenge?: Challenge; solution?: Solution } | null;
    const parameters = value?.challenge?.parameters;
    if (!parameters || typeof parameters.nonce !== 'string' || !value?.solution || typeof value.solution !== 'object') return null;
    return { challenge: value.challenge!, solution: value.solution };
  } catch {
    return null;
  }
}

const spentHere = () => processWide('event-proof-spent', () => createExpiringSet({ ttlMs: PROOF_LIFETIME_MS, maxSize: SPENT_IN_MEMORY }), 'keep');

/** Sets the key only if it is absent, with an expiry: true when this call set it. */
const SET_ONCE_SCRIPT = "return redis.call('set', KEYS[1], '1', 'NX', 'PX', ARGV[1]) and 1 or 0";

/**
 * Marks a challenge spent: true the first time. In Redis when there is one (a proof is spent once for every
 * instance together), else — or while Redis does not answer — in this process's bounded memory.
 */
async function spendOnce(nonce: string, now: number): Promise<boolean> {
  const env = serverEnv();
  if (env.REDIS_URL) {
    try {
      const redis = limitsRedis(env.REDIS_URL);
      const set = await Promise.race([
        redis.eval(SET_ONCE_SCRIPT, { keys: [`${env.CACHE_PREFIX}event-proof:${nonce}`], arguments: [String(PROOF_LIFETIME_MS)] }),
        redisTimeout(REDIS_TIMEOUT_MS),
      ]);
      return set === 1;
    } catch {
      // Counted here instead: a replay to this instance is still refused.
    }
  }
  const spent = spentHere();
  if (spent.has(nonce, now)) return false;
  spent.add(nonce, now);
  return true;
}

/** Checks a post's proof (the widget's base64 payload) and spends it. */
export async function checkProof(raw: unknown, now = Date.now()): Promise<ProofCheck> {
  if (raw === undefined || raw === '') return 'missing';
  const keys = secrets();
  const payload = typeof raw === 'string' && raw.length <= MAX_PAYLOAD_CHARS ? parsePayload(raw) : null;
  if (!keys || !payload) return 'failed';
  const expiresAt = payload.challenge.parameters.expiresAt;
  // verifySolution reads the clock itself; the test's `now` must rule too.
  if (typeof expiresAt !== 'number' || expiresAt * 1000 < now) return 'failed';
  try {
    const result = await verifySolution({ ...payload, deriveKey, hmacSignatureSecret: keys.signature, hmacKeySignatureSecret: keys.keySignature });
    if (!result.verified) return 'failed';
  } catch {
    return 'failed';
  }
  return (await spendOnce(payload.challenge.parameters.nonce, now)) ? 'proven' : 'failed';
}

/**
 * Whether a post may go on as far as its proof goes: a valid one always, none only while this client is under the
 * stricter unproven limit (EVENT_SUBMIT_UNPROVEN_LIMIT an hour), a failed one never.
 */
export async function admittedByProof(raw: unknown, address: string, now = Date.now()): Promise<boolean> {
  const check = await checkProof(raw, now);
  if (check !== 'missing') return check === 'proven';
  return (await takeUnprovenSubmission(address, clientLimitSettings(serverEnv().EVENT_SUBMIT_UNPROVEN_LIMIT, serverEnv()))).allowed;
}

/** The answer to the widget's request for a challenge: never cached, 503 while the form is closed. */
export async function eventChallengeRequest(): Promise<Response> {
  const challenge = await issueChallenge();
  const headers = { 'Cache-Control': 'no-store' };
  return challenge ? Response.json(challenge, { headers }) : Response.json({ error: { id: 'closed' } }, { status: 503, headers });
}
