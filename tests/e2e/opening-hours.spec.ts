/**
 * Opening hours a machine can read (docs/product.md#opening-hours): the badge on list cards and entry pages is right
 * for the visitor's clock on cached pages, the entry page shows the week's table and carries
 * openingHoursSpecification, and a value that does not parse is ignored without an error.
 *
 * The server renders with real time; the browser's clock is fixed (Playwright's clock) to moments of tomorrow in
 * Whitefish, which the badges' steps cover from any time today. The seeded late bar, Flathead Taproom & Cidery, is
 * open daily 16:00–02:00 whatever the date. Every seeded value parses: a place whose hours do not
 * (tests/fixtures/malformed-hours.ts) is imported into a content service of its own (E2E_CONTENT_PORT+2, store
 * .test-data/e2e-hours) behind a site of its own (server/main.ts, E2E_PORT+2).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2ePorts } from '../../shared/ports.mjs';
import { HOURS_TEXT, MALFORMED_HOURS, malformedHoursPlace } from '../fixtures/malformed-hours';
import { contentCli, ROOT, startContentService, startSite, type OwnProcess } from './support/own-servers';
import { runWord } from './support/run-values';

const ZONE = 'America/Denver';
const BAR = 'Flathead Taproom & Cidery';

const todayInDenver = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The instant of wall time `hh:mm` on `day` in Whitefish (either offset, whichever reads back). */
function denver(day: string, hhmm: string): Date {
  for (const offset of ['-06:00', '-07:00']) {
    const d = new Date(`${day}T${hhmm}:00${offset}`);
    const wall = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);
    if (wall === hhmm) return d;
  }
  throw new Error(`no ${hhmm} on ${day}`);
}

const tomorrow = () => nextDay(todayInDenver());
/** The visible list (without script a hidden streamed copy of it may be in the document too). */
const list = (page: Page) => page.locator('main [data-list-controls]').filter({ visible: true });
/** The count above the results (the first status: each card's Save toggle has its own after it). */
const count = (page: Page) => list(page).getByRole('status').first();

async function entryPath(page: Page, title: string): Promise<string> {
  await page.goto('/dine');
  const href = await page.getByRole('link', { name: title, exact: true }).first().getAttribute('href');
  expect(href).toMatch(/^\/entries\//);
  return href!;
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('opening hours', () => {
  test('a list card says open or closed for the visitor clock, and changes without a reload', async ({ page }) => {
    const errors = watchErrors(page);
    // The cached list was rendered for today's midnight, when the bar was open and the brewery closed.
    await page.clock.install({ time: denver(tomorrow(), '15:00') });
    await page.goto('/dine');
    const bar = list(page).locator('article').filter({ has: page.getByRole('link', { name: BAR, exact: true }) });
    await expect(bar.locator('[data-hours]')).toHaveText('Closed · opens 4 pm');
    await expect(bar.locator('[data-hours]')).toHaveAttribute('data-state', 'closed');
    // Boxcar Brewing: daily noon to 8 pm.
    const brewery = list(page).locator('article').filter({ has: page.getByRole('link', { name: 'Boxcar Brewing Co.', exact: true }) });
    await expect(brewery.locator('[data-hours]')).toHaveText('Open now · closes 8 pm');
    // Later that evening, without a reload.
    await page.clock.fastForward(6 * 3_600_000);
    await expect(bar.locator('[data-hours]')).toHaveText('Open now · closes 2 am');
    await expect(brewery.locator('[data-hours]')).toHaveText(/^Closed · opens (Mon|Tue|Wed|Thu|Fri|Sat|Sun) noon$/);
    // The list's code hydrates over the badges the script changed (at the first interaction at the latest): no
    // hydration error, and the badges stay as the script set them.
    await page.mouse.move(10, 10);
    await expect(page.locator('main [data-list-controls="hydrated"]')).toHaveCount(1);
    await expect(bar.locator('[data-hours]')).toHaveText('Open now · closes 2 am');
    expect(errors).toEqual([]);
  });

  test('an entry page: the badge follows the clock within a minute, the week table and the structured data', async ({ page, request }) => {
    const path = await entryPath(page, BAR);
    const day = tomorrow();
    await page.clock.install({ time: denver(day, '10:00') });
    await page.goto(path);
    const badge = page.locator('header [data-hours]');
    await expect(badge).toHaveText('Closed · opens 4 pm');
    await expect(badge).toHaveAttribute('data-state', 'closed');
    // Opening time passes while the page is open: the badge changes within the script's 15 s, without a reload.
    await page.clock.fastForward(denver(day, '16:00').getTime() - Date.parse(await page.evaluate(() => new Date().toISOString())) + 15_000);
    await expect(badge).toHaveText('Open now · closes 2 am');
    await expect(badge).toHaveAttribute('data-state', 'open');
    // Past midnight it is still the same night; at 2 am it closes.
    await page.clock.fastForward(denver(nextDay(day), '01:30').getTime() - Date.parse(await page.evaluate(() => new Date().toISOString())));
    await expect(badge).toHaveText('Open now · closes 2 am');
    await page.clock.fastForward(denver(nextDay(day), '02:00').getTime() - Date.parse(await page.evaluate(() => new Date().toISOString())) + 15_000);
    await expect(badge).toHaveText('Closed · opens 4 pm');

    const table = page.getByRole('table', { name: 'Opening hours this week' });
    await expect(table.getByRole('row')).toHaveCount(7);
    await expect(table.getByRole('cell')).toHaveText(Array(7).fill('4 pm – 2 am'));
    // The text editors write is still what the page shows under Hours.
    await expect(page.getByRole('region', { name: 'Hours', exact: true })).toContainText('Daily 4 pm–2 am');

    const html = await (await request.get(path)).text();
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
    const place = jsonLd.flatMap((d) => d['@graph'] ?? []).find((n: { '@type': string }) => n['@type'] === 'Restaurant');
    expect(place.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => `https://schema.org/${d}`),
        opens: '16:00',
        closes: '02:00',
      },
    ]);
  });

  test.describe('open on my dates', () => {
    test('without JavaScript: the When control is part of the GET form', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/dine?when=now');
      // Every seeded place lists hours: nothing is counted apart.
      await expect(count(page)).toHaveText(/^(\d+ places? open now|No places are open now\.?)$/);
      await expect(page).toHaveTitle(/^Dine open now/);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
      // Another choice through the form itself.
      await list(page).getByRole('search').getByLabel('When').selectOption('week');
      await list(page).getByRole('search').getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/[?&]when=week/);
      await expect(count(page)).toHaveText(/places? open between \S+ and \S+\.?$/);
      // The late bar is open every day.
      await expect(list(page).getByRole('link', { name: BAR, exact: true })).toBeVisible();
      await context.close();
    });

    test('with JavaScript: a choice updates the URL and the results in place', async ({ page }) => {
      await page.goto('/explore');
      // City Beach keeps no opening hours: listed as usual; with dates not listed but counted apart.
      await expect(list(page).getByRole('link', { name: 'City Beach', exact: true })).toBeVisible();
      await list(page).getByLabel('When').selectOption('weekend');
      await expect(page).toHaveURL(/[?&]when=weekend/);
      await expect(count(page)).toHaveText(/^(\d+ (of \d+ )?places? open|No places are open) between .* · \d+ places do not list hours\.$/);
      await expect(list(page).getByRole('link', { name: 'City Beach', exact: true })).toHaveCount(0);
      await list(page).getByLabel('When').selectOption('any');
      await expect(page).not.toHaveURL(/when=/);
      await expect(list(page).getByRole('link', { name: 'City Beach', exact: true })).toBeVisible();
      await expect(count(page)).toHaveText(/^\d+ items$/);
    });
  });

  test('the trip page marks saved places closed today or on the trip’s event days', async ({ page }) => {
    const idOf = (href: string) => href.split('?')[0].split('/').pop()!;
    await page.goto('/dine');
    const hrefOf = async (title: string) => (await list(page).getByRole('link', { name: title, exact: true }).first().getAttribute('href'))!;
    const [bar, smokehouse] = [idOf(await hrefOf(BAR)), idOf(await hrefOf('Stumptown Smokehouse'))];
    await page.goto('/events');
    const events = await list(page).locator('article a[href^="/entries/"]').evaluateAll((links) => links.slice(0, 6).map((a) => a.getAttribute('href')!));
    const ids = [bar, smokehouse, ...new Set(events.map(idOf))];
    await page.goto(`/trip?ids=${ids.join(',')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'A shared trip' })).toBeVisible();
    const item = (id: string) => page.locator(`[data-trip-item="${id}"]`);
    // The late bar is open every day: no marks, and its badge.
    await expect(item(bar).getByRole('list', { name: 'Closed on your trip days' })).toHaveCount(0);
    await expect(item(bar).locator('[data-hours]')).toHaveText(/^(Open now · closes 2 am|Closed · opens 4 pm)$/);
    // The smokehouse opens Wednesday to Sunday: every mark names a Monday or Tuesday (or today, when it is one).
    const weekday = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, weekday: 'short' }).format(new Date());
    const marks = await item(smokehouse).getByRole('listitem').allTextContents();
    for (const mark of marks) expect(mark).toMatch(mark === 'Closed today' ? /./ : /^Closed (Mon|Tue), /);
    expect(marks.includes('Closed today')).toBe(weekday === 'Mon' || weekday === 'Tue');
  });
});

test.describe('hours that do not parse', () => {
  const SITE = `http://127.0.0.1:${e2ePorts(process.env).site + 2}`;
  const CONTENT_PORT = String(e2ePorts(process.env).content + 2);
  const DATA = '.test-data/e2e-hours';
  const place = malformedHoursPlace(runWord('hours'));
  const started: OwnProcess[] = [];
  let site: OwnProcess | null = null;
  /** The list searched for the place's word: it alone. */
  const searched = (query = '') => `${SITE}/dine?search=${encodeURIComponent(place.title.split(' ').pop()!)}${query}`;

  test.beforeAll(async () => {
    // A bound for two processes' start and a first sync (each may take a minute on a busy machine).
    test.setTimeout(150_000);
    fs.rmSync(path.join(ROOT, DATA), { recursive: true, force: true });
    started.push(await startContentService({ port: CONTENT_PORT, dataDir: DATA }));
    const file = path.join(ROOT, DATA, 'malformed-hours.json');
    fs.writeFileSync(file, JSON.stringify(place.file));
    contentCli('import', file, DATA);
    site = await startSite({ port: new URL(SITE).port, contentPort: CONTENT_PORT });
    started.push(site);
  });

  test.afterAll(async () => {
    for (const own of started.splice(0).reverse()) await own.stop();
  });

  test('are ignored: the card and the page show no badge, table or structured hours, without an error', async ({ page, request }) => {
    const errors = watchErrors(page);
    await page.goto(searched());
    const card = list(page).locator('article').filter({ has: page.getByRole('link', { name: place.title, exact: true }) });
    await expect(card).toBeVisible();
    await expect(card.locator('[data-hours]')).toHaveCount(0);
    await page.mouse.move(10, 10);
    await expect(page.locator('main [data-list-controls="hydrated"]')).toHaveCount(1);
    const href = (await card.getByRole('link', { name: place.title, exact: true }).getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^/entries/[^/]+/${place.id}$`));

    const response = await request.get(`${SITE}${href}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).not.toContain('openingHoursSpecification');
    await page.goto(`${SITE}${href}`);
    // The editor's text is what visitors read.
    await expect(page.getByRole('region', { name: 'Hours', exact: true })).toContainText(HOURS_TEXT);
    await expect(page.locator('[data-hours]')).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Opening hours this week' })).toHaveCount(0);
    expect(errors).toEqual([]);
    // The operator learns which entry holds which value, as a warning.
    const warning = site!.log().split('\n').find((line) => line.includes('"event":"invalid_opening_hours"'));
    expect(warning).toBeDefined();
    expect(JSON.parse(warning!)).toMatchObject({ level: 'warn', source: 'hours', entry: place.id, value: MALFORMED_HOURS });
  });

  test('are counted apart from the places open on my dates', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(searched('&when=now'));
    await expect(count(page)).toHaveText('No places are open now · 1 place does not list hours.');
    await expect(list(page).getByRole('link', { name: place.title, exact: true })).toHaveCount(0);
    await page.goto(searched('&when=week'));
    await expect(count(page)).toHaveText(/^No places are open between \S+ and \S+ · 1 place does not list hours\.$/);
    await context.close();
  });
});
