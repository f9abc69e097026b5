/**
 * Preview-mode guard: `preview=true` switches preview on; when PREVIEW_SECRET is set, the `token` must match it
 * (unset means no check). Return paths after turning preview on or off never leave the site.
 */
import { serverEnv } from '@/lib/config/server-config';

/** Compares in time independent of where the strings differ (also used for the revalidation secret). */
export function constantTimeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  }
  return diff === 0;
}

export function previewAllowed(
  token: string | null | undefined,
  secret: string | undefined = serverEnv().PREVIEW_SECRET || undefined,
): boolean {
  if (!secret) return true;
  return typeof token === 'string' && constantTimeEqual(token, secret);
}

const PREVIEW_PARAMS = ['preview', 'token'];
const SITE = 'http://site.invalid';
/** Longer return paths are refused (a redirect header that long is no visitor's page). */
export const MAX_RETURN_PATH_LENGTH = 2048;
/**
 * Characters a browser strips or rewrites before resolving a URL (C0 controls, tab, newline, space, DEL, C1
 * controls) and the backslash, which it reads as a slash: refused rather than cleaned, so no cleaning can differ
 * from the browser's.
 */
const REFUSED_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\\]/;
/** How often a value is percent-decoded to look for a hidden `//` or `\` (anything that decodes it once more). */
const DECODE_ROUNDS = 3;

/** Resolves `path` on this site; null when it leaves it. */
function resolveOnSite(path: string): URL | null {
  try {
    const url = new URL(path, SITE);
    return url.origin === SITE ? url : null;
  } catch {
    return null;
  }
}

/** `/x` but not `//x` (or `/\x`): read by a browser as a path, not as another host. */
function isPlainPath(path: string): boolean {
  return path.startsWith('/') && path[1] !== '/' && path[1] !== '\\';
}

function decodeOnce(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The path part of `path`, decoded up to DECODE_ROUNDS times: none of the forms must name another host, so that
 * a layer that decodes once more (a proxy, a framework, a later redirect) cannot turn it into one.
 */
function staysOnSiteWhenDecoded(path: string): boolean {
  let text = path.split(/[?#]/)[0];
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    const decoded = decodeOnce(text);
    if (decoded === text) return true;
    if (REFUSED_CHARACTERS.test(decoded) || !isPlainPath(decoded)) return false;
    const resolved = resolveOnSite(decoded);
    if (!resolved || !isPlainPath(resolved.pathname)) return false;
    text = decoded;
  }
  return true;
}

/**
 * A path on this site (with query and hash, minus the preview/token parameters) for a redirect built from input,
 * or '/' for anything that is not plainly one: the result starts with a single `/`, holds only ASCII (the URL
 * parser percent-encodes the rest) and resolves to this site in a browser however often it is decoded.
 */
export function safeReturnPath(path: string | null | undefined): string {
  if (typeof path !== 'string' || path.length > MAX_RETURN_PATH_LENGTH) return '/';
  if (REFUSED_CHARACTERS.test(path) || !isPlainPath(path) || !staysOnSiteWhenDecoded(path)) return '/';
  const url = resolveOnSite(path);
  if (!url) return '/';
  for (const param of PREVIEW_PARAMS) url.searchParams.delete(param);
  const search = url.searchParams.toString();
  const result = `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
  // Dot segments can leave `//` at the start (`/.//x`, `/a/..//x`): the browser would read a host there.
  if (!isPlainPath(result) || !staysOnSiteWhenDecoded(result) || result.length > MAX_RETURN_PATH_LENGTH) return '/';
  return result;
}

/** A redirect to `safeReturnPath(path)`, with a relative Location (the host the browser used), never stored. */
export function returnRedirect(path: string | null | undefined, status: 303 | 307): Response {
  return new Response(null, { status, headers: { Location: safeReturnPath(path), 'Cache-Control': 'no-store' } });
}
