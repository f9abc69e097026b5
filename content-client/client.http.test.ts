/**
 * Transport behaviour against local node:http servers that misbehave on purpose (hang, HTML 502,
 * redirect loops). The content API itself is exercised against the real service in client.service.test.ts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, createGeoClient, HttpClientError, HttpErrorCode, type FetchLike } from './index';

let server: http.Server;
let host: string;
const sockets = new Set<import('node:net').Socket>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.endsWith('/hang')) return; // never answers
    if (url.pathname.endsWith('/hang-body')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data":');
      return; // body never ends
    }
    if (url.pathname.endsWith('/bad-gateway')) {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html><body>Bad Gateway</body></html>');
      return;
    }
    if (url.pathname.endsWith('/loop')) {
      res.writeHead(302, { location: url.pathname });
      res.end();
      return;
    }
    if (url.pathname.endsWith('/geo-error')) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'bad_geometry', info: 'not a point' } }));
      return;
    }
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: { method: req.method, url: req.url, body, headers: req.headers } }));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

async function failure(promise: Promise<unknown>): Promise<HttpClientError> {
  try {
    await promise;
  } catch (error) {
    return error as HttpClientError;
  }
  throw new Error('expected a rejection');
}

const config = () => ({ host, project: 'p', token: 't', timeout: 300 });

describe('transport failures', () => {
  it('times out a request that never answers (ETIMEDOUT)', async () => {
    const error = await failure(createClient(config()).get('/hang'));
    expect(error).toBeInstanceOf(HttpClientError);
    expect(error.code).toBe(HttpErrorCode.ETIMEDOUT);
    expect(error.message).toBe('timeout of 300ms exceeded');
  });

  it('times out while reading a body that never ends', async () => {
    const error = await failure(createClient(config()).get('/hang-body'));
    expect(error).toMatchObject({ code: 'ETIMEDOUT', message: 'timeout of 300ms exceeded' });
  });

  it('times out even when an injected fetch ignores the abort signal', async () => {
    const fetch: FetchLike = () => new Promise<Response>(() => {});
    const error = await failure(createClient({ ...config(), fetch }).get('/x', { timeout: 100 }));
    expect(error).toMatchObject({ code: 'ETIMEDOUT', message: 'timeout of 100ms exceeded' });
  });

  it('reports a refused connection as ERR_NETWORK "Network Error"', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(createClient({ ...config(), host: `http://127.0.0.1:${port}` }).get('/entries'));
    expect(error).toBeInstanceOf(HttpClientError);
    expect(error).toMatchObject({ code: 'ERR_NETWORK', message: 'Network Error' });
  });

  it('reports a caller abort as ERR_CANCELED "Request aborted" (before and during the request)', async () => {
    const controller = new AbortController();
    const pending = createClient({ ...config(), timeout: 5000 }).get('/hang', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await failure(pending)).toMatchObject({ code: 'ERR_CANCELED', message: 'Request aborted' });
    expect(await failure(createClient(config()).get('/x', { signal: AbortSignal.abort() }))).toMatchObject({
      code: 'ERR_CANCELED',
    });
  });

  it('maps a 502 with an HTML body to "Request failed with status code 502"', async () => {
    const error = await failure(createClient(config()).get('/bad-gateway'));
    expect(error).toBeInstanceOf(HttpClientError);
    expect(error).toMatchObject({ code: 'ERR_BAD_RESPONSE', status: 502, message: 'Request failed with status code 502' });
  });

  it('maps a redirect loop to ERR_FR_TOO_MANY_REDIRECTS', async () => {
    expect(await failure(createClient(config()).get('/loop'))).toMatchObject({ code: 'ERR_FR_TOO_MANY_REDIRECTS' });
  });
});

describe('request shape', () => {
  it('hands fetchOptions and requestInit to the injected fetch and sends the standard headers', async () => {
    const seen: Array<{ request: Request; init?: Record<string, unknown> }> = [];
    const fetch: FetchLike = (request, init) => {
      seen.push({ request, init });
      return globalThis.fetch(request);
    };
    const client = createClient({ ...config(), fetch, locales: ['en', 'es'], requestInit: { cache: 'no-store' } });
    const echo = await client.get<{ url: string; headers: Record<string, string> }>('entries/', {
      params: { type: ['dine', 'stay'], order: '-title', skip: undefined },
      fetchOptions: { next: { revalidate: 60, tags: ['entries'] } },
      headers: { 'Idempotency-Key': 'k1' },
      preview: true,
    });
    expect(seen).toHaveLength(1);
    expect(seen[0].init).toEqual(expect.objectContaining({ next: { revalidate: 60, tags: ['entries'] } }));
    expect(seen[0].request.cache).toBe('no-store');
    const url = new URL(echo.url, host);
    expect(url.pathname).toBe('/p/v1/entries');
    expect(Object.fromEntries(url.searchParams)).toEqual({ type: 'dine,stay', order: '-title', phase: '1,2,3,4' });
    expect(echo.headers).toMatchObject({
      accept: 'application/json',
      'accept-language': 'en,es',
      'cache-control': 'no-cache',
      'idempotency-key': 'k1',
      authorization: `Basic ${Buffer.from(':t').toString('base64')}`,
    });
  });

  it('rejects absolute URLs and non-object bodies with ERR_BAD_OPTION_VALUE', async () => {
    const client = createClient(config());
    expect(await failure(client.get('https://evil.example/entries'))).toMatchObject({ code: 'ERR_BAD_OPTION_VALUE' });
    expect(await failure(client.post('/forms/consumer', null as never))).toMatchObject({ code: 'ERR_BAD_OPTION_VALUE' });
    expect(await failure(client.put('/users', ['x'] as never))).toMatchObject({ code: 'ERR_BAD_OPTION_VALUE' });
  });
});

describe('geo client', () => {
  it('sends the token in the query on GET and in the body on POST; maps geo errors', async () => {
    const geo = createGeoClient({ token: 'geo-token', host, timeout: 1000 });
    const got = await geo.get<{ url: string; headers: Record<string, string> }>('/geo/feature/types', { id: ['a', 'b'] });
    expect(Object.fromEntries(new URL(got.url, host).searchParams)).toEqual({ id: 'a,b', token: 'geo-token' });
    expect(got.headers.authorization).toBeUndefined();
    const posted = await geo.post<{ body: string }>('/elevations', { geometry: { type: 'Point', coordinates: [-114.3, 48.4] } });
    expect(JSON.parse(posted.body)).toEqual({ geometry: { type: 'Point', coordinates: [-114.3, 48.4] }, token: 'geo-token' });
    const error = await failure(geo.get('/geo-error'));
    expect(error).toMatchObject({ name: 'GeoApiError', status: 400, code: 'bad_geometry', info: 'not a point', type: 'unknown' });
  });
});
