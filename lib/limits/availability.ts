/**
 * Content availability: which failures mean "the content service is down, slow or rate-limiting us",
 * a short circuit breaker so an outage (or a 429) is not hammered, structured error logs without secrets, and
 * the mark that turns the page's error response into a 503 (see server/main.ts).
 *
 * State lives on globalThis: Next may bundle this module into several server chunks of one process, and the
 * health route must see the same breaker as the pages.
 */
import { ContentApiError, HttpClientError, HttpErrorCode } from '@/content-client/errors';
import { processWide } from '@/lib/server/process-wide';
import { CONTENT_BREAKER } from '@/lib/server/process-wide-key';
import { requestStore } from '@/lib/server/request-context';

const UNAVAILABLE_CODES = new Set<string>([HttpErrorCode.ERR_NETWORK, HttpErrorCode.ETIMEDOUT, HttpErrorCode.ECONNABORTED]);


/** Thrown without a request when the site's content budget is spent for now; an ERR_NETWORK like an outage. */
export class ContentBusyError extends HttpClientError {
  constructor(readonly retryAfterSeconds: number) {
    super(HttpErrorCode.ERR_NETWORK, `Content budget spent: try again in ${retryAfterSeconds} s`);
  }
}

/** Thrown without a request while the breaker is open; an ERR_NETWORK so callers treat it like one. */
export class ContentUnavailableError extends HttpClientError {
  constructor(retryInMs: number) {
    super(HttpErrorCode.ERR_NETWORK, `Content service unavailable: failing fast for ${Math.ceil(retryInMs / 1000)} s`);
  }
}

/**
 * Read by shape, not by class: Next bundles the content client into several chunks of one process (proxy.ts and
 * the routes each get a copy), so an error thrown by one copy is no `instanceof` the other's class, while the
 * breaker they share is one object.
 */
function fieldOf(error: unknown, name: 'status' | 'code'): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined;
}

function statusOf(error: unknown): number | undefined {
  const status = fieldOf(error, 'status');
  return typeof status === 'number' ? status : undefined;
}

/** Down, slow, failing (5xx) or rate-limiting (429): the site cannot get content right now. */
export function isContentUnavailable(error: unknown): boolean {
  const code = fieldOf(error, 'code');
  if (error instanceof Error && typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  const status = statusOf(error);
  return status !== undefined && (status >= 500 || status === 429);
}

export function isRateLimited(error: unknown): boolean {
  return statusOf(error) === 429;
}

export interface BreakerOptions {
  /** consecutive unavailable failures that open the breaker */
  threshold: number;
  /** how long it stays open after failures (ms) */
  openMs: number;
  /** how long it stays open after a 429 (ms): the client backs off at once */
  rateLimitedOpenMs: number;
}

export const BREAKER_DEFAULTS: BreakerOptions = { threshold: 3, openMs: 5_000, rateLimitedOpenMs: 15_000 };

interface BreakerState {
  failures: number;
  openUntil: number;
}

/**
 * A small circuit breaker: after `threshold` consecutive failures (or one 429) calls fail fast until
 * `openUntil`; the first call after that goes through (half-open) and either closes it or opens it again.
 */
export class CircuitBreaker {
  private readonly state: BreakerState = { failures: 0, openUntil: 0 };

  constructor(
    private readonly options: BreakerOptions = BREAKER_DEFAULTS,
    private readonly now: () => number = Date.now,
  ) {}

  /** ms left while open, else 0. */
  openFor(): number {
    return Math.max(0, this.state.openUntil - this.now());
  }

  /** Whether a failure opened (or re-opened) the breaker. */
  failure(error: unknown): boolean {
    this.state.failures += 1;
    const wait = isRateLimited(error)
      ? this.options.rateLimitedOpenMs
      : this.state.failures >= this.options.threshold
        ? this.options.openMs
        : 0;
    if (wait === 0) return false;
    this.state.openUntil = this.now() + wait;
    return true;
  }

  /** Whether this success closed a breaker that had failures. */
  success(): boolean {
    const had = this.state.failures > 0;
    this.state.failures = 0;
    this.state.openUntil = 0;
    return had;
  }

  get failures(): number {
    return this.state.failures;
  }
}

/** The process-wide breaker of the content client (server/main.ts reads it by the same name). */
export function contentBreaker(): CircuitBreaker {
  return processWide(CONTENT_BREAKER, () => new CircuitBreaker(), 'keep');
}

/** Marks the current response "content unavailable": server/main.ts answers its error with 503. */
export function markResponseUnavailable(): void {
  const store = requestStore();
  if (store) store.contentUnavailable = true;
}

/** One JSON line on stderr: what failed and how, never keys, tokens, headers, bodies or query values. */
export function logContentEvent(event: string, fields: Record<string, unknown> = {}, level: 'error' | 'info' = 'error'): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, source: 'content', event, ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}

export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof ContentApiError) return { error: error.name, status: error.status, id: error.id };
  if (error instanceof HttpClientError) {
    const cause = (error.cause as { cause?: { code?: unknown } } | undefined)?.cause?.code ?? (error.cause as { code?: unknown } | undefined)?.code;
    return { error: error.name, code: error.code, status: error.status, ...(typeof cause === 'string' ? { cause } : {}) };
  }
  return { error: error instanceof Error ? error.name : typeof error };
}

/** Asked before each content request: may it be made now (the site-wide budget), else how long to wait. */
export type BudgetCheck = () => Promise<{ allowed: boolean; retryAfterSeconds: number; priority?: string }>;

const BUDGET_LOG_INTERVAL_MS = 10_000;
let lastBudgetLog = 0;

/**
 * Wraps every method of a client object: refuse while the budget is spent, fail fast while the breaker is open,
 * count unavailability, close on success, log failures (the operation name only, e.g. `entries`) and mark the
 * response for a 503.
 */
export function guardClient<C extends object>(
  client: C,
  breaker: () => CircuitBreaker = contentBreaker,
  budget: BudgetCheck = async () => ({ allowed: true, retryAfterSeconds: 0 }),
): C {
  const guarded: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(client)) {
    if (typeof value !== 'function') {
      guarded[name] = value;
      continue;
    }
    guarded[name] = async (...args: unknown[]) => {
      const b = breaker();
      const wait = b.openFor();
      if (wait > 0) {
        markResponseUnavailable();
        throw new ContentUnavailableError(wait);
      }
      const allowance = await budget();
      if (!allowance.allowed) {
        markResponseUnavailable();
        if (Date.now() - lastBudgetLog >= BUDGET_LOG_INTERVAL_MS) {
          lastBudgetLog = Date.now();
          logContentEvent('content_budget_spent', { op: name, priority: allowance.priority, retryInS: allowance.retryAfterSeconds });
        }
        throw new ContentBusyError(allowance.retryAfterSeconds);
      }
      try {
        const result = await (value as (...a: unknown[]) => Promise<unknown>)(...args);
        if (b.success()) logContentEvent('content_available', { op: name }, 'info');
        return result;
      } catch (error) {
        if (isContentUnavailable(error)) {
          const opened = b.failure(error);
          markResponseUnavailable();
          logContentEvent(opened ? 'content_unavailable_breaker_open' : 'content_unavailable', {
            op: name,
            ...errorFields(error),
            failures: b.failures,
            ...(opened ? { retryInMs: b.openFor() } : {}),
          });
        } else {
          logContentEvent('content_request_failed', { op: name, ...errorFields(error) });
        }
        throw error;
      }
    };
  }
  return guarded as C;
}
