/**
 * One HTTP exchange on ky, shared by the project and geo clients: URL building, a whole-request deadline
 * (headers and body), caller aborts, transport-error mapping, status rules and `data` unwrapping.
 */
import ky, { type Options as KyOptions } from 'ky';
import type { FetchLike } from './config';
import { badOptionValue, HttpClientError, HttpErrorCode, statusError } from './errors';

export type QueryScalar = string | number | boolean;
/** Arrays are joined with commas; undefined and null are dropped. */
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type JsonObject = Record<string, unknown>;

/** Per-call options both clients accept. */
export interface CallOptions {
  /** Caller abort; rejects with HttpClientError ERR_CANCELED. */
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key). The client's own headers win. */
  headers?: Readonly<Record<string, string>>;
  /** Opaque options handed to the fetch call as its second argument (e.g. `{ next: { revalidate, tags } }`). */
  fetchOptions?: Readonly<Record<string, unknown>>;
  /** Whole-request time-out for this call (ms); invalid values fall back to the client's. */
  timeout?: number;
  /** Told the answer's HTTP status before it is interpreted (a form post counts only a 201 as stored). */
  onStatus?: (status: number) => void;
}

export interface Exchange {
  method: HttpMethod;
  url: string;
  headers: Headers;
  /** Exact body text (already JSON). */
  body?: string;
  timeout: number;
  fetch?: FetchLike;
  requestInit?: RequestInit;
  signal?: AbortSignal;
  fetchOptions?: Readonly<Record<string, unknown>>;
}

export interface Answer {
  status: number;
  headers: Headers;
  /** Parsed JSON body; undefined when the body was empty or not JSON. */
  body: unknown;
  /** True when the body parsed as JSON. */
  json: boolean;
  /** True when the body was empty (or only whitespace). */
  empty: boolean;
}

/** Project-API or geo error for a status > 304 with a JSON body. */
export type ApiErrorFactory = (status: number, body: unknown, headers: Headers) => Error;

/** Rejects absolute URLs and dot segments; adds a leading `/`, drops trailing `/`. */
export function normalizePath(path: unknown): string {
  if (typeof path !== 'string') throw badOptionValue('path must be a string');
  const trimmed = path.trim();
  if (/^http/i.test(trimmed)) throw badOptionValue(`path must not be an absolute URL: ${path}`);
  const withSlash = (trimmed.startsWith('/') ? trimmed : `/${trimmed}`).replace(/\/+$/, '');
  if (withSlash === '') throw badOptionValue('path must not be empty');
  if (withSlash.split('?')[0].split('/').some((segment) => segment === '.' || segment === '..')) {
    throw badOptionValue(`path must not contain dot segments: ${path}`);
  }
  return withSlash;
}

export function queryValue(value: QueryValue): string | undefined {
  if (value === undefined || value === null) return undefined;
  return Array.isArray(value) ? value.join(',') : String(value);
}

export function buildUrl(baseUrl: string, path: string, params: QueryParams = {}): string {
  const url = new URL(baseUrl + path);
  for (const [name, raw] of Object.entries(params)) {
    const value = queryValue(raw);
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return url.toString();
}

export function isPlainObject(value: unknown): value is JsonObject {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function effectiveTimeout(callTimeout: number | undefined, fallback: number): number {
  return typeof callTimeout === 'number' && Number.isFinite(callTimeout) && callTimeout > 0 && callTimeout <= 2_147_483_647
    ? callTimeout
    : fallback;
}

function transportError(error: unknown): HttpClientError {
  if (error instanceof HttpClientError) return error;
  const name = (error as { name?: unknown })?.name;
  if (name === 'AbortError') return new HttpClientError(HttpErrorCode.ERR_CANCELED, 'Request aborted', { cause: error });
  if (name === 'TimeoutError') return new HttpClientError(HttpErrorCode.ETIMEDOUT, 'timeout exceeded', { cause: error });
  const cause = (error as { cause?: { message?: unknown } })?.cause;
  if (typeof cause?.message === 'string' && /redirect/i.test(cause.message)) {
    return new HttpClientError(HttpErrorCode.ERR_FR_TOO_MANY_REDIRECTS, 'Maximum number of redirects exceeded', { cause: error });
  }
  return new HttpClientError(HttpErrorCode.ERR_NETWORK, 'Network Error', { cause: error });
}

async function exchange(request: Exchange, signal: AbortSignal): Promise<Answer> {
  const options = {
    ...request.requestInit,
    ...request.fetchOptions,
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal,
    retry: 0,
    timeout: false,
    throwHttpErrors: false,
    fetch: request.fetch ?? globalThis.fetch.bind(globalThis),
  } as KyOptions;
  const response = await ky(request.url, options);
  const text = await response.text();
  const base = { status: response.status, headers: response.headers };
  if (text.trim() === '') return { ...base, body: undefined, json: false, empty: true };
  try {
    return { ...base, body: JSON.parse(text) as unknown, json: true, empty: false };
  } catch {
    return { ...base, body: undefined, json: false, empty: false };
  }
}

/** A request from a client's settings and the per-call options (time-out, signal, fetch pass-through). */
export function sendWith(
  settings: { timeout: number; fetch?: FetchLike; requestInit?: RequestInit },
  request: Pick<Exchange, 'method' | 'url' | 'headers' | 'body'>,
  options: CallOptions,
): Promise<Answer> {
  return send({
    ...request,
    timeout: effectiveTimeout(options.timeout, settings.timeout),
    fetch: settings.fetch,
    requestInit: settings.requestInit,
    signal: options.signal,
    fetchOptions: options.fetchOptions,
  });
}

/**
 * Runs one request. Never hangs: the deadline covers the whole exchange (also body read) and rejects even
 * when an injected fetch ignores its signal. Transport failures reject with HttpClientError.
 */
export async function send(request: Exchange): Promise<Answer> {
  const canceled = () => new HttpClientError(HttpErrorCode.ERR_CANCELED, 'Request aborted', { cause: request.signal?.reason });
  if (request.signal?.aborted) throw canceled();
  const controller = new AbortController();
  let failure: HttpClientError | undefined;
  let rejectDeadline: (error: HttpClientError) => void = () => {};
  const deadline = new Promise<never>((_, reject) => {
    rejectDeadline = reject;
  });
  const fail = (error: HttpClientError) => {
    if (failure) return;
    failure = error;
    controller.abort(error);
    rejectDeadline(error);
  };
  const timer = setTimeout(
    () => fail(new HttpClientError(HttpErrorCode.ETIMEDOUT, `timeout of ${request.timeout}ms exceeded`)),
    request.timeout,
  );
  const onAbort = () => fail(canceled());
  request.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    return await Promise.race([exchange(request, controller.signal), deadline]);
  } catch (error) {
    throw failure ?? transportError(error);
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Status rules (Elebase's): 200–299 valid (JSON body required when there is one),
 * 300–304 pass through (parsed body or null), > 304 (or < 200) reject — with the API error when the body
 * is JSON, else `Request failed with status code N`.
 */
export function interpret(answer: Answer, apiError: ApiErrorFactory): unknown {
  const { status, headers, body, json } = answer;
  if (status >= 200 && status <= 299) {
    if (!json && !answer.empty) {
      throw new HttpClientError(HttpErrorCode.ERR_BAD_RESPONSE, `Invalid JSON in response (status ${status})`, { status });
    }
    return unwrap(body);
  }
  if (status >= 300 && status <= 304) return json ? unwrap(body) : null;
  if (json) throw apiError(status, body, headers);
  throw statusError(status, headers);
}

/** `body.data` when the body is an envelope, else the body itself (null when empty). */
export function unwrap(body: unknown): unknown {
  if (body === undefined || body === null) return null;
  if (isPlainObject(body) && 'data' in body) return body.data ?? null;
  return body;
}
