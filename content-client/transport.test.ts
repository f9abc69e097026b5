import { ContentApiError, GeoApiError, HttpClientError, HttpErrorCode } from './errors';
import { buildUrl, interpret, normalizePath, type Answer } from './transport';
import { createRequestMemo, requestKey } from './memo';

function answer(status: number, body: unknown, extra: Partial<Answer> = {}): Answer {
  return { status, headers: new Headers(), body, json: body !== undefined, empty: body === undefined, ...extra };
}
const contentError = (status: number, body: unknown, headers: Headers) => new ContentApiError(status, body, headers);

describe('paths and query', () => {
  it('adds a leading slash, drops trailing slashes, rejects absolute URLs and dot segments', () => {
    expect(normalizePath('entries')).toBe('/entries');
    expect(normalizePath('/entries/')).toBe('/entries');
    expect(normalizePath('embed/data//')).toBe('/embed/data');
    for (const bad of ['http://x/entries', 'https://x', 'HTTP://x', '/', '', '../x', '/a/./b']) {
      expect(() => normalizePath(bad)).toThrow(HttpClientError);
    }
    try {
      normalizePath('https://evil.example/entries');
    } catch (error) {
      expect((error as HttpClientError).code).toBe(HttpErrorCode.ERR_BAD_OPTION_VALUE);
    }
  });

  it('joins arrays with commas and drops undefined/null', () => {
    const url = new URL(buildUrl('http://h/p/v1', '/entries', { phase: [1, 2], type: 'dine', x: undefined, y: null, limit: 10, z: false }));
    expect(url.pathname).toBe('/p/v1/entries');
    expect(Object.fromEntries(url.searchParams)).toEqual({ phase: '1,2', type: 'dine', limit: '10', z: 'false' });
  });
});

describe('status rules', () => {
  it('unwraps data on 2xx and passes 300-304 through', () => {
    expect(interpret(answer(200, { data: { a: 1 } }), contentError)).toEqual({ a: 1 });
    expect(interpret(answer(204, undefined), contentError)).toBeNull();
    expect(interpret(answer(304, undefined), contentError)).toBeNull();
    expect(interpret(answer(300, { data: [1] }), contentError)).toEqual([1]);
  });

  it('maps JSON error bodies to ContentApiError and others to HttpClientError', () => {
    const headers = new Headers({ 'X-Usage-Limit-Info': '3/3', 'X-Usage-Limit-Time': '60' });
    const error = (() => {
      try {
        interpret(answer(429, { error: { id: 'usage_limit', data: null } }, { headers }), contentError);
      } catch (e) {
        return e as ContentApiError;
      }
    })()!;
    expect(error).toBeInstanceOf(ContentApiError);
    expect(error).toMatchObject({ status: 429, id: 'usage_limit', data: null, message: 'API error: {"id":"usage_limit","data":null}' });
    expect(error.headers).toEqual({ 'X-Usage-Limit-Info': '3/3', 'X-Usage-Limit-Time': '60' });

    expect(() => interpret(answer(500, { oops: 1 }), contentError)).toThrow('API error: unknown');
    expect(() => interpret(answer(305, { oops: 1 }), contentError)).toThrow(ContentApiError);
    expect(() => interpret(answer(502, undefined, { json: false, empty: false }), contentError)).toThrow(
      expect.objectContaining({ code: 'ERR_BAD_RESPONSE', message: 'Request failed with status code 502', status: 502 }),
    );
    expect(() => interpret(answer(404, undefined), contentError)).toThrow(
      expect.objectContaining({ code: 'ERR_BAD_REQUEST', message: 'Request failed with status code 404' }),
    );
    expect(() => interpret(answer(200, undefined, { json: false, empty: false }), contentError)).toThrow(
      expect.objectContaining({ code: 'ERR_BAD_RESPONSE' }),
    );
  });

  it('builds geo errors with unknown defaults', () => {
    const geo = new GeoApiError(400, { error: { code: 'bad_geometry' } });
    expect(geo).toMatchObject({ status: 400, code: 'bad_geometry', info: 'unknown', type: 'unknown' });
    expect(new GeoApiError(500, 'x')).toMatchObject({ code: 'unknown', info: 'unknown', type: 'unknown' });
  });
});

describe('createRequestMemo', () => {
  it('dedupes by a key-order independent SHA-1 and forgets failures', async () => {
    expect(requestKey({ a: 1, b: [1, 2] })).toBe(requestKey({ b: [1, 2], a: 1, c: undefined }));
    expect(requestKey({ a: 1 })).toMatch(/^[0-9a-f]{40}$/);
    const memo = createRequestMemo();
    const load = jest.fn(async () => 'x');
    await expect(memo.get({ path: '/entries', p: 1 }, load)).resolves.toBe('x');
    await expect(memo.get({ p: 1, path: '/entries' }, load)).resolves.toBe('x');
    expect(load).toHaveBeenCalledTimes(1);
    const failing = jest.fn(async () => {
      throw new Error('boom');
    });
    await expect(memo.get('k', failing)).rejects.toThrow('boom');
    await expect(memo.get('k', failing)).rejects.toThrow('boom');
    expect(failing).toHaveBeenCalledTimes(2);
    expect(createRequestMemo().size).toBe(0);
  });
});
