/**
 * Authorization header: Basic with the token, or Elebase's HMAC scheme with the key pair. A token wins over a
 * key pair, as in the SDK code.
 */
import { createHmac } from 'node:crypto';

export interface Credentials {
  publicKey?: string;
  privateKey?: string;
  token?: string;
  /** User UUID or user login token. */
  user?: string;
}

/** Unix time in seconds, rounded (not floored), as a decimal string. */
export function authTime(nowMs: number): string {
  return String(Math.round(nowMs / 1000));
}

/** Lowercase hex HMAC-SHA256 of `bodyText + time` (just `time` without a body), keyed by the private key. */
export function signature(privateKey: string, bodyText: string | undefined, time: string): string {
  return createHmac('sha256', privateKey)
    .update((bodyText ?? '') + time)
    .digest('hex');
}

/**
 * `Basic base64(user:token)` with a token, otherwise `Elebase public:hmac:time[:user]`.
 * `bodyText` must be the exact JSON text sent (undefined for GET/DELETE).
 */
export function authorizationHeader(credentials: Credentials, bodyText: string | undefined, nowMs: number): string {
  const { publicKey, privateKey, token, user } = credentials;
  if (token) return `Basic ${Buffer.from(`${user ?? ''}:${token}`, 'utf8').toString('base64')}`;
  if (!publicKey || !privateKey) throw new TypeError('authorizationHeader needs a token or a public/private key pair');
  const time = authTime(nowMs);
  const parts = [publicKey, signature(privateKey, bodyText, time), time, user ?? ''];
  return `Elebase ${parts.filter((part) => part !== '').join(':')}`;
}
