/**
 * The request target (`req.url`) taken apart without decoding anything, so reading it never throws: the raw
 * path (trailing slashes dropped) and the raw query. Decoding happens only after authentication, in `decodeTarget`.
 */
export interface RawTarget {
  path: string;
  query: string;
}

export function splitTarget(url: string): RawTarget {
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  const query = mark < 0 ? '' : url.slice(mark + 1);
  return { path: path.replace(/\/+$/, '') || '/', query };
}

export interface DecodedTarget {
  /** decoded path segments, without the leading empty one: `/a/b%20c` → `['a', 'b c']` */
  segments: string[];
  query: URLSearchParams;
}

/** Why a target cannot be decoded: the id and data of the 400 answer. */
export interface TargetProblem {
  id: 'invalid_path' | 'invalid_escape';
  data: 'path' | 'query' | null;
}

function decodes(raw: string): boolean {
  try {
    decodeURIComponent(raw);
    return true;
  } catch {
    return false;
  }
}

/**
 * Strict decoding: a malformed escape or an escape that is not UTF-8 anywhere in the path or query is a problem
 * (URLSearchParams alone would pass `%zz` through as text). A target not starting with `/` (`*`, absolute form)
 * is not a path of this service.
 */
export function decodeTarget(target: RawTarget): { ok: true; target: DecodedTarget } | { ok: false; problem: TargetProblem } {
  if (!target.path.startsWith('/')) return { ok: false, problem: { id: 'invalid_path', data: null } };
  if (!decodes(target.path)) return { ok: false, problem: { id: 'invalid_escape', data: 'path' } };
  if (!decodes(target.query)) return { ok: false, problem: { id: 'invalid_escape', data: 'query' } };
  const segments = target.path === '/' ? [] : target.path.slice(1).split('/').map((segment) => decodeURIComponent(segment));
  return { ok: true, target: { segments, query: new URLSearchParams(target.query) } };
}
