/**
 * List states served from Next's page cache (docs/operations.md#cached-list-pages), against a site of its own
 * (server/main.ts, E2E_PORT+4, preview and revalidation secrets set) on a content service of its own
 * (E2E_CONTENT_PORT+3, store .test-data/e2e-list-cache, the seed). The page cache on disk is shared with every site
 * of the same build, so a changed title is put back, revalidated and rendered again whatever happens.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2ePorts } from '../../shared/ports.mjs';
import { contentCli as runContentCli, ROOT, startContentService, startSite, type OwnProcess } from './support/own-servers';
import { denverToday } from './support/run-values';

const SITE_PORT = String(e2ePorts(process.env).site + 4);
const CONTENT_PORT = String(e2ePorts(process.env).content + 3);
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const DATA = '.test-data/e2e-list-cache';
const PREVIEW_SECRET = 'e2e-list-cache-preview-5c1e';
const REVALIDATE_SECRET = 'e2e-list-cache-revalidate-93ab';
const ENTRY = { id: '6ce4dea1-9c7a-5fc9-a118-8ba6e7716901', title: 'Stillwater Guest Ranch' }; // a lodging on /stay
const DRAFT_EVENT = 'Ice Sculpture Contest'; // phase 1 in the seed
const SHARED = 'public, s-maxage=60, stale-while-revalidate=300';

const started: OwnProcess[] = [];
let restore: (() => Promise<void>) | null = null;

const contentCli = (script: 'import' | 'export', file: string) => runContentCli(script, file, DATA);
/** Global fetch, not the `request` fixture: the restore also runs in afterAll, after the fixture is gone. */
const get = (url: string) => fetch(`${SITE}${url}`);
/** Next's page cache answer (HIT, STALE, MISS), or null for a page rendered per request. */
const pageCache = (response: { headers(): Record<string, string> }) => response.headers()['x-nextjs-cache'] ?? null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  fs.rmSync(path.join(ROOT, DATA), { recursive: true, force: true });
  started.push(await startContentService({ port: CONTENT_PORT, dataDir: DATA }));
  started.push(
    // One client (127.0.0.1) asks for every state here: like the suite's own server, a content budget that does not
    // refuse it (a 503 for /api/lists once its per-client share of a slice was spent).
    await startSite({
      port: SITE_PORT,
      contentPort: CONTENT_PORT,
      env: { PREVIEW_SECRET, REVALIDATE_SECRET, CLIENT_RATE_LIMIT: '100000' },
    }),
  );
});

test.afterAll(async () => {
  await restore?.();
  for (const own of started.splice(0)) await own.stop();
});

test('a state seen before is served from the page cache, at its own URL, shareable at its canonical address only', async ({ request }) => {
  for (const url of ['/stay', '/stay?order=a-z&junk=1', '/events?when=month', '/stay?tab=map']) {
    const first = await request.get(`${SITE}${url}`);
    expect(first.status()).toBe(200);
    const second = await request.get(`${SITE}${url}`);
    expect([url, pageCache(second)]).toEqual([url, 'HIT']);
    // A shared cache may keep a state at its one canonical address only; other spellings would each be an entry.
    expect([url, second.headers()['cache-control']]).toEqual([url, url.includes('junk') ? 'private, no-store' : SHARED]);
    expect(await second.text()).toBe(await first.text());
  }
  // The same state however it is spelled: invalid values are ignored, defaults may be written out.
  const respelled = await request.get(`${SITE}/stay?order=priority&page=1&tab=grid`);
  expect(pageCache(respelled)).toBe('HIT');
  expect(respelled.headers()['cache-control']).toBe('private, no-store');
});

test('states with free text are rendered per request and kept by no shared cache', async ({ request }) => {
  const inTenDays = new Date(Date.parse(`${denverToday()}T12:00:00Z`) + 10 * 86_400_000).toISOString().slice(0, 10);
  for (const url of ['/stay?search=lake', `/events?from=${inTenDays}&to=${inTenDays}`, '/stay?selected=x&tab=map']) {
    const response = await request.get(`${SITE}${url}`);
    expect(response.status()).toBe(200);
    expect([url, pageCache(response)]).toEqual([url, null]);
    // Nor kept by a shared cache: free text names endless addresses.
    expect(response.headers()['cache-control']).not.toMatch(/public|s-maxage/);
  }
});

test('a real category is cached once the list has shown it', async ({ page, request }) => {
  await page.goto(`${SITE}/stay`);
  const category = page.locator('main [data-list-controls]').getByLabel('Category');
  const id = await category.locator('option').nth(1).getAttribute('value');
  expect(id).toBeTruthy();
  await request.get(`${SITE}/stay?category=${id}`);
  expect(pageCache(await request.get(`${SITE}/stay?category=${id}`))).toBe('HIT');
  // Any other value is ignored: the plain list's cached page, whatever junk arrives (no page, no read per value).
  for (const junk of ['no-such-category', `junk-${Date.now()}`]) {
    expect([junk, pageCache(await request.get(`${SITE}/stay?category=${junk}`))]).toEqual([junk, 'HIT']);
  }
});

test('the internal route asked for directly is not found', async ({ request }) => {
  for (const url of [`/stay/${denverToday()}/_`, `/events/${denverToday()}/order%3Dtitle`, '/stay/2020-01-01/junk']) {
    const response = await request.get(`${SITE}${url}`);
    expect([url, response.status()]).toEqual([url, 404]);
    expect(response.headers()['cache-control']).toMatch(/no-store/);
  }
});

test('a publish reaches every cached state', async ({ request }) => {
  const file = path.join(ROOT, DATA, 'export.json');
  contentCli('export', file);
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')).entries.find((e: { id: string }) => e.id === ENTRY.id);
  const original = { ...stored, title: ENTRY.title };
  const publish = (entry: unknown) => {
    fs.writeFileSync(file, JSON.stringify({ entries: [entry], contacts: [], groups: [], featureTypes: [] }));
    contentCli('import', file);
  };
  const states = ['/stay', '/stay?order=title', '/stay?tab=map'];
  const revalidate = () =>
    fetch(`${SITE}/api/revalidate`, {
      method: 'POST',
      body: JSON.stringify({ ids: [ENTRY.id] }),
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': REVALIDATE_SECRET },
    });
  restore = async () => {
    publish(original);
    await revalidate();
    // Revalidation expires this process's pages only; rendering them again writes the original back to the disk.
    for (const url of states) await get(url);
  };
  await restore();

  const changed = `${ENTRY.title} Renamed ${randomUUID().slice(0, 6)}`;
  for (const url of states) {
    await request.get(`${SITE}${url}`);
    const cached = await request.get(`${SITE}${url}`);
    expect(pageCache(cached)).toBe('HIT');
    expect(await cached.text()).toContain(ENTRY.title);
  }
  publish({ ...original, title: changed });
  expect(pageCache(await request.get(`${SITE}/stay`))).toBe('HIT'); // no publish yet: still the cached page
  expect((await revalidate()).status).toBe(200);
  for (const url of states) {
    const text = await (await request.get(`${SITE}${url}`)).text();
    expect([url, text.includes(changed)]).toEqual([url, true]);
  }
});

test.describe('preview', () => {
  const URL_WITH_DRAFT = '/events?order=a-z&page=5';

  test('shows a draft on a list; the public page never does, and stays in the page cache', async ({ page, request }) => {
    await request.get(`${SITE}${URL_WITH_DRAFT}`);
    const before = await request.get(`${SITE}${URL_WITH_DRAFT}`);
    expect(pageCache(before)).toBe('HIT');
    expect(await before.text()).not.toContain(DRAFT_EVENT);

    await page.goto(`${SITE}${URL_WITH_DRAFT}&preview=true&token=${PREVIEW_SECRET}`);
    await expect(page).toHaveURL(`${SITE}${URL_WITH_DRAFT}`);
    await expect(page.locator('main')).toContainText(DRAFT_EVENT);
    const inPreview = await page.request.get(`${SITE}${URL_WITH_DRAFT}`);
    expect(inPreview.headers()['cache-control']).toMatch(/^private, .*no-store/);
    expect(pageCache(inPreview)).toBeNull();

    const after = await request.get(`${SITE}${URL_WITH_DRAFT}`);
    expect(pageCache(after)).toBe('HIT');
    expect(await after.text()).not.toContain(DRAFT_EVENT);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the GET form reaches a cached state, and the URL keeps the query the form sent', async ({ page }) => {
    await page.goto(`${SITE}/stay`);
    const form = page.locator('main').getByRole('search');
    await form.getByLabel('Sort by').selectOption({ label: 'Title' });
    const answer = page.waitForResponse((response) => response.url().includes('order=title'));
    await form.getByRole('button', { name: 'Search' }).click();
    expect(pageCache(await answer)).not.toBeNull(); // answered by the cached route (first time: rendered, then stored)
    await expect(page).toHaveURL(/\/stay\?.*order=title/);
    const titles = await page.locator('main [data-list-item] h2').allTextContents();
    expect(titles.length).toBeGreaterThan(1);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
  });
});

test('the map tab of a cached state works in the browser', async ({ page }) => {
  const response = await page.goto(`${SITE}/stay?tab=map`);
  expect(pageCache(response!)).not.toBeNull();
  await expect(page).toHaveURL(`${SITE}/stay?tab=map`);
  await expect(page.getByRole('complementary', { name: 'Places on the map' })).toBeVisible();
});

/** The list's client code takes over from a cached page and moves to another state as before. */
test('moving between cached states in the page changes the list and the URL', async ({ page }) => {
  const firstTitle = () => page.locator('main [data-list-item] h2').first();
  await page.goto(`${SITE}/stay?order=z-a`);
  const expected = await firstTitle().textContent();
  await page.goto(`${SITE}/stay`);
  await expect(firstTitle()).not.toHaveText(expected!);
  const controls = page.locator('main [data-list-controls]');
  await controls.hover();
  await expect(controls).toHaveAttribute('data-list-controls', 'hydrated');
  await controls.getByLabel('Sort by').selectOption({ label: 'Z-A' });
  await expect(page).toHaveURL(`${SITE}/stay?order=z-a`);
  await expect(firstTitle()).toHaveText(expected!);
});
