import { createConfig, createGeoConfig, DEFAULT_TIMEOUT_MS, type ContentConfigInput } from './config';
import { HttpClientError, HttpErrorCode } from './errors';

const key = { public: 'pub', private: 'priv' };
const base: ContentConfigInput = { project: 'whitefish', key };

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpClientError);
    return (error as HttpClientError).code;
  }
  return undefined;
}

describe('createConfig', () => {
  it('applies defaults and builds the base URL', () => {
    const config = createConfig(base);
    expect(config).toMatchObject({
      version: 'v1',
      project: 'whitefish',
      host: 'https://cdn.elebase.io',
      baseUrl: 'https://cdn.elebase.io/whitefish/v1',
      timeout: DEFAULT_TIMEOUT_MS,
      phases: [4],
      locales: ['en'],
      key,
    });
    expect(config.token).toBeUndefined();
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('accepts only v1', () => {
    expect(createConfig({ ...base, version: 'v1' }).version).toBe('v1');
    for (const version of ['v2', '0.1', '', 'V1']) {
      expect(codeOf(() => createConfig({ ...base, version }))).toBe(HttpErrorCode.ERR_BAD_OPTION_VALUE);
    }
    expect(() => createConfig({ ...base, version: 'v2' })).toThrow(/Unsupported API version "v2"/);
  });

  it('needs a key pair or a token', () => {
    expect(codeOf(() => createConfig({ project: 'p' }))).toBe(HttpErrorCode.ERR_BAD_OPTION);
    expect(codeOf(() => createConfig({ project: 'p', token: '' }))).toBe(HttpErrorCode.ERR_BAD_OPTION);
    expect(createConfig({ project: 'p', token: 't' }).token).toBe('t');
    expect(codeOf(() => createConfig({ project: 'p', key: { public: 'x', private: '' } }))).toBe(
      HttpErrorCode.ERR_BAD_OPTION_VALUE,
    );
  });

  it('needs a non-empty project string', () => {
    expect(codeOf(() => createConfig({ key } as ContentConfigInput))).toBe(HttpErrorCode.ERR_BAD_OPTION);
    expect(codeOf(() => createConfig({ key, project: '  ' }))).toBe(HttpErrorCode.ERR_BAD_OPTION_VALUE);
    expect(codeOf(() => createConfig({ key, project: 42 as unknown as string }))).toBe(HttpErrorCode.ERR_BAD_OPTION_VALUE);
  });

  it('validates phases: integers 0-4, deduped and sorted', () => {
    expect(createConfig({ ...base, phases: [4, 1, 4, 0, 2] }).phases).toEqual([0, 1, 2, 4]);
    for (const phases of [[5], [-1], [1.5], ['4'], [], [Number.NaN]] as unknown as number[][]) {
      expect(codeOf(() => createConfig({ ...base, phases }))).toBe(HttpErrorCode.ERR_BAD_OPTION_VALUE);
    }
  });

  it('falls back to the default time-out for invalid values', () => {
    expect(createConfig({ ...base, timeout: 500 }).timeout).toBe(500);
    for (const timeout of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, '300' as unknown as number]) {
      expect(createConfig({ ...base, timeout }).timeout).toBe(DEFAULT_TIMEOUT_MS);
    }
  });

  it('takes host (trailing slash dropped), locales, user, fetch and requestInit', () => {
    const fetch = jest.fn();
    const config = createConfig({
      ...base,
      host: 'http://127.0.0.1:4010/',
      locales: ['en', 'es'],
      user: 'u-1',
      fetch,
      requestInit: { cache: 'no-store' },
    });
    expect(config.baseUrl).toBe('http://127.0.0.1:4010/whitefish/v1');
    expect(config.locales).toEqual(['en', 'es']);
    expect(config.user).toBe('u-1');
    expect(config.fetch).toBe(fetch);
    expect(config.requestInit).toEqual({ cache: 'no-store' });
    expect(createConfig({ ...base, locales: [] }).locales).toEqual([]);
    expect(codeOf(() => createConfig({ ...base, host: 'ftp://x' }))).toBe(HttpErrorCode.ERR_BAD_OPTION_VALUE);
    expect(codeOf(() => createConfig({ ...base, locales: [''] }))).toBe(HttpErrorCode.ERR_BAD_OPTION_VALUE);
  });
});

describe('createGeoConfig', () => {
  it('needs a token and uses its own host without project or version', () => {
    expect(codeOf(() => createGeoConfig({} as { token: string }))).toBe(HttpErrorCode.ERR_BAD_OPTION);
    expect(createGeoConfig({ token: 't' })).toMatchObject({ baseUrl: 'https://geo.elebase.io', token: 't', timeout: DEFAULT_TIMEOUT_MS });
    expect(createGeoConfig({ token: 't', host: 'http://127.0.0.1:9/' }).baseUrl).toBe('http://127.0.0.1:9');
  });
});
