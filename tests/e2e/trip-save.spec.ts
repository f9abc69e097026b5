import { expect, test, type Locator, type Page } from '@playwright/test';
import { holdChunk } from './support/held-chunk';

/**
 * Saving places and events to the trip (docs/product.md#saving): the Save toggle on entry pages and cards, the top
 * bar's count, reloads, other tabs, the keyboard, a full trip, and no toggle without JavaScript.
 */

const STORAGE_KEY = 'wf-trip';
const LODGE_PATH = '/entries/lakeside-timber-lodge/23401aaa-8a1f-50b6-9e08-98f7a0a62c67';
const LODGE_ID = '23401aaa-8a1f-50b6-9e08-98f7a0a62c67';
const FULL_TEXT = 'Your trip holds at most 50 places and events. Remove one on My trip to save another.';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

const tripLink = (page: Page) => page.locator('header').getByRole('link', { name: /^My trip, \d+ saved$/ });
const saveButtons = (scope: Page | Locator) => scope.getByRole('button', { name: /^Save / });
const stored = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as string[], STORAGE_KEY);

/** The entry page's toggle, named after its title. */
async function entryToggle(page: Page): Promise<Locator> {
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  return page.getByRole('main').getByRole('button', { name: `Save ${title}`, exact: true });
}

/** The entry id a card's title link points at (an occurrence link's `?date=` left aside). */
async function cardEntryId(card: Locator): Promise<string> {
  const href = (await card.getByRole('heading').getByRole('link').getAttribute('href')) ?? '';
  return UUID.exec(new URL(href, 'http://x').pathname)?.[0] ?? '';
}

test('an entry page saves and removes; the top bar counts it and a reload keeps it', async ({ page }) => {
  await page.goto(LODGE_PATH);
  await expect(tripLink(page)).toHaveAccessibleName('My trip, 0 saved');
  await expect(tripLink(page)).toHaveAttribute('href', '/trip');
  const toggle = await entryToggle(page);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(toggle.locator('[aria-hidden="true"]')).toHaveText('Save');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle.locator('[aria-hidden="true"]')).toHaveText('Saved');
  await expect(tripLink(page)).toHaveAccessibleName('My trip, 1 saved');
  await expect(tripLink(page)).toContainText('1');
  expect(await stored(page)).toEqual([LODGE_ID]);

  await page.reload();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(tripLink(page)).toHaveAccessibleName('My trip, 1 saved');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(tripLink(page)).toHaveAccessibleName('My trip, 0 saved');
  expect(await stored(page)).toEqual([]);
});

test('a list card saves its entry, from a toggle outside the card’s link, once the list has hydrated', async ({ page }) => {
  const release = await holdChunk(page, 'ListController');
  await page.goto('/events');
  const card = page.getByRole('main').locator('article').first();
  const toggle = saveButtons(card);
  // Until the list's code has loaded the toggle cannot work: it is not offered, though its place is kept.
  await expect(toggle).toHaveCount(0);
  const place = () =>
    card.locator('button').evaluate((button) => {
      const box = button.getBoundingClientRect();
      return [box.left + window.scrollX, box.top + window.scrollY, box.width, box.height].map(Math.round);
    });
  const before = await place();
  expect(before[3]).toBeGreaterThan(0);

  release(); // the code loads once the page has loaded, with no pointing or tap first
  await expect(toggle).toBeVisible();
  expect(await place()).toEqual(before); // shown where its place was kept: nothing moved
  expect(await toggle.evaluate((button) => button.closest('a'))).toBeNull();

  const id = await cardEntryId(card);
  expect(id).toMatch(UUID);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await stored(page)).toEqual([id]);
  await expect(tripLink(page)).toHaveAccessibleName('My trip, 1 saved');
});

test('the toggle’s place is kept while it is hidden: an entry page’s header is as tall with and without JavaScript', async ({
  browser,
}) => {
  const headerHeight = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(LODGE_PATH);
    const header = page.getByRole('main').locator('article header').first();
    await expect(saveButtons(header)).toHaveCount(javaScriptEnabled ? 1 : 0);
    const height = await header.evaluate((element) => element.getBoundingClientRect().height);
    await context.close();
    return height;
  };
  expect(await headerHeight(true)).toBe(await headerHeight(false));
});

test('a home card saves its entry', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Featured' }).locator('article').first();
  const toggle = saveButtons(card);
  await expect(toggle).toBeVisible();
  expect(await toggle.evaluate((button) => button.closest('a'))).toBeNull();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await stored(page)).toEqual([await cardEntryId(card)]);
  await expect(tripLink(page)).toHaveAccessibleName('My trip, 1 saved');
});

test('another tab follows a save and a removal without reloading', async ({ page, context }) => {
  const other = await context.newPage();
  await page.goto(LODGE_PATH);
  await other.goto(LODGE_PATH);
  const here = await entryToggle(page);
  const there = await entryToggle(other);
  await expect(there).toHaveAttribute('aria-pressed', 'false');

  await here.click();
  await expect(there).toHaveAttribute('aria-pressed', 'true');
  await expect(tripLink(other)).toHaveAccessibleName('My trip, 1 saved');

  await there.click();
  await expect(here).toHaveAttribute('aria-pressed', 'false');
  await expect(tripLink(page)).toHaveAccessibleName('My trip, 0 saved');
});

test('Space and Enter operate the toggle and aria-pressed follows', async ({ page }) => {
  await page.goto(LODGE_PATH);
  const toggle = await entryToggle(page);
  await expect(toggle).toBeVisible();
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(tripLink(page)).toHaveAccessibleName('My trip, 1 saved');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(toggle).toBeFocused();
});

test('a full trip saves nothing more and says why beside the toggle', async ({ page }) => {
  const full = Array.from({ length: 50 }, (_, n) => `0b6f0c52-1111-4a4a-8c8c-${String(n).padStart(12, '0')}`);
  await page.addInitScript(
    ([key, ids]) => localStorage.setItem(key as string, JSON.stringify(ids)),
    [STORAGE_KEY, full] as const,
  );
  await page.goto(LODGE_PATH);
  await expect(tripLink(page)).toHaveAccessibleName('My trip, 50 saved');
  const toggle = await entryToggle(page);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: FULL_TEXT })).toBeVisible();
  expect(await stored(page)).toEqual(full);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('no page offers a Save button that cannot work; the trip link is still there', async ({ page }) => {
    for (const path of [LODGE_PATH, '/stay', '/']) {
      await page.goto(path);
      await expect(page.getByRole('main').locator('article, h1').first()).toBeVisible();
      await expect(saveButtons(page)).toHaveCount(0);
      await expect(tripLink(page)).toHaveAttribute('href', '/trip');
    }
  });
});

test.describe('the trip link in the top bar', () => {
  test('at 390 px it sits in the bar’s row beside search and the menu button, count included', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify(['0b6f0c52-1111-4a4a-8c8c-000000000001'])), STORAGE_KEY);
    await page.goto('/stay');
    const link = tripLink(page);
    await expect(link).toHaveAccessibleName('My trip, 1 saved');
    const [box, menu, search] = await Promise.all([
      link.boundingBox(),
      page.getByRole('button', { name: 'Menu' }).boundingBox(),
      page.locator('header').getByRole('button', { name: 'Search', exact: true }).boundingBox(),
    ]);
    expect(box && menu && search).toBeTruthy();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(search!.x);
    for (const other of [menu!, search!]) expect(Math.abs(box!.y + box!.height / 2 - (other.y + other.height / 2))).toBeLessThan(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  test('between the phone and the desktop layouts it reads "My trip" with the count', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 800 });
    await page.goto('/wifi');
    await expect(tripLink(page)).toHaveText('My trip');
    await page.evaluate((key) => {
      localStorage.setItem(key, JSON.stringify(['0b6f0c52-1111-4a4a-8c8c-000000000002', '0b6f0c52-1111-4a4a-8c8c-000000000003']));
    }, STORAGE_KEY);
    await page.reload();
    await expect(tripLink(page)).toHaveText('My trip2');
    await expect(tripLink(page)).toHaveAccessibleName('My trip, 2 saved');
  });

  test('on a 1280 px desktop the menus still fit on one row beside it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify(['0b6f0c52-1111-4a4a-8c8c-000000000004'])), STORAGE_KEY);
    await page.goto('/wifi');
    await expect(tripLink(page)).toHaveAccessibleName('My trip, 1 saved');
    await expect(tripLink(page)).toBeVisible();
    const top = async (scope: string, name: string) =>
      (await page.getByRole('navigation', { name: scope }).getByRole('link', { name, exact: true }).boundingBox())!.y;
    expect(await top('Primary', 'Travel')).toBe(await top('Primary', 'Stay'));
    expect(await top('Secondary', 'Discover Whitefish')).toBe(await top('Secondary', 'Events'));
  });
});
