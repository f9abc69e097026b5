/**
 * Lists beyond one page, the map tab showing every result, and list failures (docs/product.md#pages), against a
 * site of its own (server/main.ts, E2E_PORT+3) on a content service of its own (E2E_CONTENT_PORT+2, store
 * .test-data/e2e-pages) into which two and a half pages of lodgings with map points and 100 events (every fifth on three dates) are
 * imported with the import CLI. Every imported title carries this run's word and the tests list what matches
 * it, so no cached list of another run or spec can answer for them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LIST_PAGE_SIZE as P } from '../../lib/list-query/pages';
import { e2ePorts } from '../../shared/ports.mjs';
import { eventOccurrences, manyListings } from '../fixtures/many-listings.mjs';
import { contentCli, ROOT, startContentService, startSite, type OwnProcess } from './support/own-servers';
import { htmlWithScript } from './support/server-html';
import { denverToday, runWord } from './support/run-values';

const SITE_PORT = String(e2ePorts(process.env).site + 3);
const CONTENT_PORT = String(e2ePorts(process.env).content + 2);
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const DATA = '.test-data/e2e-pages';
const WORD = runWord('pages');
/** Three pages: two full ones and a half. */
const LODGINGS = 2 * P + P / 2;
const OCCURRENCES = eventOccurrences();
const EVENT_PAGES = Math.ceil(OCCURRENCES / P);
const lodging = (n: number) => `Lodging ${String(n).padStart(3, '0')} ${WORD}`;

let content: OwnProcess | null = null;
let site: OwnProcess | null = null;


test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  fs.rmSync(path.join(ROOT, DATA), { recursive: true, force: true });
  content = await startContentService({ port: CONTENT_PORT, dataDir: DATA });
  const file = path.join(ROOT, DATA, 'many-listings.json');
  fs.writeFileSync(file, JSON.stringify(manyListings({ word: WORD, lodgings: LODGINGS, today: denverToday() })));
  contentCli('import', file, DATA);
  site = await startSite({ port: SITE_PORT, contentPort: CONTENT_PORT, env: { CLIENT_RATE_LIMIT: '100000' } });
});

test.afterAll(async () => {
  await site?.stop();
  await content?.stop();
});

const listUrl = (list: string, query = '') => `${SITE}/${list}?search=${WORD}${query}`;
const cards = (page: Page) => page.locator('main [data-list-item]');
const countStatus = (page: Page) => page.getByRole('status').filter({ hasText: /items|could not be loaded/ });
const showMore = (page: Page) => page.getByRole('link', { name: 'Show more' });

/** Lets the list's on-demand client code take over (it hydrates when the visitor reaches into it). */
async function hydrate(page: Page): Promise<void> {
  const controls = page.locator('main [data-list-controls]');
  await controls.hover();
  await expect(controls).toHaveAttribute('data-list-controls', 'hydrated');
}

test('"Show more" appends the next page in place: scroll kept, focus on the first new item, count announced', async ({ page }) => {
  await page.goto(listUrl('stay'));
  await expect(countStatus(page)).toHaveText(`${P} of ${LODGINGS} items`);
  await expect(cards(page)).toHaveCount(P);
  await hydrate(page);

  await showMore(page).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  const historyLength = await page.evaluate(() => window.history.length);
  await showMore(page).click();
  await expect(cards(page)).toHaveCount(2 * P);
  await expect(countStatus(page)).toHaveText(`${2 * P} of ${LODGINGS} items`);
  await expect(countStatus(page)).toHaveAttribute('aria-live', 'polite');
  await expect(page.getByRole('link', { name: lodging(P + 1) })).toBeFocused();
  await page.waitForTimeout(800); // past the shell's scroll to the top after a URL change (not for `page` alone)
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(2);
  expect(new URL(page.url()).search).toBe(`?search=${WORD}&page=2`);
  expect(await page.evaluate(() => window.history.length)).toBe(historyLength);

  await showMore(page).click();
  await expect(countStatus(page)).toHaveText(`${LODGINGS} items`);
  await expect(cards(page)).toHaveCount(LODGINGS);
  await expect(showMore(page)).toHaveCount(0);

  // A reload shows the same list: the URL holds the pages shown.
  await page.reload();
  await expect(cards(page)).toHaveCount(LODGINGS);
});

test('?page=N server-renders pages 1..N; invalid page values are ignored', async ({ request }) => {
  const rendered = async (query: string) => {
    const html = htmlWithScript(await (await request.get(listUrl('stay', query))).text());
    return { items: html.match(/<li[^>]*data-list-item/g)?.length ?? 0, count: html.match(/(\d+ of \d+ items|\d+ items)</)?.[1] };
  };
  expect(await rendered('&page=2')).toEqual({ items: 2 * P, count: `${2 * P} of ${LODGINGS} items` });
  expect(await rendered('&page=3')).toEqual({ items: LODGINGS, count: `${LODGINGS} items` });
  for (const bad of ['0', '-1', 'abc', '2.5', '4', '99', '']) {
    expect(await rendered(`&page=${bad}`), `page=${bad}`).toEqual({ items: P, count: `${P} of ${LODGINGS} items` });
  }
  // Events are paged by date: every occurrence once.
  const events = htmlWithScript(await (await request.get(listUrl('events', `&page=${EVENT_PAGES}`))).text());
  expect(events.match(/<li[^>]*data-list-item/g)).toHaveLength(OCCURRENCES);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('"Show more" is a link to the next page, which lands on its first new item', async ({ page }) => {
    await page.goto(listUrl('stay', '&page=2'));
    await expect(cards(page)).toHaveCount(2 * P);
    await expect(countStatus(page)).toHaveText(`${2 * P} of ${LODGINGS} items`);
    await expect(showMore(page)).toHaveAttribute('href', `/stay?search=${WORD}&page=3#page-3`);
    await showMore(page).click();
    await expect(page).toHaveURL(`${listUrl('stay', '&page=3')}#page-3`);
    await expect(cards(page)).toHaveCount(LODGINGS);
    // The first of two: the hidden streamed copy of the list (only script reveals it) comes later in the document.
    await expect(page.locator('#page-3').first()).toBeInViewport();
    await expect(showMore(page)).toHaveCount(0);
  });
});

test('the map tab lists every place of the results, not the first page', async ({ page }) => {
  await page.goto(listUrl('stay', '&tab=map'));
  const places = page.getByRole('complementary', { name: 'Places on the map' });
  await expect(places.getByRole('heading', { name: `Places on the map (${LODGINGS})` })).toBeVisible();
  await expect(places.getByRole('listitem')).toHaveCount(LODGINGS);

  // Switched to in the page, from the first page of the grid.
  await page.goto(listUrl('stay'));
  await hydrate(page);
  await page.getByRole('navigation', { name: 'Stay views' }).getByRole('link', { name: 'Map' }).click();
  await expect(places.getByRole('listitem')).toHaveCount(LODGINGS);
  await expect(countStatus(page)).toHaveText(`${LODGINGS} items`);
});

test('a failed list request says so with a retry, shows no results under the new words, and keeps them', async ({ page }) => {
  await page.goto(listUrl('stay'));
  await hydrate(page);
  let fail = true;
  await page.route('**/api/lists/**', (route) =>
    fail ? route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":{"id":"unavailable","message":"The list cannot be read right now."}}' }) : route.fallback(),
  );
  const box = page.getByRole('searchbox', { name: 'Search' }).last();
  const typed = `${WORD} lodging`;
  await box.fill(typed);
  await box.press('Enter');
  await expect(countStatus(page)).toHaveText('These results could not be loaded. Please try again.');
  await expect(cards(page)).toHaveCount(0);
  await expect(box).toHaveValue(typed);

  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(countStatus(page)).toHaveText(/^\d+ (of \d+ )?items$/);
  await expect(cards(page).first()).toBeVisible();
  await expect(box).toHaveValue(typed);
});
