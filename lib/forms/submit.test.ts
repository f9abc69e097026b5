/**
 * Form submissions (POST /api/forms/{key}) against the real embedded content service (a child process with a fresh database).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createClient, type ContentClient } from '@/content-client';
import { REQUEST_CONTEXT_KEY, type RequestContextStore } from '@/lib/server/client-address';
import { startServiceProcess, type ServiceProcess } from '@/tests/fixtures/content-service/service-process';

jest.setTimeout(60_000);

type SubmitModule = typeof import('./submit');

let service: ServiceProcess;
let route: SubmitModule;
let reader: ContentClient;
let ipCounter = 0;
// What server/main.ts does per request: the client address the handler sees comes from this store.
const requestContext = new AsyncLocalStorage<RequestContextStore>();
(globalThis as Record<symbol, unknown>)[REQUEST_CONTEXT_KEY] = requestContext;

beforeAll(async () => {
  service = await startServiceProcess();
  process.env.ELEBASE_HOST = service.host;
  // lib/content/client caches its client: import the handler only after ELEBASE_HOST points at the service.
  route = await import('./submit');
  reader = createClient({ host: service.host, project: service.project, key: { public: service.publicKey, private: service.privateKey } });
});

afterAll(async () => {
  await service?.stop();
});

let ip: string;
beforeEach(() => {
  ip = `203.0.113.${++ipCounter}`;
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

interface Stored {
  index: { id: string; form: string; data: Record<string, unknown> }[];
  total: number;
}
const stored = (key: string) => reader.get<Stored>(`/forms/${key}`, { params: { limit: 1000 } });

function post(key: string, body: unknown, init: { headers?: Record<string, string>; raw?: string } = {}) {
  const json = init.raw === undefined;
  const request = new Request(`http://localhost/api/forms/${key}`, {
    method: 'POST',
    headers: {
      'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
      accept: json ? 'application/json' : 'text/html,application/xhtml+xml',
      ...init.headers,
    },
    body: json ? JSON.stringify(body) : init.raw,
  });
  return requestContext.run({ clientAddress: ip }, () => route.submitFormRequest(request, key));
}

const contact = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Is the lake warm in June?' };

it('stores a valid submission and answers 201 only after the service stored it', async () => {
  const before = (await stored('contact')).total;
  const response = await post('contact', { ...contact, name: '  Ada Lovelace ', unknown: 'dropped' });
  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({ ok: true, message: expect.stringMatching(/Thanks/) });
  const after = await stored('contact');
  expect(after.total).toBe(before + 1);
  expect(after.index.at(-1)!.data).toEqual(contact);
});

it('stores once for a repeated Idempotency-Key (double submission)', async () => {
  const before = (await stored('member')).total;
  const member = { name: 'Bo', email: 'bo@example.com', business: 'Bo’s Bikes' };
  const headers = { 'Idempotency-Key': 'attempt-1234567890' };
  const [a, b] = await Promise.all([post('member', member, { headers }), post('member', member, { headers })]);
  expect([a.status, b.status]).toEqual([201, 201]);
  expect((await stored('member')).total).toBe(before + 1);
});

it('never shares an Idempotency-Key between clients, nor between different submissions', async () => {
  const before = (await stored('member')).total;
  const headers = { 'Idempotency-Key': 'shared-key-1234567890' };
  const first = { name: 'Di', email: 'di@example.com', business: 'Di’s Diner' };
  expect((await post('member', first, { headers })).status).toBe(201);
  // Another client, another body, the same key: stored as its own submission, not answered with the first 201.
  ip = `198.51.100.${ipCounter}`;
  const second = { name: 'Ed', email: 'ed@example.com', business: 'Ed’s Edits' };
  expect((await post('member', second, { headers })).status).toBe(201);
  // The same client changing its message under the same key: a new submission too.
  const changed = { ...second, business: 'Ed’s Edits and Prints' };
  expect((await post('member', changed, { headers })).status).toBe(201);
  // Another client sending the first body with the first key: stored for it, not swallowed.
  ip = `192.0.2.${ipCounter}`;
  expect((await post('member', first, { headers })).status).toBe(201);
  const after = await stored('member');
  expect(after.total).toBe(before + 4);
  expect(after.index.slice(-4).map((entry) => entry.data.business)).toEqual([first.business, second.business, changed.business, first.business]);
});

it('answers 400 with field-level errors and stores nothing', async () => {
  const before = (await stored('media')).total;
  const response = await post('media', { name: 'Cy', email: 'nope', message: '' });
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    error: { id: 'invalid_fields', fields: ['email', 'outlet', 'message'], message: 'Please provide valid input for all required fields.' },
  });
  const onlyEmail = await post('consumer', { email: 'not-an-email' });
  expect(onlyEmail.status).toBe(400);
  expect((await onlyEmail.json()).error).toMatchObject({ id: 'invalid_email', fields: ['email'], message: 'Please enter a valid email address.' });
  expect((await stored('media')).total).toBe(before);
});

it('accepts a filled honeypot silently and stores nothing', async () => {
  const before = (await stored('contact')).total;
  const response = await post('contact', { ...contact, website: 'http://spam.example' });
  expect(response.status).toBe(201);
  expect((await stored('contact')).total).toBe(before);
});

it('rejects bodies over 16 kB with 413', async () => {
  const response = await post('contact', { ...contact, message: 'x'.repeat(17 * 1024) });
  expect(response.status).toBe(413);
  expect((await response.json()).error).toMatchObject({ id: 'payload_too_large', message: expect.stringMatching(/too large/) });
});

it('answers 404, not kept by a cache, for an unknown form', async () => {
  const unknown = await post('nope', contact);
  expect(unknown.status).toBe(404);
  expect(unknown.headers.get('Cache-Control')).toBe('no-store');
});

it('limits each client to the configured submissions per minute (429 with Retry-After)', async () => {
  for (let i = 0; i < route.FORM_RATE_LIMIT; i++) {
    expect((await post('consumer', { email: 'bad' })).status).toBe(400);
  }
  const limited = await post('consumer', { email: 'ok@example.com' });
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  expect((await limited.json()).error.message).toMatch(/Too many submissions/);
  // Another client is not affected.
  ip = '198.51.100.77';
  expect((await post('consumer', { email: 'bad' })).status).toBe(400);
});

it('keys the limit on the address server/main.ts saw, not on headers the client wrote', async () => {
  for (let i = 0; i < route.FORM_RATE_LIMIT; i++) {
    const forged = { 'x-forwarded-for': `192.0.2.${i}`, 'x-real-ip': `192.0.2.${i}` };
    expect((await post('consumer', { email: 'bad' }, { headers: forged })).status).toBe(400);
  }
  const rotated = await post('consumer', { email: 'bad' }, { headers: { 'x-forwarded-for': '198.51.100.200' } });
  expect(rotated.status).toBe(429);
});

describe('without JavaScript (urlencoded, Accept: text/html)', () => {
  const guide = {
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace@example.com',
    detail: '1 Navy Way',
    city: 'Arlington',
    division: 'VA',
    postcode: '22201',
    country: 'USA',
    newsletter: 'on',
  };

  it('stores a guide order, subscribes the opted-in email and answers 303 to the thanks page', async () => {
    const response = await post('guide', null, { raw: new URLSearchParams({ ...guide, website: '' }).toString() });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/forms/guide/thanks');
    const orders = await stored('guide');
    const { newsletter: _on, ...fields } = guide;
    expect(orders.index.at(-1)!.data).toEqual({ ...fields, newsletter: true });
    const subscriptions = await stored('consumer');
    expect(subscriptions.index.some((s) => s.data.email === 'grace@example.com')).toBe(true);
  });

  it('answers 303 to the error page naming the invalid fields (never the input)', async () => {
    const response = await post('guide', null, { raw: new URLSearchParams({ ...guide, city: '', email: '<script>' }).toString() });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/forms/guide/error?reason=invalid&fields=email%2Ccity');
  });

  it('sends oversized posts to the error page too', async () => {
    const response = await post('contact', null, { raw: new URLSearchParams({ ...contact, message: 'x'.repeat(20_000) }).toString() });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/forms/contact/error?reason=too_large');
  });
});

describe('posts from another site', () => {
  const urlencoded = 'email=victim%40example.com';
  const evil = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };

  it('refuses them with 403 before anything is stored: JSON for a script, a page for a form without JavaScript', async () => {
    const before = (await stored('consumer')).total;
    const api = await post('consumer', { email: 'victim@example.com' }, { headers: evil });
    expect(api.status).toBe(403);
    expect((await api.json()).error).toMatchObject({ id: 'cross_site', message: expect.stringMatching(/another website/) });
    const page = await post('consumer', null, { raw: urlencoded, headers: evil });
    expect([page.status, page.headers.get('content-type'), page.headers.get('location')]).toEqual([403, 'text/html; charset=utf-8', null]);
    expect(await page.text()).toMatch(/<h1>Your submission was not sent<\/h1>.*another website/);
    const textPlain = await post('consumer', null, { raw: urlencoded, headers: { Origin: 'https://evil.example', 'content-type': 'text/plain' } });
    expect(textPlain.status).toBe(403);
    expect((await stored('consumer')).total).toBe(before);
  });

  it('keeps accepting our own pages, the visitor typing the address, and clients that say nothing', async () => {
    const before = (await stored('consumer')).total;
    const own: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost' },
      { 'Sec-Fetch-Site': 'same-site' },
      { 'Sec-Fetch-Site': 'none' },
      { Origin: 'http://localhost' },
      {},
    ];
    for (const [i, headers] of own.entries()) {
      const response = await post('consumer', null, { raw: `email=own${i}%40example.com`, headers: { ...headers, host: 'localhost' } });
      expect([i, response.status, response.headers.get('location')]).toEqual([i, 303, '/forms/consumer/thanks']);
    }
    expect((await stored('consumer')).total).toBe(before + own.length);
  });
});
