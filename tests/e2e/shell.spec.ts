import { expect, test } from '@playwright/test';
import { CANONICAL_ORIGIN } from './support/canonical-origin';

test.describe('server-rendered HTML', () => {
  test('holds the page content and an absolute canonical link before any script runs', async ({ request }) => {
    const response = await request.get('/privacy');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>[^<]*Privacy/i);
    expect(html).toContain(`<link rel="canonical" href="${CANONICAL_ORIGIN}/privacy"`);
    expect(html).toContain('Skip to content');
  });

  test('an unknown page answers 404 with the not-found view inside the shell', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page not found');
    expect(html).toContain('aria-label="Primary"');
  });

  test('a browser asking for /favicon.ico gets the site icon', async ({ request }) => {
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/x-icon');
  });
});

test('the shell is laid out in the spec order: warning, notices, top bar, view, footer', async ({ page }) => {
  await page.goto('/');
  const order = await page.evaluate(() => {
    const find = (selector: string) => document.querySelector(selector);
    const parts = {
      notices: find('[aria-label="Site notices"]'),
      topBar: find('header'),
      main: find('main#main'),
      footer: find('footer'),
    };
    const positions = Object.entries(parts).map(([name, node]) => [name, node ? [...document.querySelectorAll('*')].indexOf(node) : -1]);
    return Object.fromEntries(positions);
  });
  expect(order.notices).toBeGreaterThan(-1);
  expect(order.notices).toBeLessThan(order.topBar);
  expect(order.topBar).toBeLessThan(order.main);
  expect(order.main).toBeLessThan(order.footer);
  // Modern Chromium supports CSS custom properties: the browser warning is not shown, nor its toggle reachable.
  await expect(page.getByText('Your browser is out of date.')).toBeHidden();
  await expect(page.getByRole('checkbox', { name: 'Dismiss browser warning' })).toBeHidden();
  await expect(page.locator('footer')).toContainText(String(new Date().getFullYear()));
});

test('navigating runs the progress bar, marks the current menu item and moves focus to the view', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('progressbar', { name: 'Page loading', includeHidden: true });
  const sawProgress = page.waitForFunction(() => {
    const el = document.querySelector('[role="progressbar"]');
    return el !== null && Number(el.getAttribute('aria-valuenow') ?? 0) > 0;
  });
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Stay' }).click();
  await sawProgress;
  await expect(page).toHaveURL(/\/stay$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Stay' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(bar).toHaveAttribute('aria-valuenow', '0', { timeout: 5_000 });
  await expect(page.locator('main#main')).toBeFocused();
});

test('back and forward restore the scroll position', async ({ page }) => {
  await page.goto('/stay');
  await page.evaluate(() => window.scrollTo(0, 900));
  await page.waitForTimeout(300);
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(500);
  // dispatchEvent: a real click would first scroll the top bar's link into view and move the position.
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Dine' }).dispatchEvent('click');
  await expect(page).toHaveURL(/\/dine$/);
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3_000 }).toBeLessThan(50);
  await page.goBack();
  await expect(page).toHaveURL(/\/stay$/);
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 4_000 }).toBeGreaterThan(before - 50);
});

test('the search panel opens focused and closes on Escape', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /search/i }).first().click();
  const input = page.getByRole('searchbox').first();
  await expect(input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(input).toBeHidden();
});

test('preview=true turns preview on for the session and the banner leaves it', async ({ page }) => {
  await page.goto('/?preview=true');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Preview is on.')).toBeVisible();
  await page.goto('/stay');
  await expect(page.getByText('Preview is on.')).toBeVisible();
  await page.getByRole('button', { name: 'Leave preview' }).click();
  await expect(page.getByText('Preview is on.')).toHaveCount(0);
});

test('the browser warning shows where custom properties are missing, and its dismiss is a plain checkbox toggle', async ({ page }) => {
  await page.goto('/');
  // Stand in for a browser without custom properties: undo the @supports rule that hides the bar.
  await page.addStyleTag({ content: '.browser-warning-frame { display: block !important; }' });
  const warning = page.getByRole('alert').filter({ hasText: 'Your browser is out of date.' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('link', { name: 'Update Now' })).toBeVisible();
  await page.keyboard.press('Tab'); // skip link
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Dismiss browser warning' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(warning).toBeHidden();
});
