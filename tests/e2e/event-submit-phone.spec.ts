/**
 * A partner on a phone (the `phone` project: 390×844, touch) submits a weekly event with an image through
 * /events/submit, once with JavaScript and once without; each lands as one draft on the e2e content service
 * (phase 1, with its image and every Tuesday), never on the public site, and the submitter is told it was received.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEV_PROJECT, DEV_TOKEN } from '../../shared/dev-values.mjs';
import { e2ePorts } from '../../shared/ports.mjs';
import { axeViolations } from './support/conditions-site';

const CONTENT_HOST = `http://127.0.0.1:${e2ePorts(process.env).content}`;
const CONTENT_AUTH = `Basic ${Buffer.from(`:${DEV_TOKEN}`).toString('base64')}`;
const RECEIVED = 'Thanks! Your event was received. An editor reviews it before it is listed.';

/** 'YYYY-MM-DD' of the next Tuesday at least `weeks` weeks from now (UTC days: the e2e clock is Denver's). */
function tuesday(weeks: number): string {
  const day = new Date(Date.now() + weeks * 7 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((9 - day.getUTCDay()) % 7 || 7));
  return day.toISOString().slice(0, 10);
}
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface StoredEntry {
  title: string;
  phase: number;
  elements: { id: string; data: unknown }[];
}

async function drafts(page: Page, title: string): Promise<StoredEntry[]> {
  const response = await page.request.get(`${CONTENT_HOST}/${DEV_PROJECT}/v1/entries?type=event&phase=1&limit=500`, { headers: { Authorization: CONTENT_AUTH } });
  expect(response.status()).toBe(200);
  return ((await response.json()).data.index as StoredEntry[]).filter((entry) => entry.title === title);
}

async function poster() {
  const buffer = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCam' } })
    .toBuffer();
  return { name: 'poster.jpg', mimeType: 'image/jpeg', buffer };
}

async function fillEvent(page: Page, title: string, start: string) {
  await page.getByLabel('Event title').fill(title);
  await page.getByLabel('Category').selectOption({ label: 'Music & Performing Arts' });
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Live jazz on the lake every Tuesday.\n\nTickets: https://example.org/jazz');
  await page.getByLabel('Price').fill('$15');
  await page.getByLabel('Start date').fill(start);
  await page.getByLabel('Start time').fill('19:00');
  await page.getByLabel('End time').fill('21:00');
  await page.getByRole('radio', { name: 'Weekly' }).check();
  await page.getByRole('checkbox', { name: 'Tuesday' }).check();
  await page.getByLabel('Repeats until').fill(addDays(start, 14));
  await page.getByLabel('Venue name').fill('Lakeside Pavilion');
  await page.getByLabel('Venue address').fill('1 Lakeside Blvd, Whitefish, MT');
  await page.getByLabel('Image (optional)', { exact: true }).setInputFiles(await poster());
  await page.getByLabel('Image description (alt text)').fill('A jazz trio on a lakeside stage');
  await page.getByLabel('Image credit').fill('Pat Partner');
  await page.getByRole('checkbox', { name: /I may share this image/ }).check();
  await page.getByLabel('Your name').fill('Pat Partner');
  await page.getByLabel('Your email').fill('pat@example.org');
  await page.getByRole('checkbox', { name: /submission rules/ }).check();
}

/** Waits until the form was open as long as the server's minimum fill time (lib/forms/submit-event-token.ts). */
async function afterMinimumFill(page: Page) {
  const token = await page.locator('input[name="form_token"]').inputValue();
  const issued = Number(token.split('.')[0]);
  await expect.poll(() => Date.now() - issued, { timeout: 10_000 }).toBeGreaterThanOrEqual(3_000);
}

function expectOneDraft(entries: StoredEntry[]) {
  expect(entries).toHaveLength(1);
  const [entry] = entries;
  expect(entry.phase).toBe(1);
  const dates = entry.elements.find((el) => el.id === 'event-datetime')?.data as [string, string][];
  expect(dates).toHaveLength(3);
  const image = entry.elements.find((el) => el.id === 'cover-image')?.data as { type: string; ip_attribution: string }[];
  expect(image).toEqual([expect.objectContaining({ type: 'image/jpeg', ip_attribution: 'Pat Partner' })]);
}

test('with JavaScript: checked before sending, then received and stored once as a draft', async ({ page }) => {
  test.setTimeout(90_000);
  const title = `Lakeside Jazz ${Date.now().toString(36)}`;
  await page.goto('/events');
  await expect(page.getByRole('main').getByRole('link', { name: 'Submit an event' })).toHaveAttribute('href', '/events/submit');
  // Opened as a first load: axe judges the form's page, not the navigation bar of a client-side change.
  await page.goto('/events/submit');
  const form = page.locator('form[aria-labelledby="event-submit-heading"][data-hydrated]');
  await expect(form).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const posts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/events/submit') posts.push(request.method());
  });
  await page.getByRole('button', { name: 'Submit event' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please correct the following:' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Event title is required.' })).toBeVisible();
  await expect(page.getByLabel('Event title')).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toEqual([]);

  await fillEvent(page, title, tuesday(1));
  await afterMinimumFill(page);
  await page.getByRole('button', { name: 'Submit event' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your event was received' })).toHaveText(RECEIVED);
  expect(posts).toEqual(['POST']);
  expectOneDraft(await drafts(page, title));
  // never on the public site
  await page.goto(`/search?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('main').getByRole('link', { name: title })).toHaveCount(0);
});

test('without JavaScript: errors come back with the values kept, then received and stored once', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const title = `Lakeside Jazz no-JS ${Date.now().toString(36)}`;
  await page.goto('/events/submit');
  // Everything the browser itself checks is there; what only the server checks is not: a weekday and a price.
  await fillEvent(page, title, tuesday(2));
  await page.getByRole('checkbox', { name: 'Tuesday' }).uncheck();
  await page.getByLabel('Price').fill('');
  await page.getByRole('button', { name: 'Submit event' }).click();

  await expect(page).toHaveURL(/\/events\/submit$/);
  const summary = page.getByRole('alert').filter({ hasText: 'Please correct the following:' });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('link')).toHaveText(['Please choose at least one weekday.', 'Please give a price, or tick Free.']);
  await expect(page.locator('#event-submit-price-error')).toHaveText('Please give a price, or tick Free.');
  await expect(page.getByLabel('Event title')).toHaveValue(title);
  await expect(page.getByLabel('Start date')).toHaveValue(tuesday(2));
  await expect(page.getByLabel('Image credit')).toHaveValue('Pat Partner');
  expect(await drafts(page, title)).toEqual([]);

  // A file cannot be carried back: it is chosen again.
  await page.getByRole('checkbox', { name: 'Tuesday' }).check();
  await page.getByLabel('Price').fill('$15');
  await page.getByLabel('Image (optional)', { exact: true }).setInputFiles(await poster());
  await afterMinimumFill(page);
  await page.getByRole('button', { name: 'Submit event' }).click();
  await expect(page).toHaveURL(/\/events\/submitted$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your event was received' })).toHaveText(RECEIVED);
  expectOneDraft(await drafts(page, title));
  await context.close();
});
