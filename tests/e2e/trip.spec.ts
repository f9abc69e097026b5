/**
 * The trip page (docs/product.md#the-trip-page): the visitor's own trip read from this browser's store (seeded
 * through its localStorage key), grouped by type, with removal that keeps focus, reloads and other tabs in step;
 * the share link rendered by the server in a fresh browser (with and without JavaScript) and "Save all"; ids that
 * are junk, unknown or past the cap; noindex; the map loaded only on request; and printing without the site frame.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { entriesOf, type Saved } from './support/list-entries';

const STORE_KEY = 'wf-trip';

/** Two events, a place to stay and a restaurant, read once from the site's own lists. */
let events: Saved[];
let stay: Saved;
let dine: Saved;
/** Saved in this order: the later event first, so the page must order the events by date. */
const saved = () => [stay, events[1], dine, events[0]];

async function seed(page: Page, ids: string[]) {
  await page.goto('/');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORE_KEY, JSON.stringify(ids)] as const);
}

const stored = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as string[], STORE_KEY);
const item = (page: Page, title: string) => page.locator('main li').filter({ has: page.getByRole('link', { name: title, exact: true }) });
const groupHeadings = (page: Page) => page.locator('main section h2').filter({ hasNotText: /^(Share link|Offline)$/ }).allTextContents();

async function openOwnTrip(page: Page) {
  await page.goto('/trip');
  await expect(page.getByRole('heading', { level: 1, name: 'My trip' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  events = await entriesOf(page, '/events', 2);
  [stay] = await entriesOf(page, '/stay', 1);
  [dine] = await entriesOf(page, '/dine', 1);
  await page.close();
});

test('the own trip lists the saved entries by type, events first with their dates; removal keeps focus and lasts', async ({ page }) => {
  await seed(page, saved().map((s) => s.id));
  await openOwnTrip(page);
  expect(await groupHeadings(page)).toEqual(['Events', 'Dine', 'Stay']);
  for (const event of events) await expect(item(page, event.title).locator('time')).toHaveText(/\d\d\/\d\d\/\d\d/);
  const eventTimes = await page.locator('main section').first().locator('time').evaluateAll((ts) => ts.map((t) => Date.parse(t.getAttribute('datetime')!)));
  expect(eventTimes).toEqual([...eventTimes].sort((a, b) => a - b));
  for (const entry of saved()) await expect(item(page, entry.title).getByRole('link', { name: entry.title })).toHaveAttribute('href', new RegExp(`/${entry.id}`));
  await expect(page.getByRole('link', { name: 'Add saved events to my calendar (.ics)' })).toHaveAttribute(
    'href',
    `/trip.ics?ids=${saved().map((s) => s.id).join(',')}`,
  );

  // Removing an item moves focus to the next item's Remove button; the last one's to the heading.
  await page.getByRole('button', { name: `Remove ${dine.title}` }).click();
  await expect(item(page, dine.title)).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Remove ${stay.title}` })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: `Removed ${dine.title}` })).toHaveCount(1);
  expect(await groupHeadings(page)).toEqual(['Events', 'Stay']);
  await page.getByRole('button', { name: `Remove ${stay.title}` }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'My trip' })).toBeFocused();
  expect(await stored(page)).toEqual([events[1].id, events[0].id]);

  await page.reload();
  await expect(item(page, events[0].title)).toBeVisible();
  await expect(item(page, dine.title)).toHaveCount(0);
  await expect(item(page, stay.title)).toHaveCount(0);

  for (const event of events) await page.getByRole('button', { name: `Remove ${event.title}` }).click();
  await expect(page.getByText('Nothing saved yet — use Save on any place or event.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'My trip' })).toBeFocused();
});

test('two tabs stay in step: a removal in one shows in the other, and so does an item saved elsewhere', async ({ context }) => {
  const one = await context.newPage();
  await seed(one, [stay.id, dine.id]);
  await openOwnTrip(one);
  const two = await context.newPage();
  await openOwnTrip(two);
  await expect(item(two, dine.title)).toBeVisible();

  await one.getByRole('button', { name: `Remove ${dine.title}` }).click();
  await expect(item(two, dine.title)).toHaveCount(0);
  await expect(item(two, stay.title)).toBeVisible();

  await one.evaluate(([key, value]) => localStorage.setItem(key, value), [STORE_KEY, JSON.stringify([stay.id, events[0].id])] as const);
  await expect(item(two, events[0].title)).toBeVisible();
});

async function freshContext(browser: Browser, options: { javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  return browser.newContext({ baseURL: test.info().project.use.baseURL, timezoneId: 'America/Denver', ...options });
}

test('the share link renders the same list on the server in a fresh browser, read-only, and Save all copies it', async ({ page, browser }) => {
  await seed(page, saved().map((s) => s.id));
  await openOwnTrip(page);
  const shareLink = page.getByRole('region', { name: 'Share link' }).getByRole('link');
  const url = new URL((await shareLink.getAttribute('href'))!);
  expect(url.pathname).toBe('/trip');
  expect(url.searchParams.get('ids')).toBe(saved().map((s) => s.id).join(','));
  const sharePath = `${url.pathname}${url.search}`;

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url.toString());

  // Without JavaScript: the server's HTML alone, no buttons that would do nothing.
  const noScript = await freshContext(browser, { javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto(sharePath);
  await expect(bare.getByRole('heading', { level: 1, name: 'A shared trip' })).toBeVisible();
  expect(await groupHeadings(bare)).toEqual(['Events', 'Dine', 'Stay']);
  for (const entry of saved()) await expect(item(bare, entry.title)).toBeVisible();
  await expect(bare.locator('main').getByRole('button')).toHaveCount(0);
  await noScript.close();
  // The own trip without script: a note (Chromium with script turned off through DevTools still treats <noscript>
  // as raw text, so the server's HTML is checked).
  const own = await (await page.request.get('/trip')).text();
  expect(own).toMatch(/<noscript><p[^>]*>Your trip is kept by your browser and needs JavaScript to show here\.<\/p><\/noscript>/);

  const fresh = await freshContext(browser);
  const other = await fresh.newPage();
  await other.goto(sharePath);
  await expect(other.getByRole('heading', { level: 1, name: 'A shared trip' })).toBeVisible();
  await expect(other.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await other.getByRole('button', { name: 'Save all to my trip' }).click();
  await expect(other.getByRole('status').filter({ hasText: 'Added 4 to your trip.' })).toBeVisible();
  expect(await stored(other)).toEqual(saved().map((s) => s.id));
  await other.getByRole('button', { name: 'Save all to my trip' }).click();
  await expect(other.getByRole('status').filter({ hasText: 'All of these are already in your trip.' })).toBeVisible();
  await other.getByRole('link', { name: 'Open my trip' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'My trip' })).toBeVisible();
  for (const entry of saved()) await expect(item(other, entry.title)).toBeVisible();
  await fresh.close();
});

test('junk and unknown ids are left out with a note, repeats count once, and a link past the cap says so', async ({ page }) => {
  const unknown = randomUUID();
  await page.goto(`/trip?ids=junk,${stay.id},${unknown},%3Cscript%3E,${stay.id.toUpperCase()},,${dine.id}&ids=${events[0].id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'A shared trip' })).toBeVisible();
  await expect(page.getByText('1 saved item is no longer available.')).toBeVisible();
  expect(await groupHeadings(page)).toEqual(['Dine', 'Stay']);
  await expect(item(page, stay.title)).toHaveCount(1);

  const many = [stay.id, ...Array.from({ length: 60 }, () => randomUUID())];
  const response = await page.goto(`/trip?ids=${many.join(',')}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByText('This link held more than 50 items; only the first 50 are shown.')).toBeVisible();
  await expect(page.getByText('49 saved items are no longer available.')).toBeVisible();
  await expect(item(page, stay.title)).toBeVisible();

  // As many ids as fit in a request line Node accepts (16 kB): read up to the cap's worth, never an error.
  const huge = await page.goto(`/trip?ids=${Array.from({ length: 400 }, () => randomUUID()).join(',')}`);
  expect(huge?.status()).toBe(200);
  await expect(page.getByText('Nothing in this shared trip is available.')).toBeVisible();

  const api = await page.request.get(`/api/trip?ids=${unknown},junk,${dine.id}`);
  expect(api.status()).toBe(200);
  // One visitor's choice of ids: the browser may keep it, a shared cache not (endless combinations).
  expect(api.headers()['cache-control']).toBe('private, max-age=60');
  const body = (await api.json()) as { groups: { key: string; items: { sourceId: string }[] }[]; leftOut: number };
  expect(body.leftOut).toBe(1);
  expect(body.groups.map((g) => [g.key, g.items.map((i) => i.sourceId)])).toEqual([['dine', [dine.id]]]);
});

test('the trip is not indexed, points its canonical link at /trip and is titled for what it shows', async ({ page }) => {
  for (const [path, title] of [
    ['/trip', 'My trip'],
    [`/trip?ids=${stay.id}`, 'A shared trip'],
  ]) {
    await page.goto(path);
    await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/trip$/);
  }
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/trip');
});

test('the map of the saved places loads only when asked for', async ({ page }) => {
  await seed(page, [stay.id, dine.id]);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().includes('maplibre')) scripts.push(request.url());
  });
  await openOwnTrip(page);
  await expect(item(page, dine.title)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const before = new Set(scripts);
  expect([...before].some((url) => url.includes('maplibre'))).toBe(false);

  await page.getByRole('button', { name: 'Show on map' }).click();
  await expect(page.locator('[data-map-ready]')).toHaveCount(1, { timeout: 20_000 });
  const fetchedForMap = scripts.filter((url) => !before.has(url));
  expect(fetchedForMap.length).toBeGreaterThan(0);
  await expect(page.getByRole('complementary', { name: 'Places on the map' }).getByRole('link')).toHaveText([dine.title, stay.title]);
});

test('printing gives the list with entry addresses and without the site frame or buttons', async ({ page }) => {
  await seed(page, saved().map((s) => s.id));
  await openOwnTrip(page);
  await expect(item(page, stay.title)).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header.top-bar')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  const pdf = await page.pdf({ format: 'Letter' });

  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf) }).promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    text += `${content.items.map((i) => ('str' in i ? i.str : '')).join(' ')}\n`;
  }
  const flat = text.replace(/\s+/g, ' ');
  expect(flat).toContain('My trip');
  for (const entry of saved()) {
    expect(flat).toContain(entry.title);
    expect(flat.replace(/ /g, '')).toContain(`/${entry.id}`);
  }
  for (const chrome of ['Skip to content', 'Follow us', 'Travel Guide', 'Discover Whitefish', 'Remove', 'Share link', 'Show on map']) {
    expect(flat).not.toContain(chrome);
  }
});
