/**
 * Preview-mode guard (spec §6: preview=true switches preview on). When PREVIEW_SECRET is set, the
 * `token` must match it; unset means no check. Return paths are kept same-site (no open redirect).
 */

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
  secret: string | undefined = process.env.PREVIEW_SECRET,
): boolean {
  if (!secret) return true;
  return typeof token === 'string' && constantTimeEqual(token, secret);
}

const PREVIEW_PARAMS = ['preview', 'token'];
const BASE = 'http://site.invalid';

/** A same-site path (with query and hash, minus preview/token params) or '/' for anything else. */
export function safeReturnPath(path: string | null | undefined): string {
  const raw = (path ?? '').trim();
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\u0000-\u001f]/.test(raw)) return '/';
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE) return '/';
  for (const p of PREVIEW_PARAMS) url.searchParams.delete(p);
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
}
