import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const MAX_CLOCK_SKEW_SECONDS = 300;

export interface Credentials {
  publicKey: string;
  privateKey: string;
  token: string;
}

/**
 * Who a request authenticated as: usage is counted per identity. `user` is what the header's user slot carried (a
 * login token, resolved by the routes that act for a user), '' when none.
 */
export type Identity = ({ kind: 'key'; publicKey: string } | { kind: 'token' }) & { user: string };

/** The rate limiter's key of an identity (never the secret itself). */
export function usageKey(identity: Identity): string {
  return identity.kind === 'key' ? `key:${identity.publicKey}` : 'token';
}

/** Same-length digests so comparing never leaks lengths and never throws; an unset secret matches nothing. */
function sameSecret(given: string, expected: string): boolean {
  if (expected === '') return false;
  return timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());
}

export function signature(privateKey: string, bodyText: string, time: string): string {
  return createHmac('sha256', privateKey).update(bodyText + time).digest('hex');
}

/**
 * HMAC `public:hash:time[:user]`. Everything that needs no body (shape, clock, public key) is checked before the
 * body is read, so a request that cannot be valid costs no body read.
 */
async function verifyHmac(value: string, readBody: () => Promise<string>, creds: Credentials, nowSeconds: number): Promise<Identity | null> {
  const [publicKey, hash, time, user = ''] = value.split(':');
  if (!publicKey || !hash || !time || !/^\d{1,12}$/.test(time) || !/^[0-9a-fA-F]{64}$/.test(hash)) return null;
  if (Math.abs(nowSeconds - Number(time)) > MAX_CLOCK_SKEW_SECONDS) return null;
  if (!sameSecret(publicKey, creds.publicKey) || creds.privateKey === '') return null;
  const expected = Buffer.from(signature(creds.privateKey, await readBody(), time), 'hex');
  return timingSafeEqual(expected, Buffer.from(hash, 'hex')) ? { kind: 'key', publicKey: creds.publicKey, user } : null;
}

function verifyBasic(value: string, creds: Credentials): Identity | null {
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 && sameSecret(decoded.slice(colon + 1), creds.token) ? { kind: 'token', user: decoded.slice(0, colon) } : null;
}

/**
 * Check an `Authorization` header (HMAC `Elebase …` or `Basic …`) against the configured credentials.
 * `readBody` is called only for an HMAC header that passed every other check (the signature covers the body);
 * its errors (413) propagate. The user part of either scheme does not change whose quota is spent.
 */
export async function authenticate(
  header: string | undefined,
  readBody: () => Promise<string>,
  creds: Credentials,
  nowSeconds = Date.now() / 1000,
): Promise<Identity | null> {
  if (!header) return null;
  const space = header.indexOf(' ');
  if (space < 0) return null;
  const scheme = header.slice(0, space).toLowerCase();
  const value = header.slice(space + 1).trim();
  if (scheme === 'elebase') return verifyHmac(value, readBody, creds, nowSeconds);
  if (scheme === 'basic') return verifyBasic(value, creds);
  return null;
}

export function isGeoTokenValid(token: unknown, expected: string): boolean {
  return typeof token === 'string' && token !== '' && sameSecret(token, expected);
}
