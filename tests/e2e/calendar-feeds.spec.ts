/**
 * Calendar feeds (docs/product.md#calendar-feeds): /events.ics and /events.ics?category= hold what the events list
 * holds, parsed with ical.js; ETag and 304; the events page's subscribe and download links; an event page's
 * "Add to calendar" file and Google Calendar link for the occurrence it shows; /trip.ics?ids= with real events, a
 * place and junk; and a publish reaching the feed (its own site and content store, E2E_PORT+1 / E2E_CONTENT_PORT+1).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { e2ePorts } from '../../shared/ports.mjs';
import { parseCalendar, type ParsedCalendar } from '../fixtures/ical';
import { CANONICAL_ORIGIN } from './support/canonical-origin';
import { contentCli as runContentCli, ROOT, startContentService, startSite, type OwnProcess } from './support/own-servers';

interface Card {
  id: string;
  sourceId: string;
  title: string;
  href: string;
  when: { start: string } | null;
}

/** Every card of a list, page by page, as the list's API answers. */
async function listCards(request: APIRequestContext, key: string, query = '', origin = ''): Promise<Card[]> {
  const cards: Card[] = [];
  for (let n = 1; ; n++) {
    const body = await (await request.get(`${origin}/api/lists/${key}?page=${n}${query ? `&${query}` : ''}`)).json();
    cards.push(...body.items);
    if (!body.more) return cards;
  }
}

async function calendarAt(request: APIRequestContext, url: string): Promise<ParsedCalendar> {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  return parseCalendar(await response.text());
}

/** What a feed should say about list cards: title, page address and start instant, in order. */
const fromCards = (cards: Card[]) => cards.map((card) => [card.title, `${CANONICAL_ORIGIN}${card.href}`, new Date(card.when!.start).toISOString()]);
const fromFeed = (calendar: ParsedCalendar) => calendar.events.map((event) => [event.summary, event.url, event.start]);

test('/events.ics holds every upcoming occurrence of the events list, in Whitefish time', async ({ request }) => {
  const calendar = await calendarAt(request, '/events.ics');
  const cards = await listCards(request, 'events');
  expect(cards.length).toBeGreaterThan(2);
  expect(fromFeed(calendar)).toEqual(fromCards(cards));
  expect(calendar).toMatchObject({ name: 'Whitefish events', timezone: 'America/Denver', timezones: ['America/Denver'], refreshInterval: 'PT1H' });
  expect(calendar.events.filter((event) => !event.allDay).every((event) => event.tzid === 'America/Denver')).toBe(true);
  expect(new Set(calendar.events.map((event) => event.uid)).size).toBe(cards.length);
});

test('/events.ics?category= holds that category’s events; an unknown category is the whole feed', async ({ page, request }) => {
  await page.goto('/events');
  const options = await page.getByLabel('Category').locator('option').evaluateAll((els) => els.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  expect(options.length).toBeGreaterThan(0);
  const whole = await request.get('/events.ics').then((r) => r.text());
  let narrower = 0;
  for (const category of options) {
    const calendar = await calendarAt(request, `/events.ics?category=${encodeURIComponent(category)}`);
    const cards = await listCards(request, 'events', `category=${encodeURIComponent(category)}`);
    expect(fromFeed(calendar)).toEqual(fromCards(cards));
    if (cards.length < parseCalendar(whole).events.length) narrower += 1;
  }
  expect(narrower).toBeGreaterThan(0);
  const junk = await request.get('/events.ics?category=no-such-category');
  expect(await junk.text()).toBe(whole);
  // The same bytes, but at an address of its own that a shared cache must not keep (junk values are endless).
  expect(junk.headers()['cache-control']).toBe('private, max-age=900');
});

test('feeds carry caching headers for an hourly refresh, an ETag, and answer 304 to a client that is up to date', async ({ request }) => {
  const first = await request.get('/events.ics');
  const headers = first.headers();
  expect(headers['cache-control']).toBe('public, max-age=900, s-maxage=60, stale-while-revalidate=3600');
  expect(headers['content-disposition']).toBe('inline; filename="whitefish-events.ics"');
  expect(headers.etag).toMatch(/^"[\w-]+"$/);
  expect((await request.get('/events.ics')).headers().etag).toBe(headers.etag);
  const notModified = await request.get('/events.ics', { headers: { 'if-none-match': headers.etag } });
  expect(notModified.status()).toBe(304);
  expect(notModified.headers().etag).toBe(headers.etag);
  expect((await request.get('/events.ics', { headers: { 'if-none-match': '"stale"' } })).status()).toBe(200);
  const head = await request.head('/events.ics');
  expect([head.status(), head.headers()['content-type']]).toEqual([200, 'text/calendar; charset=utf-8']);
});

test('the events page advertises its feed: subscribe (webcal) and download links that follow the category', async ({ page, request }) => {
  const host = new URL(CANONICAL_ORIGIN).host;
  await page.goto('/events');
  await expect(page.locator('head link[rel="alternate"][type="text/calendar"]')).toHaveAttribute('href', /\/events\.ics$/);
  const subscribe = page.getByRole('link', { name: 'Subscribe' });
  const download = page.getByRole('link', { name: 'Download .ics' });
  await expect(subscribe).toHaveAttribute('href', `webcal://${host}/events.ics`);
  await expect(download).toHaveAttribute('href', '/events.ics');
  const calendar = parseCalendar(await request.get((await download.getAttribute('href'))!).then((r) => r.text()));
  expect(calendar.events.length).toBeGreaterThan(0);

  const category = await page.getByLabel('Category').locator('option').nth(1).getAttribute('value');
  await page.getByLabel('Category').selectOption(category!);
  const query = `?category=${encodeURIComponent(category!)}`;
  await expect(subscribe).toHaveAttribute('href', `webcal://${host}/events.ics${query}`);
  await expect(download).toHaveAttribute('href', `/events.ics${query}`);
  await expect(download).toHaveAttribute('download', 'whitefish-events.ics');
});

test('without JavaScript the links are in the page and follow the category of the address the list form leads to', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/events');
  await expect(page.getByRole('link', { name: 'Download .ics' })).toHaveAttribute('href', '/events.ics');
  const category = (await page.getByRole('combobox', { name: 'Category' }).locator('option').nth(1).getAttribute('value'))!;
  await page.goto(`/events?category=${encodeURIComponent(category)}`);
  await expect(page.getByRole('link', { name: 'Download .ics' })).toHaveAttribute('href', `/events.ics?category=${encodeURIComponent(category)}`);
  await expect(page.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', /^webcal:\/\/.+\/events\.ics\?category=/);
  await context.close();
});

test('an event page adds the occurrence it shows: its .ics file and a Google Calendar link; a series also all dates', async ({ page, request }) => {
  const cards = await listCards(request, 'events');
  const series = cards.filter((card) => card.href.includes('?date='));
  const occurrence = series[1] ?? series[0];
  expect(occurrence).toBeTruthy();
  await page.goto(occurrence.href);

  const file = page.getByRole('link', { name: 'Add to calendar' });
  const calendar = parseCalendar(await request.get((await file.getAttribute('href'))!).then((r) => r.text()));
  expect(fromFeed(calendar)).toEqual(fromCards([occurrence]));

  const google = page.getByRole('link', { name: /^Google Calendar/ });
  await expect(google).toHaveAttribute('target', '_blank');
  await expect(google).toHaveAttribute('rel', /noopener/);
  const params = new URL((await google.getAttribute('href'))!).searchParams;
  expect(params.get('action')).toBe('TEMPLATE');
  expect(params.get('text')).toBe(occurrence.title);
  expect(params.get('ctz')).toBe('America/Denver');
  const [event] = calendar.events;
  // Google's dates are Whitefish wall-clock times, as the .ics writes them with TZID.
  const denver = new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Denver', dateStyle: 'short', timeStyle: 'medium' });
  const local = (iso: string) => denver.format(new Date(iso)).replace(/[-: ]/g, (c) => (c === ' ' ? 'T' : ''));
  const day = (d: string) => d.replace(/-/g, '');
  expect(params.get('dates')).toBe(event.allDay ? `${day(event.start)}/${day(event.end!)}` : `${local(event.start)}/${local(event.end ?? event.start)}`);
  expect(params.get('details')).toContain(`${CANONICAL_ORIGIN}${occurrence.href}`);

  const all = parseCalendar(await request.get((await page.getByRole('link', { name: 'All dates (.ics)' }).getAttribute('href'))!).then((r) => r.text()));
  expect(fromFeed(all)).toEqual(fromCards(cards.filter((card) => card.sourceId === occurrence.sourceId)));
});

test('/trip.ics?ids= holds the upcoming occurrences of the listed events only; with none it is an empty calendar', async ({ request }) => {
  const events = await listCards(request, 'events');
  const series = events.find((card) => card.href.includes('?date='))!;
  const single = events.find((card) => !card.href.includes('?date='))!;
  const [place] = await listCards(request, 'stay');
  const ids = [series.sourceId, place.sourceId, 'junk', randomUUID(), single.sourceId, series.sourceId].join(',');
  const response = await request.get(`/trip.ics?ids=${ids}`);
  expect(response.headers()['content-disposition']).toBe('attachment; filename="whitefish-trip.ics"');
  const calendar = parseCalendar(await response.text());
  expect(calendar.name).toBe('My Whitefish trip');
  expect(fromFeed(calendar)).toEqual(fromCards(events.filter((card) => card.sourceId === series.sourceId || card.sourceId === single.sourceId)));

  for (const url of ['/trip.ics', `/trip.ics?ids=${place.sourceId},junk`, '/trip.ics?ids=%E0%A4%A']) {
    const empty = await request.get(url);
    expect(empty.status()).toBe(200);
    expect(parseCalendar(await empty.text())).toMatchObject({ timezones: ['America/Denver'], events: [] });
  }
});

test.describe('a publish', () => {
  const SITE = `http://127.0.0.1:${e2ePorts(process.env).site + 1}`;
  const CONTENT_PORT = String(e2ePorts(process.env).content + 1);
  const DATA = '.test-data/e2e-feeds';
  const SECRET = 'e2e-feeds-revalidate-7d2a41';
  const started: OwnProcess[] = [];
  const file = path.join(ROOT, DATA, 'event.json');
  let restore: (() => Promise<void>) | null = null;

  const publish = (entry: unknown) => {
    fs.writeFileSync(file, JSON.stringify({ entries: [entry], contacts: [], groups: [], featureTypes: [] }));
    runContentCli('import', file, DATA);
  };
  // Global fetch, not the `request` fixture: the restore also runs in afterAll, after the fixture is gone.
  const revalidate = (id: string) =>
    fetch(`${SITE}/api/revalidate`, {
      method: 'POST',
      body: JSON.stringify({ ids: [id] }),
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': SECRET },
    });

  test.beforeAll(async () => {
    fs.rmSync(path.join(ROOT, DATA), { recursive: true, force: true });
    started.push(await startContentService({ port: CONTENT_PORT, dataDir: DATA }));
    started.push(await startSite({ port: new URL(SITE).port, contentPort: CONTENT_PORT, env: { REVALIDATE_SECRET: SECRET } }));
  });

  test.afterAll(async () => {
    // The data cache on disk outlives the run and is shared with the suite's site: put the event back.
    await restore?.();
    for (const own of started.splice(0)) await own.stop();
  });

  test('reaches the feed: a changed title shows in /events.ics after revalidation', async ({ request }) => {
    const [card] = await listCards(request, 'events', '', SITE);
    runContentCli('export', file, DATA);
    const entries: { id: string; title: string }[] = JSON.parse(fs.readFileSync(file, 'utf8')).entries;
    const stored = entries.find((entry) => entry.id === card.sourceId)!;
    const original = { ...stored, title: stored.title.replace(/ \(changed\)$/, '') };
    restore = async () => {
      publish(original);
      await revalidate(original.id);
      // Revalidation only expires this process's view; reading again writes the original back to the data cache on
      // disk, which the suite's own site reads too.
      await fetch(`${SITE}/events.ics`);
    };
    await restore();

    const titles = async () => parseCalendar(await request.get(`${SITE}/events.ics`).then((r) => r.text())).events.map((event) => event.summary);
    expect(await titles()).toContain(original.title);
    const changed = `${original.title} (changed)`;
    publish({ ...original, title: changed });
    expect((await revalidate(original.id)).status).toBe(200);
    const after = await titles();
    expect(after).toContain(changed);
    expect(after).not.toContain(original.title);
  });
});
