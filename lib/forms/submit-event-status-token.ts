/**
 * A submission's status link token: `<ref>.<secret>.<seal>`. The ref names the draft (its entry id on the host, or
 * `k` and the outbox key while it waits here); the secret is 24 bytes of an HMAC of the submission's idempotency key
 * under EVENT_SUBMIT_SECRET (a retry of one submission gets the same link and sends the host the same body), and only
 * its SHA-256 is stored with the draft, so neither the host's copy nor a guessed ref opens a status page. The seal,
 * an HMAC of the ref, lets this server refuse a made-up token before it asks the host anything: a swarm of guessed
 * links spends no content budget.
 */
import 'server-only';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|k[0-9a-f]{64})\.([A-Za-z0-9_-]{32})\.([A-Za-z0-9_-]{22})$/;

export interface StatusSecret {
  secret: string;
  /** What the draft keeps: hex SHA-256 of the secret. */
  hash: string;
}

export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The secret of the submission whose idempotency key is `key` (`hmacKey`: ./submit-event-secret.ts 'status'). */
export function statusSecret(key: string, hmacKey: Buffer): StatusSecret {
  const secret = createHmac('sha256', hmacKey).update(key).digest().subarray(0, 24).toString('base64url');
  return { secret, hash: secretHash(secret) };
}

export type StatusRef = { entryId: string } | { outboxKey: string };

/** 16 bytes of an HMAC of the ref's text, kept apart from the secrets by its prefix. */
const seal = (refText: string, hmacKey: Buffer) => createHmac('sha256', hmacKey).update(`ref:${refText}`).digest().subarray(0, 16);

export function statusToken(ref: StatusRef, secret: string, hmacKey: Buffer): string {
  const refText = 'entryId' in ref ? ref.entryId : `k${ref.outboxKey}`;
  return `${refText}.${secret}.${seal(refText, hmacKey).toString('base64url')}`;
}

/** The ref and secret of a well-formed token this server sealed, else null (also when the form is closed). */
export function parseStatusToken(token: string, hmacKey: Buffer | null): { ref: StatusRef; secret: string } | null {
  const match = TOKEN.exec(token);
  if (!match || !hmacKey) return null;
  const given = Buffer.from(match[3], 'base64url');
  if (given.length !== 16 || !timingSafeEqual(given, seal(match[1], hmacKey))) return null;
  const ref = match[1].startsWith('k') ? { outboxKey: match[1].slice(1) } : { entryId: match[1] };
  return { ref, secret: match[2] };
}

/** True when `secret` is the one whose hash the draft keeps (compared in constant time). */
export function secretMatches(secret: string, storedHash: unknown): boolean {
  if (typeof storedHash !== 'string' || !/^[0-9a-f]{64}$/.test(storedHash)) return false;
  return timingSafeEqual(Buffer.from(secretHash(secret), 'hex'), Buffer.from(storedHash, 'hex'));
}

/** The status link token of a stored draft, derived again from what it keeps; null when it keeps none. */
export function storedStatusToken(entryId: string, record: { status?: string; ref?: string }, hmacKey: Buffer | null): string | null {
  if (!hmacKey || typeof record.ref !== 'string') return null;
  const { secret } = statusSecret(record.ref, hmacKey);
  return secretMatches(secret, record.status) ? statusToken({ entryId }, secret, hmacKey) : null;
}
