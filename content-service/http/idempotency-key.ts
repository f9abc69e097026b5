import type { IncomingHttpHeaders } from 'node:http';
import { ApiError } from './errors';

const MAX_IDEMPOTENCY_KEY = 200;

/** The request's `Idempotency-Key` (trimmed), null without one; blank or over 200 characters is 400. */
export function idempotencyKey(headers: IncomingHttpHeaders): string | null {
  const raw = headers['idempotency-key'];
  if (raw === undefined) return null;
  const key = (Array.isArray(raw) ? raw[0] : raw).trim();
  if (key === '' || key.length > MAX_IDEMPOTENCY_KEY) throw new ApiError(400, 'invalid_idempotency_key');
  return key;
}
