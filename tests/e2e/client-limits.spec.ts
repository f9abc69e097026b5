/**
 * Abuse resistance against a real production server: one client's flood is limited for that client alone
 * (forged X-Forwarded-For gains nothing), a list state already in the page cache is not limited, and search cannot
 * spend the content budget that page renders need.
 * Site C is started here (server/main.ts, E2E_PORT+2) with small limits, on the suite's content service.
 * Clients are told apart by their loopback source address (127.0.0.0/8 all reaches this machine).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2ePorts } from '../../shared/ports.mjs';
import { startSite, type OwnProcess } from './support/own-servers';

const C_PORT = e2ePorts(process.env).site + 2;
const CONTENT_PORT = String(e2ePorts(process.env).content);
const CLIENT_LIMIT = 15;
// Site C: a content budget that the limit tests do not reach. Site D: a small one (18 per 10 s slice) that visitor
// reads must never meet.
const CONTENT_BUDGET = 5000;
const D_PORT = e2ePorts(process.env).site + 3;
const D_BUDGET = 130;

let site: OwnProcess | null = null;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function get(pathAndQuery: string, from: string, headers: Record<string, string> = {}, port = C_PORT): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathAndQuery, localAddress: from, headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const word = () => randomBytes(5).toString('hex');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  site = await startSite({
    port: C_PORT,
    contentPort: CONTENT_PORT,
    env: { CLIENT_RATE_LIMIT: String(CLIENT_LIMIT), CONTENT_BUDGET: String(CONTENT_BUDGET) },
  });
});

test.afterAll(async () => {
  await site?.stop();
});

test('a client past the limit gets 429 with Retry-After; forged X-Forwarded-For changes nothing; others are served', async ({ page }) => {
  const statuses: number[] = [];
  for (let i = 0; i < CLIENT_LIMIT + 5; i++) {
    // A different forged address every time: the site keys on the socket address.
    const r = await get(`/stay?search=${word()}`, '127.0.0.4', { 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `198.51.100.${i}` });
    statuses.push(r.status);
  }
  expect(statuses.slice(0, CLIENT_LIMIT).every((s) => s === 200)).toBe(true);
  expect(statuses.slice(CLIENT_LIMIT)).toEqual([429, 429, 429, 429, 429]);

  const limited = await get(`/api/lists/stay?search=${word()}`, '127.0.0.4');
  expect(limited.status).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(limited.headers['cache-control']).toBe('no-store');
  expect(JSON.parse(limited.body).error.id).toBe('rate_limited');

  // The same client can still load plain pages; another client is not limited at all.
  expect((await get('/about-whitefish', '127.0.0.4')).status).toBe(200);
  expect((await get('/stay?order=z-a', '127.0.0.5')).status).toBe(200);
  await page.goto(`http://127.0.0.1:${C_PORT}/dine?order=a-z`);
  await expect(page.locator('main')).toBeVisible();
});

test('a list state asked for before is a page-cache read and is not limited; states not yet asked for still count', async () => {
  const client = '127.0.0.6';
  const state = '/shop?order=z-a&tab=map';
  expect((await get(state, client)).status).toBe(200); // the first request may render it: it counts
  const again: number[] = [];
  for (let i = 0; i < CLIENT_LIMIT + 5; i++) again.push((await get(state, client)).status);
  expect(again).toEqual(Array(CLIENT_LIMIT + 5).fill(200));

  const fresh: number[] = [];
  for (let i = 0; i < CLIENT_LIMIT + 2; i++) fresh.push((await get(`/shop?order=z-a&search=${word()}`, client)).status);
  expect(fresh.slice(0, CLIENT_LIMIT - 1)).toEqual(Array(CLIENT_LIMIT - 1).fill(200));
  expect(fresh.at(-1)).toBe(429);
});

test('a crawler walking entry pages already in the page cache is not limited; uncached entry pages still count', async () => {
  const sitemap = (await get('/sitemap.xml', '127.0.2.1')).body;
  const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/entries\/[^<]+)<\/loc>/g)].map(([, path]) => path).slice(0, CLIENT_LIMIT + 3);
  expect(paths.length).toBe(CLIENT_LIMIT + 3);
  // Each page rendered once into the page cache, each by another visitor.
  for (const [i, path] of paths.entries()) expect((await get(path, `127.0.2.${10 + i}`)).status, site!.log().slice(-2000)).toBe(200);
  const crawler = '127.0.2.200';
  const walked: number[] = [];
  for (const path of paths) walked.push((await get(path, crawler)).status);
  expect(walked).toEqual(Array(paths.length).fill(200));
  // Entry pages nobody has asked for (unknown ids: a content lookup each) count as before.
  const unknown: number[] = [];
  for (let i = 0; i < CLIENT_LIMIT + 1; i++) unknown.push((await get(`/entries/x/${randomUUID()}`, crawler)).status);
  expect(unknown.at(-1)).toBe(429);
});

test('junk categories, trip ids and custom days add nothing to the data cache', async () => {
  const dir = path.join(site!.dir!, '.next/cache/fetch-cache');
  const count = () => (existsSync(dir) ? readdirSync(dir).length : 0);
  // The plain list and its API read once: what junk values must reuse.
  for (const warm of ['/stay', '/api/lists/stay', '/events', '/api/lists/events']) expect((await get(warm, '127.0.3.1')).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = count();
  for (let i = 0; i < 30; i++) {
    const from = `127.0.3.${10 + i}`;
    await get(`/stay?category=${word()}`, from);
    await get(`/api/lists/stay?category=${word()}`, from);
    await get(`/api/trip?ids=${randomUUID()},${randomUUID()}`, from);
    await get(`/api/lists/events?from=2027-0${1 + (i % 9)}-${String(10 + (i % 18)).padStart(2, '0')}`, from);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  // 120 junk requests; a file per junk value would show as 90 or more.
  expect(count() - before).toBeLessThanOrEqual(3);
});

test('searches and uncached pages spend nothing of the content budget: they answer from the replica', async () => {
  const small = await startSite({ port: D_PORT, contentPort: CONTENT_PORT, env: { CONTENT_BUDGET: String(D_BUDGET) } });
  try {
    // 30 searches at once, each from its own client address: far past what the budget would allow upstream.
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => get(`/api/search?q=${word()}`, `127.0.1.${10 + i}`, {}, D_PORT)));
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    const lists = await Promise.all(Array.from({ length: 20 }, (_, i) => get(`/stay?search=${word()}`, `127.0.1.${50 + i}`, {}, D_PORT)));
    expect(lists.map((a) => a.status)).toEqual(Array(20).fill(200));
    const sitemap = (await get('/sitemap.xml', '127.0.1.99', {}, D_PORT)).body;
    const id = [...sitemap.matchAll(/\/entries\/[^/<]+\/([0-9a-f-]{36})</g)].at(-1)![1];
    const pageAnswer = await get(`/entries/x/${id}`, '127.0.1.100', {}, D_PORT);
    expect(pageAnswer.status, small.log().slice(-2000)).toBe(308);
    expect(small.log()).not.toMatch(/content_budget_spent/);
  } finally {
    await small.stop();
  }
});
