/**
 * Replay protection of the publish webhook (REVALIDATE_SIGNATURE=on): the sender signs `<timestamp>.<raw body>`
 * with HMAC-SHA256 keyed with REVALIDATE_SECRET, and sends the timestamp (Unix seconds) and `sha256=<hex>`. A
 * signature is good within SIGNATURE_WINDOW_SECONDS of this clock, and once: the signatures taken are remembered
 * for the window (bounded; when full, new ones are refused rather than old ones forgotten early).
 */
import { createHmac } from 'node:crypto';
import { constantTimeEqual } from '@/lib/server/preview-guard';

export const TIMESTAMP_HEADER = 'x-revalidate-timestamp';
export const SIGNATURE_HEADER = 'x-revalidate-signature';
export const SIGNATURE_WINDOW_SECONDS = 300;
/** Signatures remembered at once: far more webhook calls than one window ever sees. */
const REMEMBERED_SIGNATURES = 10_000;

export type SignatureCheck = 'ok' | 'missing' | 'stale' | 'wrong' | 'replayed';

/** `sha256=<hex>` of `<timestamp>.<body>` keyed with `secret`: what a sender puts in the signature header. */
export function signRevalidation(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Signatures taken, with the second each stops being valid. */
export type SeenSignatures = Map<string, number>;

export function checkSignature(
  { timestamp, signature, body }: { timestamp: string | null; signature: string | null; body: string },
  secret: string,
  seen: SeenSignatures,
  nowSeconds = Math.floor(Date.now() / 1000),
): SignatureCheck {
  if (!timestamp || !signature) return 'missing';
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > SIGNATURE_WINDOW_SECONDS) return 'stale';
  if (!constantTimeEqual(signature, signRevalidation(secret, timestamp, body))) return 'wrong';
  for (const [taken, until] of seen) if (until < nowSeconds) seen.delete(taken);
  if (seen.has(signature) || seen.size >= REMEMBERED_SIGNATURES) return 'replayed';
  seen.set(signature, Number(timestamp) + SIGNATURE_WINDOW_SECONDS);
  return 'ok';
}
