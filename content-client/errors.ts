/**
 * Error types of the content client. Callers tell failures apart with `instanceof` and `code`:
 * - `ContentApiError` — the Project API answered with a status > 304 and an error body (`{error:{id,data}}`).
 * - `GeoApiError` — the Geo Tools API answered with a status > 304 (`{error:{code,info,type}}`).
 * - `HttpClientError` — everything else: bad options, transport failures, time-outs, aborts, and error
 *   statuses whose body is not JSON at all.
 */
import { USAGE_LIMIT_INFO_HEADER, USAGE_LIMIT_TIME_HEADER } from './wire';

/** HTTP client error codes (the SDK's HTTP client's). */
export const HttpErrorCode = {
  ERR_BAD_OPTION_VALUE: 'ERR_BAD_OPTION_VALUE',
  ERR_BAD_OPTION: 'ERR_BAD_OPTION',
  ECONNABORTED: 'ECONNABORTED',
  ETIMEDOUT: 'ETIMEDOUT',
  ERR_NETWORK: 'ERR_NETWORK',
  ERR_FR_TOO_MANY_REDIRECTS: 'ERR_FR_TOO_MANY_REDIRECTS',
  ERR_DEPRECATED: 'ERR_DEPRECATED',
  ERR_BAD_RESPONSE: 'ERR_BAD_RESPONSE',
  ERR_BAD_REQUEST: 'ERR_BAD_REQUEST',
  ERR_CANCELED: 'ERR_CANCELED',
} as const;
export type HttpErrorCode = (typeof HttpErrorCode)[keyof typeof HttpErrorCode];

/** The usage-limit headers an answer carried (only the ones present). */
export interface UsageLimitHeaders {
  'X-Usage-Limit-Info'?: string;
  'X-Usage-Limit-Time'?: string;
}

export function usageLimitHeaders(headers: Headers | undefined): UsageLimitHeaders {
  const out: UsageLimitHeaders = {};
  if (!headers) return out;
  const info = headers.get(USAGE_LIMIT_INFO_HEADER);
  const time = headers.get(USAGE_LIMIT_TIME_HEADER);
  if (info !== null) out['X-Usage-Limit-Info'] = info;
  if (time !== null) out['X-Usage-Limit-Time'] = time;
  return out;
}

/** Failures expected whenever the host is down or slow, or a caller's budget refuses a request. */
const TRANSPORT_FAILURES: ReadonlySet<string> = new Set([HttpErrorCode.ECONNABORTED, HttpErrorCode.ETIMEDOUT, HttpErrorCode.ERR_NETWORK]);

export class HttpClientError extends Error {
  override readonly name = 'HttpClientError';
  readonly code: HttpErrorCode;
  /** HTTP status when the failure came with an answer (ERR_BAD_REQUEST / ERR_BAD_RESPONSE). */
  readonly status?: number;
  readonly headers: UsageLimitHeaders;

  constructor(code: HttpErrorCode, message: string, extra: { status?: number; headers?: UsageLimitHeaders; cause?: unknown } = {}) {
    super(message, extra.cause === undefined ? undefined : { cause: extra.cause });
    this.code = code;
    this.status = extra.status;
    this.headers = extra.headers ?? {};
  }

  /**
   * How a log shows it: a transport failure or refusal is one line (name, code, message and the cause's code), since
   * an outage logs one per request and its stack says nothing; any other error shows in full.
   */
  [Symbol.for('nodejs.util.inspect.custom')](): unknown {
    if (!TRANSPORT_FAILURES.has(this.code)) return this;
    const cause = (this.cause as { code?: unknown } | undefined)?.code;
    return `${this.constructor.name} ${this.code}: ${this.message}${typeof cause === 'string' ? ` (${cause})` : ''}`;
  }
}

/** Thrown synchronously-in-spirit for invalid configuration or call options. */
export function badOptionValue(message: string): HttpClientError {
  return new HttpClientError(HttpErrorCode.ERR_BAD_OPTION_VALUE, message);
}

export function badOption(message: string): HttpClientError {
  return new HttpClientError(HttpErrorCode.ERR_BAD_OPTION, message);
}

/** `Request failed with status code N` for an error status whose body is not JSON. */
export function statusError(status: number, headers: Headers): HttpClientError {
  const code = status >= 500 ? HttpErrorCode.ERR_BAD_RESPONSE : HttpErrorCode.ERR_BAD_REQUEST;
  return new HttpClientError(code, `Request failed with status code ${status}`, {
    status,
    headers: usageLimitHeaders(headers),
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `error` member of a parsed error body, when it is an object. */
function errorMember(body: unknown): Record<string, unknown> | undefined {
  return isRecord(body) && isRecord(body.error) ? body.error : undefined;
}

export class ContentApiError extends Error {
  override readonly name = 'ContentApiError';
  readonly status: number;
  readonly id: string;
  readonly data: unknown;
  readonly headers: UsageLimitHeaders;

  constructor(status: number, body: unknown, headers?: Headers) {
    const error = errorMember(body);
    const id = error && typeof error.id === 'string' ? error.id : 'unknown';
    const data = error?.data ?? null;
    super(error ? `API error: ${JSON.stringify({ id, data })}` : 'API error: unknown');
    this.status = status;
    this.id = id;
    this.data = data;
    this.headers = usageLimitHeaders(headers);
  }
}

export class GeoApiError extends Error {
  override readonly name = 'GeoApiError';
  readonly status: number;
  readonly code: string;
  readonly info: string;
  readonly type: string;

  constructor(status: number, body: unknown) {
    const error = errorMember(body);
    const field = (key: string) => (error && typeof error[key] === 'string' && error[key] !== '' ? (error[key] as string) : 'unknown');
    const code = field('code');
    const info = field('info');
    const type = field('type');
    super(`Geo API error: ${JSON.stringify({ code, info, type })}`);
    this.status = status;
    this.code = code;
    this.info = info;
    this.type = type;
  }
}
