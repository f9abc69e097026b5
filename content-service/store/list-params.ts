/** Shared parsing of Elebase list parameters (`a,!b`, `+a,b`, limit/page). */

export interface IdFilter {
  /** `+` before the list: every include must match (otherwise any). */
  all: boolean;
  include: string[];
  exclude: string[];
}

export function splitList(raw: string): string[] {
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/**
 * `a,b,!c` / `+a,b`. A `+` that arrived unescaped in a query string decodes to a space, so a leading
 * space counts as `+` too.
 */
export function parseIdFilter(raw: string | null): IdFilter | null {
  if (raw === null) return null;
  const all = /^[+ ]/.test(raw);
  const include: string[] = [];
  const exclude: string[] = [];
  for (const item of splitList(raw.replace(/^[+ ]+/, ''))) {
    const bare = item.replace(/^\+/, '');
    if (bare.startsWith('!')) {
      if (bare.length > 1) exclude.push(bare.slice(1));
    } else if (bare !== '') include.push(bare);
  }
  return include.length || exclude.length ? { all, include, exclude } : null;
}

export const DEFAULT_LIMIT = 25;
export const MAX_LIMIT = 1000;

export interface Page {
  limit: number;
  page: number;
}

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/** limit: default 25, capped at 1000, invalid → default; page: 1-based, invalid → 1. */
export function parsePage(params: URLSearchParams): Page {
  const limit = positiveInt(params.get('limit'));
  return { limit: limit === null ? DEFAULT_LIMIT : Math.min(limit, MAX_LIMIT), page: positiveInt(params.get('page')) ?? 1 };
}
