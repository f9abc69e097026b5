/** Shared parsing of Elebase list parameters (`a,!b`, `+a,b`, limit/page). */

/** Values in one comma list. */
export const MAX_LIST_ITEMS = 500;
/**
 * Values in a `+` (match all) list: each becomes its own SQL condition, and SQLite refuses a WHERE clause deeper
 * than 1000 conditions ("Expression tree is too large").
 */
export const MAX_MATCH_ALL_ITEMS = 50;

/** A query parameter holding more values than the store takes (the server answers 400 `invalid_query`). */
export class QueryLimitError extends Error {
  constructor(readonly param: string) {
    super(`too many values in ${param}`);
  }
}

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

/** A comma list from a query parameter, at most MAX_LIST_ITEMS values. */
export function listParam(raw: string | null, param: string): string[] {
  const items = splitList(raw ?? '');
  if (items.length > MAX_LIST_ITEMS) throw new QueryLimitError(param);
  return items;
}

/**
 * `a,b,!c` / `+a,b`. A `+` that arrived unescaped in a query string decodes to a space, so a leading
 * space counts as `+` too.
 */
export function parseIdFilter(raw: string | null, param: string): IdFilter | null {
  if (raw === null) return null;
  const all = /^[+ ]/.test(raw);
  const include: string[] = [];
  const exclude: string[] = [];
  for (const item of listParam(raw.replace(/^[+ ]+/, ''), param)) {
    const bare = item.replace(/^\+/, '');
    if (bare.startsWith('!')) {
      if (bare.length > 1) exclude.push(bare.slice(1));
    } else if (bare !== '') include.push(bare);
  }
  if (all && include.length > MAX_MATCH_ALL_ITEMS) throw new QueryLimitError(param);
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
