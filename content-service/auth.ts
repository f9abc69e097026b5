import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const MAX_CLOCK_SKEW_SECONDS = 300;

export interface Credentials {
  publicKey: string;
  privateKey: string;
  token: string;
}

/** Same-length digests so comparing never leaks lengths and never throws. */
function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

export function signature(privateKey: string, bodyText: string, time: string): string {
  return createHmac('sha256', privateKey).update(bodyText + time).digest('hex');
}

function verifyHmac(value: string, bodyText: string, creds: Credentials, nowSeconds: number): boolean {
  const [publicKey, hash, time] = value.split(':');
  if (!publicKey || !hash || !time || !/^\d{1,12}$/.test(time) || !/^[0-9a-fA-F]{64}$/.test(hash)) return false;
  if (Math.abs(nowSeconds - Number(time)) > MAX_CLOCK_SKEW_SECONDS) return false;
  const expected = Buffer.from(signature(creds.privateKey, bodyText, time), 'hex');
  const keyOk = sameSecret(publicKey, creds.publicKey);
  return timingSafeEqual(expected, Buffer.from(hash, 'hex')) && keyOk;
}

function verifyBasic(value: string, creds: Credentials): boolean {
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 && sameSecret(decoded.slice(colon + 1), creds.token);
}

/** Check an `Authorization` header (HMAC `Elebase …` or `Basic …`) against the configured credentials. */
export function isAuthorized(
  header: string | undefined,
  bodyText: string,
  creds: Credentials,
  nowSeconds = Date.now() / 1000,
): boolean {
  if (!header) return false;
  const space = header.indexOf(' ');
  if (space < 0) return false;
  const scheme = header.slice(0, space).toLowerCase();
  const value = header.slice(space + 1).trim();
  if (scheme === 'elebase') return verifyHmac(value, bodyText, creds, nowSeconds);
  if (scheme === 'basic') return verifyBasic(value, creds);
  return false;
}

export function isGeoTokenValid(token: unknown, expected: string): boolean {
  return typeof token === 'string' && token !== '' && sameSecret(token, expected);
}
