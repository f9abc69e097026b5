import { badRouterState, disallowedMethod, isRouterRequest, refusedRequest } from './request-shape';

/** A router state as Next's client sends it: the URI-encoded JSON of the page's tree. */
const VALID_STATE = encodeURIComponent(JSON.stringify(['', { children: ['map', { children: ['__PAGE__', {}] }] }, null, null, 1]));

describe('methods', () => {
  it.each(['GET', 'HEAD'])('lets %s reach every page', (method) => {
    for (const path of ['/', '/events', '/stay', '/entries/x/1', '/no-such-page', '/_next/static/chunks/a.js']) {
      expect(disallowedMethod(method, path)).toBeNull();
    }
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'PURGE', 'CONNECT', 'SEARCH', 'get', undefined])(
    'answers %s to a page 405, allowing GET and HEAD',
    (method) => {
      for (const path of ['/', '/events', '/stay', '/about-whitefish', '/entries/x/1', '/webcams/2026-01-01/x', '/_not-found/view']) {
        expect(disallowedMethod(method, path)).toBe('GET, HEAD');
      }
    },
  );

  it('leaves route handlers to answer the methods Next routes to them (forms and preview post there)', () => {
    for (const path of ['/api/forms/contact', '/api/preview/disable', '/api/revalidate', '/api/search', '/api']) {
      expect(disallowedMethod('POST', path)).toBeNull();
      expect(disallowedMethod('DELETE', path)).toBeNull();
      // Methods Next cannot route to a handler (it answered TRACE with a 500) are refused before it.
      for (const method of ['TRACE', 'CONNECT', 'PROPFIND', 'PURGE']) expect(disallowedMethod(method, path)).toBe('GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE');
    }
    expect(disallowedMethod('POST', '/apis')).toBe('GET, HEAD');
  });
});

describe('router state', () => {
  it('accepts what Next accepts and no header at all', () => {
    expect(badRouterState({})).toBe(false);
    expect(badRouterState({ 'next-router-state-tree': VALID_STATE })).toBe(false);
  });

  it.each([
    ['not JSON', '%5Bx'],
    ['a broken escape', '%E0%A4%A'],
    ['JSON of the wrong shape', encodeURIComponent('{"a":1}')],
    ['a wrong type inside', encodeURIComponent(JSON.stringify(['', { children: 7 }]))],
    ['too long', encodeURIComponent(JSON.stringify(['', { children: ['x'.repeat(41_000), {}] }]))],
    ['two headers', [VALID_STATE, VALID_STATE]],
  ])('refuses %s', (_name, value) => {
    expect(badRouterState({ 'next-router-state-tree': value })).toBe(true);
  });
});

describe('refusedRequest', () => {
  const request = (method: string, url: string, headers: Record<string, string> = {}) => refusedRequest({ method, url, headers });

  it('passes ordinary requests on', () => {
    expect(request('GET', '/stay?category=lodging')).toBeNull();
    expect(request('GET', '/map?_rsc=abc', { rsc: '1', 'next-router-state-tree': VALID_STATE })).toBeNull();
    expect(request('POST', '/api/forms/contact')).toBeNull();
  });

  it('answers targets that are not paths, or cannot be decoded, 400', () => {
    for (const url of ['https://evil.com/x', '*', '/%E0%A4%A', '/%ED%A0%80']) expect(request('GET', url)?.status).toBe(400);
  });

  it('answers TRACE / and a POST to a list 405 with Allow', () => {
    expect(request('TRACE', '/')).toEqual({ status: 405, allow: 'GET, HEAD', message: expect.stringContaining('GET, HEAD') });
    expect(request('POST', '/events?category=x')?.status).toBe(405);
  });

  it.each(['/map', '/search', '/trip', '/stay?search=a', '/events?category=zz'])('answers %s with a malformed router state 400', (url) => {
    expect(request('GET', `${url}${url.includes('?') ? '&' : '?'}_rsc=x`, { rsc: '1', 'next-router-state-tree': '%5Bbroken' })?.status).toBe(400);
  });
});

describe('isRouterRequest', () => {
  it('tells Next router requests (RSC header or _rsc) from page loads', () => {
    expect(isRouterRequest({ url: '/map', headers: { rsc: '1' } })).toBe(true);
    expect(isRouterRequest({ url: '/stay?category=x&_rsc=abc', headers: {} })).toBe(true);
    expect(isRouterRequest({ url: '/stay?category=x', headers: {} })).toBe(false);
    expect(isRouterRequest({ url: '/stay?x_rsc=1', headers: {} })).toBe(false);
  });
});

describe('dot segments', () => {
  it.each(['/_next/static/%2e%2e/%2e%2e/search?q=lake', '/_next/static/../../stay', '/_next/static/chunks/%2E%2E/%2e%2e/%2e%2e/entries/x/1', '/a\\..\\map'])(
    'answers %s 400 before Next resolves it to a page',
    (url) => {
      expect(refusedRequest({ method: 'GET', url, headers: {} })).toMatchObject({ status: 400 });
    },
  );

  it('lets a dotted query and file names through', () => {
    for (const url of ['/search?q=../..', '/_next/static/chunks/app/page-1a2b.js', '/.well-known/security.txt']) {
      expect(refusedRequest({ method: 'GET', url, headers: {} })).toBeNull();
    }
  });
});
