/**
 * Junk entry URLs add nothing to the page cache or the data cache, real entries stay in the page cache, every API
 * answer in preview is private, and malformed input never answers 5xx — against the suite's production server.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEV_PROJECT, DEV_TOKEN } from '../../shared/dev-values.mjs';
import { e2ePorts } from '../../shared/ports.mjs';

const ROOT = path.resolve(__dirname, '../..');
const PORT = e2ePorts(process.env).site;
const CONTENT = `http://127.0.0.1:${e2ePorts(process.env).content}/${DEV_PROJECT}/v1`;
const CONTENT_AUTH = `Basic ${Buffer.from(`:${DEV_TOKEN}`).toString('base64')}`;
const ENTRY = { id: '6ce4dea1-9c7a-5fc9-a118-8ba6e7716901', path: '/entries/stillwater-guest-ranch/6ce4dea1-9c7a-5fc9-a118-8ba6e7716901' };
/** Where Next keeps pages rendered at run time, and the data cache. */
const CACHE_DIRS = ['.next/server/route-cache', '.next/cache/fetch-cache'];
const API_ROUTES = ['/api/search?q=lake', '/api/lists/stay', '/api/lists/events?order=time', `/api/calendar/${ENTRY.id}`, '/api/health'];

function cacheFiles(): number {
  return CACHE_DIRS.reduce((sum, dir) => {
    const full = path.join(ROOT, dir);
    return sum + (fs.existsSync(full) ? fs.readdirSync(full, { recursive: true }).length : 0);
  }, 0);
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request sent byte for byte (no client re-encodes a broken escape). */
function raw(pathAndQuery: string, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: PORT, path: pathAndQuery, method }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Ids of seed entries no visitor may see: drafts (phases 1–3) and deleted ones (phase 0). */
async function hiddenIds(request: APIRequestContext): Promise<string[]> {
  const response = await request.get(`${CONTENT}/entries?limit=1000`, { headers: { Authorization: CONTENT_AUTH } });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { index: { id: string; phase: number }[] } };
  return data.index.filter((entry) => entry.phase !== 4).map((entry) => entry.id);
}

test.describe.configure({ mode: 'serial' });

test('a real entry is rendered once, then served from the page cache', async ({ request }) => {
  await request.get(ENTRY.path);
  const second = await request.get(ENTRY.path);
  expect(second.status()).toBe(200);
  expect(second.headers()['x-nextjs-cache']).toBe('HIT');
});

test('junk entry URLs answer 404 with the not-found view, and neither cache grows', async ({ request }) => {
  const drafts = await hiddenIds(request);
  expect(drafts.length).toBeGreaterThan(0);
  await request.get('/entries/x/not-an-id'); // the shared not-found view, read once
  await request.get(ENTRY.path);
  const before = cacheFiles();
  const junk = [
    `/entries/anything/${randomUUID()}`,
    `/entries/${randomUUID()}`,
    `/entries/x/${randomUUID().toUpperCase()}`,
    '/entries/x/not-an-id',
    `/entries/${'x'.repeat(3000)}/${randomUUID()}`,
    `/entries/%41%C3%A9/${randomUUID()}`,
    '/entries/%25',
    ...drafts.slice(0, 3).map((id) => `/entries/draft/${id}`),
  ];
  for (const url of junk) {
    for (let round = 0; round < 2; round++) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(404);
      expect(response.headers()['cache-control'], url).toMatch(/no-store/);
      const html = await response.text();
      expect(html, url).toMatch(/<title>Page not found/);
      expect(html, url).toContain('We could not find that page');
      expect(html, url).not.toContain('id="__next_error__"');
    }
  }
  // A real id under a wrong title slug: one permanent redirect to its canonical path, stored nowhere.
  for (const url of [`/entries/some-junk-${randomUUID().slice(0, 8)}/${ENTRY.id}`, `/entries/${ENTRY.id}`]) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(308);
    expect(response.headers().location, url).toBe(ENTRY.path);
  }
  expect(cacheFiles()).toBe(before);
});

test('in preview every API answer is private, no-store; outside preview the public ones stay shareable', async ({ page }) => {
  for (const url of ['/api/lists/stay', '/api/lists/stay?order=a-z']) {
    expect((await page.request.get(url)).headers()['cache-control'], url).toMatch(/public/);
  }
  // Free text and junk name endless addresses: never shared, whoever asks.
  for (const url of ['/api/search?q=lake', '/api/lists/stay?search=lake', '/api/lists/stay?category=no-such&x=1', '/api/trip?ids=x']) {
    expect((await page.request.get(url)).headers()['cache-control'], url).not.toMatch(/public|s-maxage/);
  }
  await page.goto('/?preview=true');
  await expect(page.getByText('Preview is on.')).toBeVisible();
  for (const url of [...API_ROUTES, `/api/calendar/${randomUUID()}`]) {
    expect((await page.request.get(url)).headers()['cache-control'], url).toBe('private, no-store');
  }
  expect((await page.request.post('/api/search?q=lake')).headers()['cache-control']).toBe('private, no-store');
  // An error status (here 503: no revalidation secret) is no-store whatever the route said (server/main.ts).
  expect((await page.request.post('/api/revalidate', { data: {} })).headers()['cache-control']).toMatch(/^(private, )?no-store$/);
});

test('broken escapes answer 400; wrong methods 405 with Allow, not cacheable; nothing answers 5xx', async () => {
  const broken = ['%', '%E0%A4%A', '%ED%A0%80', '%zz'];
  for (const escape of broken) {
    for (const url of [`/api/calendar/${escape}`, `/api/lists/${escape}`, `/entries/x/${escape}`, `/entries/${escape}`]) {
      const answer = await raw(url);
      expect(answer.status, url).toBe(400);
      expect(answer.headers['cache-control'], url).toMatch(/no-store/);
    }
    // In a query string Next decodes them leniently (as literal text) before any handler runs.
    for (const url of [`/api/search?q=${escape}`, `/api/lists/stay?search=${escape}`, `/api/health?x=${escape}`]) {
      expect((await raw(url)).status, url).toBeLessThan(500);
    }
  }
  // `%25` is a valid escape of `%`: Next hands the handler `%`, which must not be decoded a second time.
  expect((await raw('/api/calendar/%25')).status).toBe(404);
  const routes = ['/api/search', '/api/lists/stay', `/api/calendar/${ENTRY.id}`, '/api/health', '/api/revalidate', ENTRY.path, `/entries/${ENTRY.id}`];
  const values = ['%00', '%2525', '%252e%252e%252f', '%C3%A9', `${'a'.repeat(6000)}`, `x${'&q=y'.repeat(300)}`];
  for (const route of routes) {
    for (const value of values) {
      for (const url of [`${route}${route.includes('?') ? '&' : '?'}q=${value}`, `${route.replace(/\/[^/]*$/, '')}/${value}`]) {
        const answer = await raw(url);
        expect(answer.status, url).toBeLessThan(500);
      }
    }
  }
  for (const url of ['/api/search?q=lake', '/api/lists/stay', `/api/calendar/${ENTRY.id}`, '/api/health']) {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const answer = await raw(url, method);
      expect(answer.status, `${method} ${url}`).toBe(405);
      expect(answer.headers.allow, `${method} ${url}`).toBe('GET, HEAD, OPTIONS');
      expect(answer.headers['cache-control'], `${method} ${url}`).toBe('no-store');
    }
    const head = await raw(url, 'HEAD');
    expect(head.status, `HEAD ${url}`).toBeLessThan(500);
    const options = await raw(url, 'OPTIONS');
    expect(options.status, `OPTIONS ${url}`).toBe(204);
    expect(options.headers['cache-control'], `OPTIONS ${url}`).toBe('no-store');
  }
  const revalidate = await raw('/api/revalidate', 'GET');
  expect(revalidate.status).toBe(405);
  expect(revalidate.headers.allow).toBe('OPTIONS, POST');
});
