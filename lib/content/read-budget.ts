/**
 * The site-wide budget of uncached content requests: kept below the content service's quota so that no amount of
 * anonymous traffic makes the service answer 429 (which would stop every page that is not cached yet). Page
 * renders may spend all of it; search and the list/calendar APIs only what is left above half, so a flood of
 * searches leaves the other half for visitors' pages. Cached reads never get here.
 *
 * Process-wide on globalThis: Next may bundle this module into several server chunks of one process.
 */
import { QUERY_API_PREFIXES } from '@/lib/limits/client-limit';
import { createTokenBuckets, type TakeResult, type TokenBuckets } from '@/lib/limits/token-bucket';
import { requestStore } from '@/lib/request-context';

export type ReadPriority = 'page' | 'background';

const BUDGET_WINDOW_MS = 60_000;
const BACKGROUND_PATHS = [...QUERY_API_PREFIXES, '/search'];

/** Requests whose content reads yield to page renders. */
export function priorityOfPath(path: string | undefined): ReadPriority {
  if (!path) return 'page';
  const pathname = path.split('?')[0];
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
  return BACKGROUND_PATHS.some(under) ? 'background' : 'page';
}

const BUDGET_KEY = Symbol.for('whitefish.content-read-budget');
const SITE = 'site';

interface Budget {
  perMinute: number;
  buckets: TokenBuckets;
}

/** Takes one content request from the budget for the current request's priority. */
export function takeContentRead(perMinute: number, priority: ReadPriority = priorityOfPath(requestStore()?.path), nowMs = Date.now()): TakeResult & { priority: ReadPriority } {
  const g = globalThis as unknown as Record<symbol, Budget | undefined>;
  let budget = g[BUDGET_KEY];
  if (budget?.perMinute !== perMinute) {
    budget = { perMinute, buckets: createTokenBuckets({ capacity: perMinute, windowMs: BUDGET_WINDOW_MS, maxKeys: 1 }) };
    g[BUDGET_KEY] = budget;
  }
  const reserve = priority === 'background' ? Math.floor(perMinute / 2) : 0;
  return { ...budget.buckets.take(SITE, { reserve, nowMs }), priority };
}
