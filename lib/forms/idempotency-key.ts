import 'server-only';
import { createHash } from 'node:crypto';
import type { FormKey } from './definitions';

/**
 * The Idempotency-Key the site sends to the content service for a visitor's key. The content service keeps one
 * answer per (form, key) and replays it to whoever sends that key again, so the visitor's own value would be shared
 * by every client: a second client reusing it (guessed, or read from a shared page) got the first client's 201 for
 * a different message, which was never stored. So the key sent upstream is a digest of the client's address, the
 * visitor's key and the validated submission: a retry of the same submission by the same client stores once; the
 * same key from another client, or with another body, is another submission and is stored as one.
 */
export function upstreamIdempotencyKey(input: { form: FormKey | 'event'; client: string; key: string; data: unknown }): string {
  const body = JSON.stringify(input.data !== null && typeof input.data === 'object' ? Object.entries(input.data).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) : input.data);
  const digest = createHash('sha256');
  for (const part of ['whitefish-form-v1', input.form, input.client, input.key, body]) digest.update(`${part.length}:${part}`);
  return digest.digest('hex');
}
