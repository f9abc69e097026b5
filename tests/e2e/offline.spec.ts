/**
 * Offline and installing (docs/product.md#offline-and-installing): the manifest and the service worker meet
 * Chromium's install criteria; a trip of three places and two events saved for offline opens with the browser
 * offline — the trip, each entry, an event's occurrence, the calendar, the map and the conditions — each saying it
 * is an offline copy, and an unsaved page gives the offline page; private answers are not kept; the page cache stays
 * bounded; a new worker script replaces the running one at once (here: the off switch, SERVICE_WORKER=off, which
 * also empties the caches and unregisters).
 *
 * "No signal" is the site's own server stopped as well as the context set offline: Playwright's setOffline does not
 * reach a service worker's own requests in Chromium, so with the server still up the worker would be answered from
 * the network. Hence these tests run on a site of their own (E2E_PORT + 1, the suite's build and content).
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { OFFLINE_DOCUMENT_PATH } from '../../lib/offline/offline-document.mjs';
import { PAGE_CACHE_MAX_ENTRIES } from '../../lib/offline/paths';
import { e2ePorts } from '../../shared/ports.mjs';
import { entriesOf, type Saved } from './support/list-entries';
import { startSite, type OwnProcess } from './support/own-servers';

test.use({ serviceWorkers: 'allow' });

let places: Saved[];
let events: Saved[];

const { site: SUITE_PORT, content: CONTENT_PORT } = e2ePorts(process.env);
const OWN_PORT = SUITE_PORT + 1;
const OWN_ORIGIN = `http://127.0.0.1:${OWN_PORT}`;
let own: OwnProcess | null = null;
/** The spec's own site; every browser here is one client, so the per-client limit is raised as for the suite's. */
const startOwnSite = async (env: Record<string, string> = {}) => {
  own = await startSite({ port: OWN_PORT, contentPort: CONTENT_PORT, env: { CLIENT_RATE_LIMIT: '100000', ...env } });
};
/** No signal: the site unreachable, and the browser told it is offline. */
async function goOffline(context: BrowserContext) {
  await own?.stop();
  own = null;
  await context.setOffline(true);
}
test.afterEach(async () => {
  await own?.stop();
  own = null;
});

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ serviceWorkers: 'block' });
  events = await entriesOf(page, '/events', 2);
  places = [...(await entriesOf(page, '/stay', 2)), ...(await entriesOf(page, '/dine', 1))];
  await page.close();
});

/** Waits until the service worker controls the page (registered once the page is idle, claimed on activation). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());
const banner = (page: Page) => page.locator('body > p.offline-copy');

test('the manifest and the service worker meet the install criteria', async ({ page, request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Whitefish, Montana', short_name: 'Whitefish', start_url: '/', scope: '/', display: 'standalone', theme_color: '#0b3d5c', background_color: '#ffffff' });
  for (const [size, purpose] of [['192x192', 'any'], ['512x512', 'any'], ['192x192', 'maskable'], ['512x512', 'maskable']]) {
    const icon = manifest.icons.find((i: { sizes: string; purpose: string }) => i.sizes === size && i.purpose === purpose);
    const answer = await request.get(icon.src);
    expect([icon.src, answer.status(), answer.headers()['content-type']]).toEqual([icon.src, 200, 'image/png']);
    const png = await answer.body();
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(size);
  }
  expect((await request.get('/apple-icon.png')).status()).toBe(200);

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await controlled(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  // Chromium's own verdict on installability; a test browser's context is off the record, which it always reports.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  // What the worker installed on this first visit: the offline page and its styles, none of the site's scripts.
  const precached = await page.evaluate(async () => {
    const name = (await caches.keys()).find((n) => n.includes('-precache-'));
    return name ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname) : [];
  });
  expect(precached).toContain(OFFLINE_DOCUMENT_PATH);
  expect(precached.filter((path) => path.endsWith('.js'))).toEqual([]);
});

async function saveForOffline(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate((ids) => localStorage.setItem('wf-trip', JSON.stringify(ids)), [...places, ...events].map((s) => s.id));
  await controlled(page);
  await page.goto('/trip');
  for (const entry of [...places, ...events]) await expect(page.getByRole('link', { name: entry.title, exact: true })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save for offline' });
  await expect(save).toBeEnabled({ timeout: 15_000 });
  await save.click();
  await expect(page.locator('[data-trip-offline-status]')).toHaveText(/^Saved for offline on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M\. [\d.]+ (kB|MB) on this device\.$/, { timeout: 60_000 });
  return page;
}

/** The spec's own site, a fresh browser context on it, and a trip saved for offline there. */
async function savedOnOwnSite(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  await startOwnSite();
  const context = await browser.newContext({ serviceWorkers: 'allow', baseURL: OWN_ORIGIN });
  return { context, page: await saveForOffline(context) };
}

test('a trip saved for offline opens with no network: the trip, each entry, an occurrence, the calendar and the map', async ({ browser }) => {
  test.setTimeout(150_000);
  const { context, page } = await savedOnOwnSite(browser);
  const record = await page.evaluate(async () => (await (await caches.open('wf-trip')).match('/__offline/trip.json'))!.json());
  const occurrence = (record.urls as string[]).find((url) => url.includes('?date='));
  expect(occurrence, 'an event occurrence is part of the copy').toBeTruthy();
  expect(record.urls).toContain(`/trip.ics?ids=${[...places, ...events].map((s) => s.id).join(',')}`);
  const hrefs = await page.locator('main li h3 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(hrefs).toHaveLength(5);

  await goOffline(context);

  await page.goto('/trip');
  await expect(banner(page)).toHaveText(/^Offline copy from [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M\. It refreshes when you are back online\.$/);
  for (const entry of [...places, ...events]) await expect(page.getByRole('link', { name: entry.title, exact: true })).toBeVisible();

  // The map: its code and the built-in basemap come from the device, with the saved places on it.
  await page.getByRole('button', { name: 'Show on map' }).click();
  await expect(page.locator('[data-map-ready]')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByRole('complementary', { name: 'Places on the map' }).getByRole('link').first()).toBeVisible();

  // The calendar file.
  const calendar = await page.evaluate(async (url) => {
    const answer = await fetch(url);
    return { status: answer.status, text: await answer.text() };
  }, `/trip.ics?ids=${[...places, ...events].map((s) => s.id).join(',')}`);
  expect(calendar.status).toBe(200);
  expect(calendar.text).toContain('BEGIN:VCALENDAR');

  // Each entry, from the trip's links.
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(banner(page)).toBeVisible();
  }
  await page.goto(occurrence!);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(banner(page)).toBeVisible();

  // The conditions as they were when the trip was saved, dated by the copy's banner.
  expect(record.urls).toContain('/conditions');
  await page.goto('/conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Conditions in Whitefish today' })).toBeVisible();
  await expect(banner(page)).toBeVisible();

  // A page never opened or saved: the offline page, with what works offline.
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: 'My trip' })).toHaveAttribute('href', '/trip');

  // Back online, a page is fresh again: no notice.
  await startOwnSite();
  await context.setOffline(false);
  await page.goto('/trip');
  await expect(page.getByRole('heading', { level: 1, name: 'My trip' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(banner(page)).toHaveCount(0);
  await context.close();
});

test('removing a trip item updates the offline copy, and the copy can be removed', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await savedOnOwnSite(browser);
  const savedIds = () =>
    page.evaluate(async () => {
      const record = await (await caches.open('wf-trip')).match('/__offline/trip.json');
      return record ? ((await record.json()) as { ids: string[] }).ids : null;
    });
  expect(await savedIds()).toHaveLength(5);
  await page.getByRole('button', { name: `Remove ${places[0].title}` }).click();
  await expect.poll(savedIds, { timeout: 30_000 }).toEqual([...places.slice(1), ...events].map((s) => s.id));
  await expect(page.locator('[data-trip-offline-status]')).toHaveText(/^Saved for offline on .+ on this device( \(was .+\))?\.$/);

  await page.getByRole('button', { name: 'Remove offline copy' }).click();
  await expect(page.getByRole('button', { name: 'Save for offline' })).toBeVisible();
  expect(await savedIds()).toBeNull();
  await context.close();
});

test('an offline copy from an earlier day marks the event dates that have passed since', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await savedOnOwnSite(browser);
  await goOffline(context);
  // A year on (the page's clock only: the copy keeps its date).
  await page.clock.setFixedTime(Date.now() + 400 * 24 * 3600 * 1000);
  await page.goto('/trip');
  await expect(banner(page)).toBeVisible();
  const eventItems = page.locator('main li').filter({ has: page.locator('time') });
  await expect(eventItems.first()).toContainText('(passed)');
  await context.close();
});

test('private answers are not kept, and the page cache stays bounded', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto('/');
  await controlled(page);
  // A search page renders per request and is marked private, no-store.
  const searched = await page.goto('/search?q=lake');
  expect(searched?.headers()['cache-control']).toMatch(/no-store/);
  // More pages than the cache holds: list views, then entry pages named by the sitemap. The sitemap is read
  // beside the worker, so the walk does not depend on how fast a list renders on a busy machine.
  const paths = ['/stay', '/dine', '/shop', '/explore', '/deals', '/wifi', '/privacy', '/map'];
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(loc).pathname;
    if (path.startsWith('/entries/') && !paths.includes(path)) paths.push(path);
  }
  expect(paths.length).toBeGreaterThan(PAGE_CACHE_MAX_ENTRIES);
  for (const path of paths.slice(0, PAGE_CACHE_MAX_ENTRIES + 5)) await page.goto(path, { waitUntil: 'domcontentloaded' });
  const kept = () =>
    page.evaluate(async () => {
      const name = (await caches.keys()).find((n) => n.startsWith('wf-pages-'))!;
      const keys = await (await caches.open(name)).keys();
      return keys.map((k) => new URL(k.url).pathname + new URL(k.url).search);
    });
  // Expiration runs just after each page is stored.
  await expect.poll(async () => (await kept()).length, { timeout: 10_000 }).toBeLessThanOrEqual(PAGE_CACHE_MAX_ENTRIES);
  expect((await kept()).length).toBeGreaterThan(PAGE_CACHE_MAX_ENTRIES / 2);
  expect(await kept()).not.toContain('/search?q=lake');
  await context.close();
});

test('a new worker replaces the running one at once: SERVICE_WORKER=off empties the caches and unregisters', async ({ browser }) => {
  test.setTimeout(120_000);
  await startOwnSite();
  const context = await browser.newContext({ serviceWorkers: 'allow', baseURL: OWN_ORIGIN });
  const page = await context.newPage();
  await page.goto('/');
  await controlled(page);
  expect((await cacheNames(page)).some((name) => name.includes('-precache-'))).toBe(true);

  await own?.stop();
  await startOwnSite({ SERVICE_WORKER: 'off' });
  // The navigation checks /sw.js; the new script installs, takes over at once and removes everything.
  await page.goto('/wifi');
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), { timeout: 30_000 }).toBe(0);
  await expect.poll(() => cacheNames(page), { timeout: 10_000 }).toEqual([]);
  await context.close();
});
