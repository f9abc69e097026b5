import { expect, test, type Page, type Request } from '@playwright/test';
import { DEV_PROJECT, DEV_TOKEN } from '../../shared/dev-values.mjs';
import { e2ePorts } from '../../shared/ports.mjs';
import { chunkRequestTimes, holdChunk } from './support/held-chunk';

/** The e2e content service (playwright.config.ts / scripts/test-e2e.mjs) and its development token. */
const CONTENT_HOST = `http://127.0.0.1:${e2ePorts(process.env).content}`;
const PROJECT = DEV_PROJECT;
const CONTENT_AUTH = `Basic ${Buffer.from(`:${DEV_TOKEN}`).toString('base64')}`;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** Every request the page sends to our form route handlers. */
function formRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/forms/')) seen.push(request);
  });
  return seen;
}

interface Submission {
  id: string;
  form: string;
  created: string;
  data: Record<string, unknown>;
}

/** Stored submissions of one form, read back from the content service (signed with the dev token). */
async function storedSubmissions(request: import('@playwright/test').APIRequestContext, form: string): Promise<Submission[]> {
  const response = await request.get(`${CONTENT_HOST}/${PROJECT}/v1/forms/${form}?limit=1000`, {
    headers: { Authorization: CONTENT_AUTH, Accept: 'application/json' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data.index as Submission[];
}

const footerForm = (page: Page) => page.locator('footer form.subscribe');

test.describe('newsletter (footer subscribe form)', () => {
  test('a valid address subscribes: input cleared, form disabled, confirmation announced, stored once', async ({ page, request }) => {
    const requests = formRequests(page);
    await page.goto('/');
    const form = footerForm(page);
    await form.scrollIntoViewIfNeeded(); // the footer form hydrates as it comes into view
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await expect(form).toContainText('monthly newsletter');
    const email = `e2e-${unique()}@example.com`;
    const input = form.getByRole('textbox', { name: 'Email' });
    await input.fill(`  ${email} `);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/forms/consumer');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    expect((await answered).status()).toBe(201);

    await expect(form.getByRole('status')).toHaveText('Thanks for subscribing! Watch your inbox for our monthly newsletter.');
    await expect(input).toHaveValue('');
    await expect(input).toBeDisabled();
    await expect(form.locator('fieldset')).toHaveAttribute('disabled', '');
    await expect(form.getByRole('button', { name: /Subscribe/ })).toBeDisabled();
    expect(requests).toHaveLength(1);
    expect(requests[0].method()).toBe('POST');
    expect(requests[0].postDataJSON()).toMatchObject({ email });

    const stored = (await storedSubmissions(request, 'consumer')).filter((s) => s.data.email === email);
    expect(stored).toHaveLength(1);
  });

  test('an invalid address shows the message next to the field and sends nothing', async ({ page }) => {
    const requests = formRequests(page);
    await page.goto('/');
    const form = footerForm(page);
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    const input = form.getByRole('textbox', { name: 'Email' });
    const button = form.getByRole('button', { name: 'Subscribe' });

    await input.fill('not-an-email');
    await button.click();
    const message = form.getByRole('alert');
    await expect(message).toHaveText('Please enter a valid email address.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-describedby', (await message.getAttribute('id'))!);
    await expect(input).toBeEnabled();

    await input.fill('   ');
    await button.click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address.');
    await input.press('Enter');
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address.');

    // give a stray request time to show up
    await page.waitForTimeout(300);
    expect(requests).toHaveLength(0);
    await expect(form.locator('[role="status"]')).toHaveText('');
  });
});

const GUIDE_PATH = '/travel-guide-orders';

async function fillGuideOrder(page: Page, lastName: string) {
  const form = page.locator('form[data-form="guide"]');
  await form.getByLabel('First Name').fill('Ada');
  await form.getByLabel('Last Name').fill(lastName);
  await form.getByLabel('Email (optional)').fill('');
  await form.getByLabel('Street Address').fill('1 Central Ave');
  await form.getByLabel('City').fill('Whitefish');
  await form.getByLabel('State').fill('MT');
  await form.getByLabel('Postal Code').fill('59937');
  await form.getByLabel('Country').fill('USA');
  return form;
}

test.describe('newsletter form: code loaded on demand', () => {
  test('a page downloads the form code after it has loaded, and keeps what was typed before it hydrated', async ({ page }) => {
    const submissionCode = chunkRequestTimes(page, 'SubscribeForm');
    // Held back until released: the form stays server HTML while the visitor types.
    const release = await holdChunk(page, 'SubscribeForm');
    await page.goto('/');
    const form = footerForm(page);
    await expect(form).toBeAttached();
    const email = `e2e-early-${unique()}@example.com`;
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await expect(form).not.toHaveAttribute('data-hydrated', 'true');
    release();
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await expect.poll(() => submissionCode).toEqual(['after load']); // not part of what the first paint waits for
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email);

    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/forms/consumer');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const response = await answered;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ email });
  });

  test('a submission before the form code arrived is validated once it has: nothing is posted', async ({ page }) => {
    const requests = formRequests(page);
    const release = await holdChunk(page, 'SubscribeForm');
    await page.goto('/');
    const form = footerForm(page);
    await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await form.getByRole('textbox', { name: 'Email' }).press('Enter');
    await page.waitForTimeout(300);
    await expect(form).not.toHaveAttribute('data-hydrated', 'true');
    expect(new URL(page.url()).pathname).toBe('/'); // the browser did not post it
    release();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address.');
    await page.waitForTimeout(300);
    expect(requests).toHaveLength(0);
  });

  test('a first click on a link navigates while the footer is still server HTML', async ({ page }) => {
    const release = await holdChunk(page, 'SubscribeForm');
    await page.goto('/');
    await expect(page.locator('header .search')).toHaveAttribute('data-hydrated', 'true'); // the frame is live
    await expect(footerForm(page)).not.toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Stay' }).click();
    release(); // React hydrates the footer before it commits the navigation
    await expect(page).toHaveURL(/\/stay$/);
  });
});

test.describe('printed travel guide order', () => {
  test('with JavaScript: submitted, confirmed in place and stored in the content service', async ({ page, request }) => {
    const requests = formRequests(page);
    const lastName = `E2e-${unique()}`;
    await page.goto(GUIDE_PATH);
    const form = page.locator('form[data-form="guide"]');
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await fillGuideOrder(page, lastName);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/forms/guide');
    await form.getByRole('button', { name: 'Order guide' }).click();
    const response = await answered;
    expect(response.status()).toBe(201);
    expect(response.request().headers()['content-type']).toContain('application/json');
    await expect(form.getByRole('status')).toHaveText('Thanks for your order! Your printed travel guide is on its way.');
    await expect(page).toHaveURL(new RegExp(`${GUIDE_PATH}$`));
    expect(requests).toHaveLength(1);

    const stored = (await storedSubmissions(request, 'guide')).filter((s) => s.data.last_name === lastName);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      form: 'guide',
      data: { first_name: 'Ada', last_name: lastName, detail: '1 Central Ave', city: 'Whitefish', division: 'MT', postcode: '59937', country: 'USA' },
    });
    expect(stored[0].data.website).toBeUndefined(); // the honeypot is not stored
  });

  test('a missing required field is flagged in place and nothing is sent', async ({ page }) => {
    const requests = formRequests(page);
    await page.goto(GUIDE_PATH);
    const form = page.locator('form[data-form="guide"]');
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await fillGuideOrder(page, `E2e-${unique()}`);
    await form.getByLabel('City').fill('');
    await form.getByRole('button', { name: 'Order guide' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please provide valid input for all required fields.');
    await expect(form.getByLabel('City')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('City')).toBeFocused();
    await page.waitForTimeout(300);
    expect(requests).toHaveLength(0);
  });

  test('without JavaScript: a plain POST lands on the thanks page and is stored', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const lastName = `Nojs-${unique()}`;
      await page.goto(GUIDE_PATH);
      const form = await fillGuideOrder(page, lastName);
      await expect(form).not.toHaveAttribute('data-hydrated', 'true');
      await form.getByRole('button', { name: 'Order guide' }).click();
      await expect(page).toHaveURL(/\/forms\/guide\/thanks$/);
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Thank you');
      await expect(main.getByRole('status')).toHaveText('Thanks for your order! Your printed travel guide is on its way.');
      await expect(main.getByRole('link', { name: 'Go back to the form' })).toHaveAttribute('href', GUIDE_PATH);

      const stored = (await storedSubmissions(request, 'guide')).filter((s) => s.data.last_name === lastName);
      expect(stored).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});

test.describe('posts from another site', () => {
  test("another site's page posting our form through the visitor's browser is refused with a 403 page, and nothing is stored", async ({ page, request, baseURL }) => {
    const email = `cross-${unique()}@example.com`;
    // A page on another site that posts our newsletter form as soon as it loads, as an attacker's page would.
    await page.route('http://evil.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="post" action="${baseURL}/api/forms/consumer"><input name="email" value="${email}"></form><script>document.forms[0].submit()</script>`,
      }),
    );
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/forms/consumer'));
    await page.goto('http://evil.example/');
    const response = await answer;
    expect(response.status()).toBe(403);
    expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your submission was not sent');
    await expect(page.getByText('This form was sent from another website')).toBeVisible();
    expect((await storedSubmissions(request, 'consumer')).filter((s) => s.data.email === email)).toHaveLength(0);
  });
});
