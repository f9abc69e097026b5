/**
 * Preview-mode guard: `preview=true` switches preview on; when PREVIEW_SECRET is set, the `token` must match it
 * (unset means no check). Preview is on only with a valid draft-mode cookie. Return paths after turning preview
 * on or off never leave the site.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { DRAFT_MODE_COOKIE } from '@/lib/config/constants';
import { serverEnv } from '@/lib/config/server-config';
import { previewModeId } from '@/lib/server/preview-mode-id';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Compares in time independent of the strings (also used for the revalidation secret): both are hashed first, so
 * neither where they differ nor the secret's length shows in the time taken.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * Whether a draft-mode cookie value turns preview on, as Next decides it when rendering (DraftModeProvider): the
 * value equals the build's preview-mode id — Next's development server also accepts any value while its id is the
 * placeholder `development-id`. A forged value or one from another build is no preview: everything that decides
 * before Next renders (proxy.ts, the entry and list gates, route handlers) must treat it as no cookie at all, or
 * it would act on drafts while Next renders, and stores, the normal page.
 */
export function draftCookieValid(value: string | null | undefined, id: string | null = previewModeId()): boolean {
  if (typeof value !== 'string' || value === '' || !id) return false;
  if (id === 'development-id' && process.env.NODE_ENV !== 'production') return true;
  return constantTimeEqual(value, id);
}

/** Preview for a request with these cookies (anything with `get(name)?.value`: NextRequest's, next/headers'). */
export function inDraftMode(cookies: { get(name: string): { value: string } | undefined }): boolean {
  return draftCookieValid(cookies.get(DRAFT_MODE_COOKIE)?.value);
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
