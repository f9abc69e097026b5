import { locationLeavesSite, OPEN_REDIRECT_CORPUS, SAME_SITE_RETURN_PATHS } from '@/tests/fixtures/open-redirects.mjs';
import { constantTimeEqual, draftCookieValid, MAX_RETURN_PATH_LENGTH, previewAllowed, returnRedirect, safeReturnPath } from './preview-guard';

const SITE = 'https://explorewhitefish.com';

it('allows preview without a secret, else only with the matching token', () => {
  expect(previewAllowed(null, undefined)).toBe(true);
  expect(previewAllowed('s3cret', 's3cret')).toBe(true);
  expect(previewAllowed('wrong', 's3cret')).toBe(false);
  expect(previewAllowed(null, 's3cret')).toBe(false);
});

describe('the draft-mode cookie', () => {
  const BUILD_ID = 'fb14eb0826c6d5bca13fd757ef4bc12d';

  it('turns preview on only when it holds the build\'s preview-mode id', () => {
    expect(draftCookieValid(BUILD_ID, BUILD_ID)).toBe(true);
    for (const forged of ['x', '1', 'editor', `${BUILD_ID} `, BUILD_ID.slice(1), BUILD_ID.toUpperCase(), '', null, undefined]) {
      expect(draftCookieValid(forged, BUILD_ID)).toBe(false);
    }
  });

  it('is never valid without a build (no preview-mode id to compare with)', () => {
    expect(draftCookieValid(BUILD_ID, null)).toBe(false);
    expect(draftCookieValid('development-id', null)).toBe(false);
  });

  it('accepts any value only under Next\'s development server with its placeholder id, as Next does', () => {
    expect(process.env.NODE_ENV).toBe('test');
    expect(draftCookieValid('anything', 'development-id')).toBe(true);
    const env = process.env as Record<string, string>;
    const before = env.NODE_ENV;
    env.NODE_ENV = 'production';
    try {
      expect(draftCookieValid('anything', 'development-id')).toBe(false);
    } finally {
      env.NODE_ENV = before;
    }
  });

  it('compares secrets of any length without a length shortcut', () => {
    expect(constantTimeEqual('s3cret', 's3cret')).toBe(true);
    expect(constantTimeEqual('s3cret', 's3cret!')).toBe(false);
    expect(constantTimeEqual('', 'x')).toBe(false);
  });
});

it('keeps same-site return paths and strips the preview parameters', () => {
  for (const [input, expected] of SAME_SITE_RETURN_PATHS) expect(safeReturnPath(input)).toBe(expected);
  expect(safeReturnPath(null)).toBe('/');
  expect(safeReturnPath(undefined)).toBe('/');
  expect(safeReturnPath('')).toBe('/');
});

describe('open-redirect corpus', () => {
  it('has at least 40 bypass attempts', () => {
    expect(OPEN_REDIRECT_CORPUS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(OPEN_REDIRECT_CORPUS.map((value) => [JSON.stringify(value).slice(0, 60), value]))('%s stays on the site', (_, value) => {
    const path = safeReturnPath(value);
    expect(path).toMatch(/^\/(?![/\\])/);
    expect(path).toMatch(/^[\x21-\x7e]*$/); // ASCII without controls or spaces: a valid header, nothing to strip
    expect(path.length).toBeLessThanOrEqual(MAX_RETURN_PATH_LENGTH);
    expect(locationLeavesSite(path, SITE)).toBeNull();
    expect(safeReturnPath(path)).toBe(path); // stable: a second pass (proxy.ts, then the route) changes nothing
  });

  it('refuses every value that names or hides another host', () => {
    const kept = OPEN_REDIRECT_CORPUS.map((value) => [value, safeReturnPath(value)]).filter(([, path]) => path !== '/');
    // What survives is a path on this site whose segments merely contain look-alike characters, percent-encoded.
    for (const [, path] of kept) expect(path).toMatch(/^\/(%[0-9A-F]{2}|[a-z.])+(\/[a-z.]+)?$/);
  });
});

it('answers a redirect with a relative Location that is never stored', () => {
  const response = returnRedirect('/.//evil.com', 307);
  expect(response.status).toBe(307);
  expect(response.headers.get('location')).toBe('/');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(returnRedirect('/stay?preview=true', 303).headers.get('location')).toBe('/stay');
});
