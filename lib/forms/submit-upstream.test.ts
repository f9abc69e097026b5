/**
 * How the form handler maps the content service's answers, against a stub upstream (scripted answers).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

let server: http.Server;
let route: typeof import('./submit');
let breaker: typeof import('@/lib/limits/availability').contentBreaker;
let next: { status: number; body?: unknown; headers?: Record<string, string> };
let received = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    received++;
    req.resume();
    req.on('end', () => {
      res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
      res.end(next.body === undefined ? '' : JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.ELEBASE_HOST = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Every request here comes from one client; the form limit has tests of its own (submit.test.ts).
  process.env.FORM_RATE_LIMIT = '1000000';
  route = await import('./submit');
  breaker = (await import('@/lib/limits/availability')).contentBreaker;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  breaker().success(); // each test starts with the content host counted as up
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const send = () =>
  route.submitFormRequest(
    new Request('http://localhost/api/forms/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Hi' }),
    }),
    'contact',
  );

it('reports success only for a 201', async () => {
  next = { status: 201, body: { data: { id: 'x' } } };
  expect((await send()).status).toBe(201);
  next = { status: 200, body: { data: { id: 'x' } } };
  const notStored = await send();
  expect(notStored.status).toBe(502);
  expect((await notStored.json()).error.message).toBe('There was a problem processing your request. Please try again later.');
});

it('maps a 400 from the service to field errors', async () => {
  next = { status: 400, body: { error: { id: 'invalid_fields', data: ['message', 'not_a_field'] } } };
  const response = await send();
  expect(response.status).toBe(400);
  expect((await response.json()).error).toMatchObject({ id: 'invalid_fields', fields: ['message'] });
});

it('maps the service usage limit (429) to 503 with Retry-After', async () => {
  next = { status: 429, body: { error: { id: 'usage_limit_exceeded' } }, headers: { 'X-Usage-Limit-Time': '42' } };
  const response = await send();
  expect(response.status).toBe(503);
  expect(response.headers.get('Retry-After')).toBe('42');
  expect((await response.json()).error.message).toMatch(/try again in a minute/);
});

it('answers 503 with Retry-After when the content service fails: nothing stored, send it again later', async () => {
  next = { status: 500, body: { error: { id: 'internal' } } };
  const response = await send();
  expect(response.status).toBe(503);
  expect(response.headers.get('Retry-After')).toBe('30');
  expect((await response.json()).error.message).toMatch(/try again later/);
});

it('maps other refusals to 502', async () => {
  next = { status: 404, body: { error: { id: 'form_not_found' } } };
  expect((await send()).status).toBe(502);
});

it('fails fast while the content breaker is open: 503, nothing sent to the host', async () => {
  next = { status: 500, body: { error: { id: 'internal' } } };
  while (breaker().openFor() === 0) await send();
  const sent = received;
  const refused = await send();
  expect(refused.status).toBe(503);
  expect(refused.headers.get('retry-after')).toBeTruthy();
  expect(received).toBe(sent);
});
