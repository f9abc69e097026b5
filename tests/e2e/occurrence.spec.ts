/**
 * An entry page opened for one occurrence of a recurring event (`?date=`) shows that occurrence — in the page, its
 * <title>, canonical link, JSON-LD and calendar file — rendered by the server; any other `date` shows the next
 * upcoming date and adds nothing to the page cache; the internal occurrence route cannot be asked for directly.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEV_PROJECT, DEV_TOKEN } from '../../shared/dev-values.mjs';
import { e2ePorts } from '../../shared/ports.mjs';
import { CANONICAL_ORIGIN } from './support/canonical-origin';

const CONTENT = `http://127.0.0.1:${e2ePorts(process.env).content}/${DEV_PROJECT}/v1`;
const CONTENT_AUTH = `Basic ${Buffer.from(`e2e:${DEV_TOKEN}`).toString('base64')}`;
/** Where Next keeps pages rendered at run time. */
const PAGE_CACHE = path.resolve(__dirname, '../..', '.next/server/route-cache');

interface Series {
  /** Canonical path of the event. */
  path: string;
  /** Its occurrence days linked from /events, earliest first. */
  days: string[];
  /** Start days ('YYYY-MM-DD' in Denver) of all its dates in the content service, past ones included. */
  allDays: string[];
}

const todayInDenver = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date());
/** '2026-12-01' → '12/01/26', as the site shows dates. */
const shown = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(2, 4)}`;
const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const pageCacheFiles = () => (fs.existsSync(PAGE_CACHE) ? fs.readdirSync(PAGE_CACHE, { recursive: true }).length : 0);

/** A recurring event from the events list with at least two upcoming occurrences and one that is over. */
async function recurringSeries(page: Page, request: APIRequestContext): Promise<Series> {
  await page.goto('/events');
  await expect(page.locator('main a[href*="?date="]').first()).toBeVisible();
  const hrefs = await page.locator('main a[href*="?date="]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  const byPath = new Map<string, string[]>();
  for (const href of hrefs) {
    const url = new URL(href, CANONICAL_ORIGIN);
    const days = byPath.get(url.pathname) ?? [];
    if (!days.includes(url.searchParams.get('date')!)) days.push(url.searchParams.get('date')!);
    byPath.set(url.pathname, days);
  }
  const response = await request.get(`${CONTENT}/entries?limit=1000`, { headers: { Authorization: CONTENT_AUTH } });
  const { data } = (await response.json()) as { data: { index: { id: string; elements: { id: string; data: unknown }[] }[] } };
  for (const [eventPath, days] of byPath) {
    const entry = data.index.find((e) => eventPath.endsWith(`/${e.id}`));
    const ranges = (entry?.elements.find((el) => el.id === 'event-datetime')?.data ?? []) as [string, string][];
    const allDays = ranges.map(([start]) => start.slice(0, 10)).sort(); // the seed writes Denver times
    if (days.length >= 2 && allDays.some((d) => d < todayInDenver())) return { path: eventPath, days: days.sort(), allDays };
  }
  throw new Error(`no recurring event with upcoming and past dates in /events (today ${todayInDenver()}; ${JSON.stringify([...byPath])})`);
}

interface Shown {
  status: number;
  title: string;
  leading: string;
  canonical: string | undefined;
  startDay: string | undefined;
  calendar: string | undefined;
}

/** What the server's HTML of a URL says about the event's date. */
async function serverView(request: APIRequestContext, url: string): Promise<Shown> {
  const response = await request.get(url, { maxRedirects: 0 });
  const html = await response.text();
  const event = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .flatMap((m) => (JSON.parse(m[1]) as { '@graph': Array<Record<string, unknown>> })['@graph'])
    .find((node) => node['@type'] === 'Event');
  const leading = /data-kind="(\w+)"[^>]*>([\s\S]*?)<\/p>/.exec(html);
  return {
    status: response.status(),
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
    leading: leading ? `${leading[1]} ${leading[2].replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'")}` : '',
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    startDay: event ? String(event.startDate).slice(0, 10) : undefined,
    calendar: /href="(\/api\/calendar\/[^"]+)"/.exec(html)?.[1],
  };
}

test.describe.configure({ mode: 'serial' });

let series: Series;

test.beforeAll(async ({ browser, request }) => {
  const page = await browser.newPage();
  series = await recurringSeries(page, request);
  await page.close();
});

test('a later occurrence opened from /events shows its date in the page, the title, the canonical link and JSON-LD', async ({ page }) => {
  const day = series.days[1];
  const href = `${series.path}?date=${day}`;
  await page.goto('/events');
  await page.locator(`main a[href="${href}"]`).first().click();
  await expect(page).toHaveURL(href);

  const dates = page.locator('section[aria-labelledby="entry-dates"]');
  await expect(dates.locator('[data-kind="selected"]')).toContainText(`Selected date ${shown(day)}`);
  await expect(dates).not.toContainText('Next date');
  await expect(page).toHaveTitle(new RegExp(`, ${shown(day)} \\|`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${CANONICAL_ORIGIN}${href}`);
  const startDates = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.flatMap((s) => JSON.parse(s.textContent!)['@graph']).filter((n) => n['@type'] === 'Event').map((n) => n.startDate));
  expect(startDates.map((s: string) => s.slice(0, 10))).toEqual([day]);

  // the same in the server's HTML, before any script ran
  const html = await serverView(page.request, href);
  expect(html).toMatchObject({ status: 200, startDay: day, canonical: `${CANONICAL_ORIGIN}${href}` });
  expect(html.leading).toContain(`selected Selected date ${shown(day)}`);
  expect(html.title).toContain(`, ${shown(day)} |`);
});

test('a client-side navigation to an occurrence (an upcoming event on the home page) shows that occurrence', async ({ page }) => {
  await page.goto('/');
  const link = page.locator('main a[href*="?date="]').first();
  const href = (await link.getAttribute('href'))!;
  const day = new URL(href, CANONICAL_ORIGIN).searchParams.get('date')!;
  await page.waitForLoadState('networkidle'); // hydrated: the router takes the click
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await link.click();
  await expect(page).toHaveURL(href);
  await expect(page.locator('section[aria-labelledby="entry-dates"] [data-kind="selected"]')).toContainText(shown(day));
  await expect(page).toHaveTitle(new RegExp(`, ${shown(day)} \\|`));
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
});

test('in preview an occurrence page is shown to the editor and never stored', async ({ page }) => {
  const day = series.days[1];
  await page.goto('/?preview=true');
  await expect(page.getByText('Preview is on.')).toBeVisible();
  const response = await page.goto(`${series.path}?date=${day}`);
  expect(response!.headers()['cache-control']).toMatch(/^private, .*no-store/);
  await expect(page.locator('section[aria-labelledby="entry-dates"] [data-kind="selected"]')).toContainText(shown(day));
  expect((await page.request.get(`${series.path}/${day}`)).status()).toBe(404);
});

test('"Add to calendar" on an occurrence page downloads that occurrence alone', async ({ request }) => {
  const day = series.days[1];
  const { calendar } = await serverView(request, `${series.path}?date=${day}`);
  expect(decodeURIComponent(calendar!)).toMatch(new RegExp(`::${day}$`));
  const response = await request.get(decodeURIComponent(calendar!));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-disposition']).toContain(`-${day}.ics"`);
  const ics = (await response.text()).replace(/\r\n /g, '');
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  expect(ics).toContain(`URL:${CANONICAL_ORIGIN}${series.path}?date=${day}`);
});

test('any other date shows the next upcoming date, as the plain address does', async ({ request }) => {
  const plain = await serverView(request, series.path);
  expect(plain).toMatchObject({ status: 200, startDay: series.days[0], canonical: `${CANONICAL_ORIGIN}${series.path}` });
  expect(plain.leading).toContain(`next Next date ${shown(series.days[0])}`);
  expect(plain.title).not.toMatch(/\d\d\/\d\d\/\d\d/);

  const past = series.allDays.find((d) => d < todayInDenver())!;
  const notAnOccurrence = nextDay(series.days[1]);
  expect(series.allDays).not.toContain(notAnOccurrence);
  for (const date of ['junk', notAnOccurrence, past, `${series.days[1]}T00:00`, '2026-02-31', '', '%3Cscript%3E']) {
    const url = `${series.path}?date=${date}`;
    expect(await serverView(request, url), url).toEqual(plain);
  }
});

test('in the browser a junk date shows the next date too', async ({ page }) => {
  await page.goto(`${series.path}?date=${nextDay(series.days[1])}`);
  await expect(page.locator('section[aria-labelledby="entry-dates"] [data-kind="next"]')).toContainText(shown(series.days[0]));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${CANONICAL_ORIGIN}${series.path}`);
});

test('the occurrence page is cached once; other date values add nothing to the page cache', async ({ request }) => {
  const occurrence = `${series.path}?date=${series.days[1]}`;
  await request.get(series.path);
  await request.get(occurrence);
  const before = pageCacheFiles();
  expect((await request.get(occurrence)).headers()['x-nextjs-cache']).toBe('HIT');
  for (let i = 0; i < 10; i++) expect((await request.get(`${series.path}?date=2031-01-${String(10 + i)}`)).status()).toBe(200);
  expect(pageCacheFiles()).toBe(before);
});

test('the internal occurrence route answers 404 with the not-found view; HEAD answers as GET does', async ({ request }) => {
  const day = series.days[1];
  const cases: Array<[string, number]> = [
    [`${series.path}/${day}`, 404],
    [`${series.path}/${day}?date=${day}`, 404],
    [`${series.path}/not-a-day`, 404],
    [`${series.path}?date=${day}`, 200],
    [`${series.path}?date=junk`, 200],
  ];
  for (const [url, status] of cases) {
    const get = await request.get(url, { maxRedirects: 0 });
    expect(get.status(), url).toBe(status);
    if (status === 404) expect(await get.text(), url).toContain('We could not find that page');
    const head = await request.fetch(url, { method: 'HEAD', maxRedirects: 0 });
    expect(head.status(), `HEAD ${url}`).toBe(status);
  }
});

test('another address of the event keeps the occurrence when redirecting to the canonical one', async ({ request }) => {
  const id = series.path.split('/').pop()!;
  const day = series.days[1];
  const kept = await request.get(`/entries/${id}?date=${day}`, { maxRedirects: 0 });
  expect(kept.status()).toBe(308);
  expect(kept.headers().location).toBe(`${series.path}?date=${day}`);
  const dropped = await request.get(`/entries/old-name/${id}?date=junk`, { maxRedirects: 0 });
  expect(dropped.headers().location).toBe(series.path);
});
