import { ContentApiError, HttpClientError, HttpErrorCode } from '@/content-client/errors';
import {
  CircuitBreaker,
  contentBreaker,
  ContentUnavailableError,
  guardClient,
  isContentUnavailable,
} from './availability';
import { REQUEST_CONTEXT_KEY } from '@/lib/server/request-context';
import { AsyncLocalStorage } from 'node:async_hooks';

const network = () => new HttpClientError(HttpErrorCode.ERR_NETWORK, 'fetch failed');
const rateLimited = () => new ContentApiError(429, { error: { id: 'usage_limit_exceeded', data: null } });

describe('isContentUnavailable', () => {
  it('is true for transport failures, time-outs, 5xx and 429', () => {
    expect(isContentUnavailable(network())).toBe(true);
    expect(isContentUnavailable(new HttpClientError(HttpErrorCode.ETIMEDOUT, 't'))).toBe(true);
    expect(isContentUnavailable(new HttpClientError(HttpErrorCode.ECONNABORTED, 'a'))).toBe(true);
    expect(isContentUnavailable(new HttpClientError(HttpErrorCode.ERR_BAD_RESPONSE, 'x', { status: 502 }))).toBe(true);
    expect(isContentUnavailable(new ContentApiError(500, { error: { id: 'internal_error' } }))).toBe(true);
    expect(isContentUnavailable(rateLimited())).toBe(true);
  });

  it('is false for client errors and other failures', () => {
    expect(isContentUnavailable(new ContentApiError(401, { error: { id: 'invalid_key' } }))).toBe(false);
    expect(isContentUnavailable(new ContentApiError(404, { error: { id: 'not_found' } }))).toBe(false);
    expect(isContentUnavailable(new HttpClientError(HttpErrorCode.ERR_BAD_OPTION_VALUE, 'bad'))).toBe(false);
    expect(isContentUnavailable(new Error('boom'))).toBe(false);
  });
});

describe('CircuitBreaker', () => {
  it('opens after the threshold of consecutive failures, then lets one call through after the wait', () => {
    let now = 1_000;
    const breaker = new CircuitBreaker({ threshold: 3, openMs: 5_000, rateLimitedOpenMs: 15_000 }, () => now);
    expect(breaker.failure(network())).toBe(false);
    expect(breaker.failure(network())).toBe(false);
    expect(breaker.openFor()).toBe(0);
    expect(breaker.failure(network())).toBe(true);
    expect(breaker.openFor()).toBe(5_000);
    now += 5_001;
    expect(breaker.openFor()).toBe(0); // half-open: the next call goes through
    expect(breaker.failure(network())).toBe(true); // and a failure re-opens at once
    expect(breaker.success()).toBe(true);
    expect(breaker.openFor()).toBe(0);
    expect(breaker.failures).toBe(0);
  });

  it('backs off at once on a 429', () => {
    const breaker = new CircuitBreaker({ threshold: 3, openMs: 5_000, rateLimitedOpenMs: 15_000 }, () => 0);
    expect(breaker.failure(rateLimited())).toBe(true);
    expect(breaker.openFor()).toBe(15_000);
  });

  it('backs off at once on a 429 thrown by another copy of the client (Next bundles one per chunk)', async () => {
    jest.resetModules();
    const other = (await import('@/content-client/errors')) as typeof import('@/content-client/errors');
    const foreign = new other.ContentApiError(429, { error: { id: 'usage_limit_exceeded', data: null } });
    expect(foreign).not.toBeInstanceOf(ContentApiError);
    const breaker = new CircuitBreaker({ threshold: 3, openMs: 5_000, rateLimitedOpenMs: 15_000 }, () => 0);
    expect(breaker.failure(foreign)).toBe(true);
    expect(breaker.openFor()).toBe(15_000);
    expect(isContentUnavailable(new other.HttpClientError(other.HttpErrorCode.ERR_NETWORK, 'fetch failed'))).toBe(true);
  });
});

describe('guardClient', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('fails fast without calling the service while open, and recovers by itself', async () => {
    let now = 0;
    const breaker = new CircuitBreaker({ threshold: 2, openMs: 1_000, rateLimitedOpenMs: 1_000 }, () => now);
    let up = false;
    const entries = jest.fn(async () => {
      if (!up) throw network();
      return { index: [], total: 0 };
    });
    const client = guardClient({ config: { host: 'h' }, entries }, () => breaker);
    expect(client.config).toEqual({ host: 'h' });
    await expect(client.entries()).rejects.toThrow('fetch failed');
    await expect(client.entries()).rejects.toThrow('fetch failed');
    await expect(client.entries()).rejects.toBeInstanceOf(ContentUnavailableError);
    expect(entries).toHaveBeenCalledTimes(2);
    now = 1_001;
    up = true;
    await expect(client.entries()).resolves.toEqual({ index: [], total: 0 });
    expect(entries).toHaveBeenCalledTimes(3);
    expect(breaker.failures).toBe(0);
  });

  it('logs one JSON line per failure without keys or messages that could hold them', async () => {
    const breaker = new CircuitBreaker();
    const secretish = new HttpClientError(HttpErrorCode.ERR_NETWORK, 'failed https://x/?key=SECRET-KEY');
    const client = guardClient({ entries: async () => Promise.reject(secretish) }, () => breaker);
    await expect(client.entries()).rejects.toBe(secretish);
    const line = JSON.parse(errors.mock.calls[0][0]);
    expect(line).toMatchObject({ level: 'error', source: 'content', event: 'content_unavailable', op: 'entries', code: 'ERR_NETWORK' });
    expect(errors.mock.calls[0][0]).not.toContain('SECRET-KEY');
  });

  it('marks the current response context as content-unavailable', async () => {
    const als = new AsyncLocalStorage<{ contentUnavailable?: boolean }>();
    (globalThis as unknown as Record<symbol, unknown>)[REQUEST_CONTEXT_KEY] = als;
    try {
      const client = guardClient({ entries: async () => Promise.reject(network()) }, () => new CircuitBreaker());
      const store: { contentUnavailable?: boolean } = {};
      await als.run(store, () => client.entries().catch(() => null));
      expect(store.contentUnavailable).toBe(true);
      const other: { contentUnavailable?: boolean } = {};
      const ok = guardClient({ entries: async () => Promise.reject(new ContentApiError(404, {})) }, () => new CircuitBreaker());
      await als.run(other, () => ok.entries().catch(() => null));
      expect(other.contentUnavailable).toBeUndefined();
    } finally {
      delete (globalThis as unknown as Record<symbol, unknown>)[REQUEST_CONTEXT_KEY];
    }
  });
});

it('keeps the breaker where the production server looks for it', async () => {
  const { processWideKey, CONTENT_BREAKER } = await import('@/lib/server/process-wide-key');
  const breaker = contentBreaker();
  expect((globalThis as Record<symbol, unknown>)[processWideKey(CONTENT_BREAKER)]).toBe(breaker);
});
