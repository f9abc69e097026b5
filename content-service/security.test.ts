/**
 * The service on the open network: authentication before anything else, usage per key, strict decoding after
 * authentication, 405 with Allow — all over HTTP against the real server.
 */
import { createHmac } from 'node:crypto';
import { DEV_PROJECT } from '../shared/dev-values.mjs';
import { buildFixture } from './seed/fixture';
import { basicAuthorization, call, hmacAuthorization, rawRequest, type CallResult } from '../tests/fixtures/content-service/http';
import { startInProcess, type InProcessService } from '../tests/fixtures/content-service/in-process';

const started: InProcessService[] = [];
async function service(env: Record<string, string> = {}): Promise<InProcessService> {
  const svc = await startInProcess(buildFixture(new Date()), env);
  started.push(svc);
  return svc;
}
afterAll(async () => {
  await Promise.all(started.map((svc) => svc.stop()));
});

const usage = (res: CallResult) => res.headers.get('x-usage-limit-info');
const base = (svc: InProcessService) => `/${svc.project}/v1`;

/** Requests that must not authenticate, each a different way of failing (or of trying to skip auth). */
function unauthenticated(svc: InProcessService): Array<() => Promise<CallResult>> {
  const good = hmacAuthorization(svc);
  const tampered = good.replace(/:([0-9a-f])/, (_, c) => `:${c === 'a' ? 'b' : 'a'}`);
  const staleTime = Math.round(Date.now() / 1000) - 3600;
  const stale = `Elebase ${svc.publicKey}:${createHmac('sha256', svc.privateKey).update(String(staleTime)).digest('hex')}:${staleTime}`;
  const get = (target: string, headers: Record<string, string> = {}) => () => rawRequest(svc.host, 'GET', target, headers);
  return [
    get(`${base(svc)}/entries`),
    get(`${base(svc)}/entries`, { Authorization: tampered }),
    get(`${base(svc)}/entries`, { Authorization: stale }),
    get(`${base(svc)}/entries`, { Authorization: `Elebase other-public-key${good.slice(good.indexOf(':'))}` }),
    get(`${base(svc)}/entries`, { Authorization: basicAuthorization('wrong-token') }),
    get(`${base(svc)}/entries`, { Authorization: basicAuthorization('') }),
    get(`${base(svc)}/entries`, { Authorization: 'Bearer whatever' }),
    get(`${base(svc)}/forms/%zz`),
    get(`${base(svc)}/entries?id=%zz`),
    get('//['),
    get('/nope/v1/entries'),
    () => rawRequest(svc.host, 'DELETE', `${base(svc)}/entries`),
    () => rawRequest(svc.host, 'POST', `${base(svc)}/forms/contact`, { 'Content-Type': 'application/json' }, '{"name":'),
    get(`/geo/features?token=wrong`),
    get(`/geo/features?token=%zz`),
  ];
}

describe('usage is counted per key, after authentication', () => {
  test('an unauthenticated flood spends no quota: 401 with 0 used, and a signed request still has the full limit', async () => {
    const svc = await service({ CONTENT_RATE_LIMIT: '5' });
    const attempts = unauthenticated(svc);
    for (let round = 0; round < 4; round++) {
      for (const attempt of attempts) {
        const res = await attempt();
        expect(res.status).toBe(401);
        expect(usage(res)).toBe('0/5');
      }
    }
    for (let i = 0; i < 20; i++) expect((await rawRequest(svc.host, 'GET', '/health')).status).toBe(200);

    const signed = await call(svc, '/entries?limit=1');
    expect(signed.status).toBe(200);
    expect(usage(signed)).toBe('1/5');
    expect(signed.headers.get('x-usage-limit-time')).toBe('60');
    const token = await call(svc, '/entries?limit=1', { auth: basicAuthorization(svc.token) });
    expect(usage(token)).toBe('1/5');
  });

  test('the key pair and the token have independent quotas; the user part does not make a new one', async () => {
    const svc = await service({ CONTENT_RATE_LIMIT: '3', CONTENT_RATE_WINDOW: '120' });
    const key = [];
    for (let i = 0; i < 3; i++) key.push(await call(svc, '/entries?limit=1', i === 1 ? { auth: `${hmacAuthorization(svc)}:someone` } : {}));
    expect(key.map((r) => [r.status, usage(r)])).toEqual([[200, '1/3'], [200, '2/3'], [200, '3/3']]);
    const over = await call(svc, '/entries?limit=1');
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ error: { id: 'usage_limit_exceeded', data: null } });
    expect([usage(over), over.headers.get('x-usage-limit-time')]).toEqual(['4/3', '120']);

    // The token (Basic, with any user, and as the geo token) is another key with its own quota.
    const asA = await call(svc, '/entries?limit=1', { auth: basicAuthorization(svc.token, 'a') });
    const asB = await call(svc, '/entries?limit=1', { auth: basicAuthorization(svc.token, 'b') });
    const geo = await rawRequest(svc.host, 'GET', `/geo/feature/types?token=${svc.token}`);
    expect([asA, asB, geo].map((r) => [r.status, usage(r)])).toEqual([[200, '1/3'], [200, '2/3'], [200, '3/3']]);
    const tokenOver = await call(svc, '/entries?limit=1', { auth: basicAuthorization(svc.token) });
    expect([tokenOver.status, usage(tokenOver)]).toEqual([429, '4/3']);
    expect(usage(await call(svc, '/entries?limit=1'))).toBe('5/3');
  });
});

describe('decoding after authentication', () => {
  let svc: InProcessService;
  beforeAll(async () => {
    svc = await service({ CONTENT_RATE_LIMIT: '1000' });
  });

  const P = `/${DEV_PROJECT}/v1`;
  const BAD: Array<[target: string, data: string]> = [
    [`${P}/forms/%zz`, 'path'],
    [`${P}/forms/%E0%A4%A`, 'path'],
    [`/${DEV_PROJECT}%/v1/entries`, 'path'],
    [`${P}/entries?id=%zz`, 'query'],
    [`${P}/entries?type=dine&search=%C3%28`, 'query'],
    [`${P}/search?q=%ED%A0%80`, 'query'],
    [`${P}/embed/data?url=%`, 'query'],
  ];

  test.each(BAD)('%s: 401 without credentials, then 400 invalid_escape (%s) with them', async (target, data) => {
    const anonymous = await rawRequest(svc.host, 'GET', target);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ error: { id: 'invalid_key', data: null } });
    const signed = await rawRequest(svc.host, 'GET', target, { Authorization: hmacAuthorization(svc) });
    expect(signed.status).toBe(400);
    expect(signed.body).toEqual({ error: { id: 'invalid_escape', data } });
  });

  test('targets that are not a path, or an odd one: 400 / 404, never 500', async () => {
    const auth = { Authorization: hmacAuthorization(svc) };
    const star = await rawRequest(svc.host, 'GET', '*', auth);
    expect([star.status, star.body]).toEqual([400, { error: { id: 'invalid_path', data: null } }]);
    const absolute = await rawRequest(svc.host, 'GET', `http://elsewhere${base(svc)}/entries`, auth);
    expect(absolute.status).toBe(400);
    for (const target of ['//[', '//[/x', `${base(svc)}/%2e%2e/entries`]) {
      expect((await rawRequest(svc.host, 'GET', target, auth)).status).toBe(404);
    }
  });

  test('geo tools: a bad token is 401 whatever the query; a bad escape past a good token is 400 in the geo shape', async () => {
    expect((await rawRequest(svc.host, 'GET', '/geo/features?id=%zz&token=wrong')).status).toBe(401);
    const bad = await rawRequest(svc.host, 'GET', `/geo/features?token=${svc.token}&id=%zz`);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: { code: 'invalid_escape', info: expect.any(String), type: 'request' } });
    const badJson = await rawRequest(svc.host, 'POST', '/geo/features', { 'Content-Type': 'application/json' }, '{"token":');
    expect(badJson.status).toBe(401);
  });

  test('lists SQLite cannot plan are 400 invalid_query, not 500', async () => {
    const ids = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}`).join(',');
    const cases: Array<[string, string]> = [
      [`/entries?type=%2B${ids(51, 't')}`, 'type'],
      [`/entries?id=${ids(501, 'i')}`, 'id'],
      [`/entries?${Array.from({ length: 51 }, (_, i) => `element.e${i}=x`).join('&')}`, 'element'],
      [`/search?q=lake&type=%2B${ids(51, 't')}`, 'type'],
      [`/groups?id=${ids(501, 'g')}`, 'id'],
    ];
    for (const [path, param] of cases) {
      const res = await call(svc, path);
      expect([path, res.status, res.body]).toEqual([path, 400, { error: { id: 'invalid_query', data: [param] } }]);
    }
    const most = [
      `type=%2B${ids(50, 't')}`,
      `group=%2B${ids(50, 'g')}`,
      `id=!${ids(100, 'i')}`,
      ...Array.from({ length: 50 }, (_, i) => `element.e${i}=${ids(5, 'o')}`),
    ].join('&');
    expect((await call(svc, `/entries?${most}`)).status).toBe(200);
    expect((await call(svc, `/entries?order=time&${most.replace(/element\.e(\d+)=[^&]*/g, 'element.e$1=%3E%3D2024-01-01')}`)).status).toBe(200);
    const geo = await rawRequest(svc.host, 'GET', `/geo/features?token=${svc.token}&id=${ids(501, 'f')}`);
    expect([geo.status, geo.body.error.code]).toEqual([400, 'invalid_query']);
  });

  test('bodies and numbers: bad or deeply nested JSON and huge pages are answered, never 500', async () => {
    const badText = '['.repeat(60_000);
    const bad = await rawRequest(svc.host, 'POST', `${base(svc)}/forms/contact`, { Authorization: hmacAuthorization(svc, badText) }, badText);
    expect([bad.status, bad.body.error.id]).toEqual([400, 'invalid_json']);
    const deep = `{"name":${'['.repeat(20_000)}${']'.repeat(20_000)},"email":"a@b.co","message":"hi"}`;
    const nested = await rawRequest(svc.host, 'POST', `${base(svc)}/forms/contact`, { Authorization: hmacAuthorization(svc, deep) }, deep);
    expect(nested.body).toEqual({ error: { id: 'invalid_fields', data: ['name'] } });
    expect((await call(svc, `/entries?page=${Number.MAX_SAFE_INTEGER}&limit=1000`)).status).toBe(200);
    expect((await call(svc, `/forms/contact?page=${Number.MAX_SAFE_INTEGER}&limit=${'9'.repeat(400)}`)).status).toBe(200);
  });
});

describe('methods', () => {
  let svc: InProcessService;
  beforeAll(async () => {
    svc = await service();
  });

  test('an unknown method on a known path is 405 with the methods it allows; without credentials 401 first', async () => {
    const auth = { Authorization: hmacAuthorization(svc) };
    for (const method of ['DELETE', 'PUT', 'PATCH', 'OPTIONS', 'PROPFIND']) {
      const res = await rawRequest(svc.host, method, `${base(svc)}/contacts`, auth);
      expect([method, res.status, res.headers.get('allow'), res.body]).toEqual([method, 405, 'GET, HEAD', { error: { id: 'method_not_allowed', data: null } }]);
      expect((await rawRequest(svc.host, method, `${base(svc)}/contacts`)).status).toBe(401);
    }
    expect((await rawRequest(svc.host, 'DELETE', `${base(svc)}/entries`, auth)).headers.get('allow')).toBe('GET, HEAD, POST, PUT');
    expect((await rawRequest(svc.host, 'PUT', `${base(svc)}/forms/contact`, auth)).headers.get('allow')).toBe('GET, HEAD, POST');
    const geo = await rawRequest(svc.host, 'DELETE', '/geo/feature/types', {}, JSON.stringify({ token: svc.token }));
    expect([geo.status, geo.headers.get('allow'), geo.body.error.code]).toEqual([405, 'GET, HEAD', 'method_not_allowed']);
    const unknown = await rawRequest(svc.host, 'PUT', `${base(svc)}/nothing-here`, auth);
    expect([unknown.status, unknown.headers.get('allow')]).toEqual([404, null]);
  });

  test('HEAD wherever GET: the headers without the body', async () => {
    const head = await rawRequest(svc.host, 'HEAD', `${base(svc)}/entries?limit=1`, { Authorization: hmacAuthorization(svc) });
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
  });

  test('/health: no credentials, no usage headers, 405 with Allow for other methods', async () => {
    const ok = await rawRequest(svc.host, 'GET', '/health');
    expect([ok.status, usage(ok)]).toEqual([200, null]);
    const post = await rawRequest(svc.host, 'POST', '/health');
    expect([post.status, post.headers.get('allow'), post.body]).toEqual([405, 'GET, HEAD', { error: { id: 'method_not_allowed', data: null } }]);
  });
});
