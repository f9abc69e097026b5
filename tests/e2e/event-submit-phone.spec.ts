/**
 * A partner on a phone (the `phone` project: 390×844, touch) submits a weekly event with an image through
 * /events/submit, once with JavaScript and once without; each lands as one draft on the e2e content service
 * (phase 1, with its image and every Tuesday), never on the public site, and the submitter is told it was received.
 * With JavaScript the form solves the proof of work and sends it; without, it goes without one (the stricter limit).
 */
import { expect, test } from '@playwright/test';
import { axeViolations } from './support/conditions-site';
import { afterMinimumFill, drafts, fillEvent, poster, RECEIVED, tuesday, type StoredEntry } from './support/event-submit';

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
  // the browser has solved the proof of work the post carries
  await expect(form.locator('altcha-widget input[name="altcha"]')).toHaveValue(/^[A-Za-z0-9+/]{200,}={0,2}$/, { timeout: 30_000 });
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
  await expect(page).toHaveURL(/\/events\/submitted\?status=/);
  await expect(page.getByRole('status').filter({ hasText: 'Your event was received' })).toHaveText(RECEIVED);
  await expect(page.getByRole('link', { name: /Follow your submission/ })).toHaveAttribute('href', /^\/events\/submit\/status\/[\w-]+\.[\w-]{32}\.[\w-]{22}$/);
  expectOneDraft(await drafts(page, title));
  await context.close();
});
