/**
 * Dates on the events list (docs/product.md#dates-on-the-events-list) in Chromium, against a site of its own
 * (server/main.ts, E2E_PORT+3) on a content service of its own (E2E_CONTENT_PORT+2, store .test-data/e2e-dates)
 * into which events on days relative to today are imported (tests/fixtures/dated-events.ts): one a day, a festival
 * over four days, a weekly series and an event already running. Every title carries this run's word and the tests
 * list what matches it, so no cached list of another run can answer for them. Today is Whitefish's today, so the
 * quick choices are checked against whatever weekday the suite runs on.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { LIST_PAGE_SIZE as P } from '../../lib/list-query/pages';
import { e2ePorts } from '../../shared/ports.mjs';
import { datedEvents, dayAfter, titlesBetween } from '../fixtures/dated-events';
import { contentCli, ROOT, startContentService, startSite, type OwnProcess } from './support/own-servers';
import { denverToday, runWord } from './support/run-values';

const SITE_PORT = String(e2ePorts(process.env).site + 3);
const CONTENT_PORT = String(e2ePorts(process.env).content + 2);
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const DATA = '.test-data/e2e-dates';
const WORD = runWord('dates');

let content: OwnProcess | null = null;
let site: OwnProcess | null = null;
let today = '';


test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  fs.rmSync(path.join(ROOT, DATA), { recursive: true, force: true });
  content = await startContentService({ port: CONTENT_PORT, dataDir: DATA });
  today = denverToday();
  const file = path.join(ROOT, DATA, 'dated-events.json');
  fs.writeFileSync(file, JSON.stringify(datedEvents({ word: WORD, today })));
  contentCli('import', file, DATA);
  site = await startSite({ port: SITE_PORT, contentPort: CONTENT_PORT, env: { CLIENT_RATE_LIMIT: '100000' } });
});

test.afterAll(async () => {
  await site?.stop();
  await content?.stop();
});

/** The days (offsets from today) of each quick choice, by the rules in docs/product.md, for today's weekday. */
function quickDays(): Record<string, [number, number]> {
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  const toSunday = (7 - weekday) % 7;
  const [y, m, d] = today.split('-').map(Number);
  const monthEnd = new Date(Date.UTC(y, m, 0)).getUTCDate() - d;
  return {
    Today: [0, 0],
    Tomorrow: [1, 1],
    'This weekend': weekday === 0 || weekday >= 5 ? [0, toSunday] : [5 - weekday, toSunday],
    'Next 7 days': [0, 6],
    'This month': [0, monthEnd],
  };
}

/** A day as the site shows it: 11/27/26. */
const shown = (offset: number) => {
  const [y, m, d] = dayAfter(today, offset).split('-');
  return `${m}/${d}/${y.slice(2)}`;
};
const span = ([from, to]: [number, number]) => (from === to ? `on ${shown(from)}` : `between ${shown(from)} and ${shown(to)}`);

const listUrl = (query = '') => `${SITE}/events?search=${WORD}${query}`;
/** The visible list (without script a hidden streamed copy of it may be in the document too). */
const list = (page: Page) => page.locator('main [data-list-controls]').filter({ visible: true });
const controls = (page: Page) => list(page).getByRole('search');
const countStatus = (page: Page) => list(page).getByRole('status');
const sorted = (titles: string[]) => [...titles].sort();
const titlesShown = async (page: Page) => sorted(await list(page).locator('[data-list-item] h2').allTextContents());

/** The count line of a list of n items: its first page shows at most P of them. */
const counted = (n: number, what: string) => `${n > P ? `${P} of ` : ''}${n} ${what}`;

async function expectDays(page: Page, days: [number, number]): Promise<void> {
  const expected = titlesBetween(WORD, ...days);
  await expect(countStatus(page)).toHaveText(counted(expected.length, `events ${span(days)}`));
  const shownTitles = await titlesShown(page);
  if (expected.length <= P) expect(shownTitles).toEqual(sorted(expected));
  else expect(shownTitles.filter((title) => expected.includes(title))).toHaveLength(P);
}

/** Lets the list's on-demand client code take over (it hydrates when the visitor reaches into it). */
async function hydrate(page: Page): Promise<void> {
  await list(page).hover();
  await expect(list(page)).toHaveAttribute('data-list-controls', 'hydrated');
}

const when = (scope: Locator) => scope.getByLabel('When');

/** A range in a title: '11/27/26 – 11/29/26', or one day. */
const titleRange = ([from, to]: [number, number]) => (from === to ? shown(from) : `${shown(from)} – ${shown(to)}`);
const escaped = (text: string) => text.replace(/[()/.]/g, '\\$&');

test('each quick choice lists the events of its days, counted, and updates the URL and the title in place', async ({ page }) => {
  await page.goto(listUrl());
  await expect(countStatus(page)).toHaveText(counted(titlesBetween(WORD, 0, 999).length, 'items'));
  const plainTitle = await page.title();
  await hydrate(page);
  const values: Record<string, string> = { Today: 'today', Tomorrow: 'tomorrow', 'This weekend': 'weekend', 'Next 7 days': 'week', 'This month': 'month' };
  for (const [label, days] of Object.entries(quickDays())) {
    await when(controls(page)).selectOption({ label });
    await expect(page).toHaveURL(listUrl(`&when=${values[label]}`));
    await expectDays(page, days);
  }
  await expect(page).toHaveTitle(new RegExp(`^Events this month \\(${escaped(titleRange(quickDays()['This month']))}\\) \\| `));
  await when(controls(page)).selectOption({ label: 'Any date' });
  await expect(page).toHaveURL(listUrl());
  await expect(countStatus(page)).toHaveText(counted(titlesBetween(WORD, 0, 999).length, 'items'));
  await expect(page).toHaveTitle(plainTitle);
});

test('a choice made before the list’s code has loaded is taken over, not lost', async ({ page }) => {
  await page.goto(listUrl());
  await when(controls(page)).selectOption({ label: 'Tomorrow' });
  await expect(page).toHaveURL(listUrl('&when=tomorrow'));
  await expectDays(page, [1, 1]);
});

test('custom days: a multi-day event spanning the first day, one date of a weekly series, from the URL on reload', async ({ page }) => {
  await page.goto(listUrl());
  await hydrate(page);
  const from = controls(page).getByLabel('From');
  await expect(from).toBeHidden();
  await when(controls(page)).selectOption({ label: 'Choose dates…' });
  await expect(from).toBeVisible();
  await from.fill(dayAfter(today, 10));
  await controls(page).getByLabel('To').fill(dayAfter(today, 12));
  await expect(page).toHaveURL(listUrl(`&from=${dayAfter(today, 10)}&to=${dayAfter(today, 12)}`));
  await expectDays(page, [10, 12]);
  const titles = await titlesShown(page);
  expect(titles).toContain(`Festival ${WORD}`); // days 8–11
  expect(titles.filter((t) => t === `Weekly ${WORD}`)).toHaveLength(1); // day 10 of 3, 10, 17, …
  await expect(list(page).getByRole('link', { name: `Weekly ${WORD}` })).toHaveAttribute('href', new RegExp(`\\?date=${dayAfter(today, 10)}$`));

  await page.reload();
  await expectDays(page, [10, 12]);
  await expect(when(controls(page))).toHaveValue('dates');
  await expect(controls(page).getByLabel('From')).toHaveValue(dayAfter(today, 10));
});

test('the title names the range; dated states are not indexed and point crawlers at the plain list', async ({ page }) => {
  await page.goto(listUrl('&when=weekend'));
  await expect(page).toHaveTitle(new RegExp(`^Events this weekend \\(${escaped(titleRange(quickDays()['This weekend']))}\\) \\| `));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /(?<!no)follow/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/events$/);

  await page.goto(listUrl());
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
  await expect(page).not.toHaveTitle(/^Events this/);
});

test('days with no events say so, with the days; past and malformed days are ignored', async ({ page }) => {
  await page.goto(listUrl(`&from=${dayAfter(today, 60)}&to=${dayAfter(today, 62)}`));
  await expect(countStatus(page)).toHaveText(`No events between ${shown(60)} and ${shown(62)}.`);
  await expect(list(page).locator('[data-list-item]')).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(`^Events between ${shown(60).replace(/\//g, '\\/')} and`));

  for (const bad of [`&from=${dayAfter(today, -9)}&to=${dayAfter(today, -5)}`, '&from=2026-02-30&to=9999-99-99', '&when=someday']) {
    await page.goto(listUrl(bad));
    await expect(countStatus(page)).toHaveText(counted(titlesBetween(WORD, 0, 999).length, 'items'));
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the When control is part of the GET form: a quick choice, then custom days shown by choosing them', async ({ page }) => {
    await page.goto(listUrl());
    const form = controls(page);
    await expect(form.getByLabel('From')).toBeHidden();
    await when(form).selectOption({ label: 'Next 7 days' });
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/when=week/);
    await expectDays(page, [0, 6]);

    await when(controls(page)).selectOption({ label: 'Choose dates…' });
    await expect(controls(page).getByLabel('From')).toBeVisible();
    await controls(page).getByLabel('From').fill(dayAfter(today, 10));
    await controls(page).getByLabel('To').fill(dayAfter(today, 12));
    await controls(page).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${dayAfter(today, 10)}&to=${dayAfter(today, 12)}`));
    await expectDays(page, [10, 12]);
  });
});

test('usable on a 390 px wide screen: the custom days fit beside each other', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(listUrl(`&from=${dayAfter(today, 10)}&to=${dayAfter(today, 12)}`));
  const [from, to] = [controls(page).getByLabel('From'), controls(page).getByLabel('To')];
  await controls(page).locator('summary').filter({ hasText: 'Filters (1)' }).click(); // folded on a phone
  await expect(from).toBeVisible();
  const [a, b] = [await from.boundingBox(), await to.boundingBox()];
  expect(a && b && a.x + a.width <= b.x && b.x + b.width <= 390).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
