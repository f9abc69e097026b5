/**
 * Conditions on a phone (the `phone` project: 390×844, touch): the top bar's first link after the logo opens them,
 * and the page reads whole on the small screen — a site of the suite polling a local stand-in of the agencies
 * (tests/e2e/support/conditions-site.ts).
 */
import { expect, test } from '@playwright/test';
import { axeViolations, startConditionsSite, type ConditionsSite } from './support/conditions-site';

let site: ConditionsSite;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startConditionsSite(3);
});
test.afterAll(async () => {
  await site?.stop();
});

test('the top bar reaches the conditions first, and the page fits the screen', async ({ page }) => {
  // axe-core on a slowed phone takes a while.
  test.setTimeout(90_000);
  await page.goto(`${site.origin}/trip`);
  const bar = page.locator('header.top-bar');
  const link = bar.getByRole('link', { name: 'Conditions' });
  await expect(link).toBeInViewport();
  // First after the logo, in the order a keyboard or screen reader meets the top bar's links.
  const names = await bar.getByRole('link').evaluateAll((links) => links.filter((a) => a.getClientRects().length > 0).map((a) => a.getAttribute('aria-label') || a.textContent?.trim()));
  expect(names.slice(0, 2)).toEqual(['Whitefish home', 'Conditions']);
  // The trip page's strip shows the worst of each kind.
  await expect(page.getByRole('complementary', { name: 'Conditions now' }).getByRole('link', { name: 'Winter Storm Warning' })).toBeVisible();

  await link.tap();
  await expect(page).toHaveURL(/\/conditions$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conditions in Whitefish today');
  await expect(page.getByRole('region', { name: 'Weather alerts' }).getByRole('heading', { name: 'Winter Storm Warning' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
});
