import { expect, test, type Page, type Request } from '@playwright/test';

/** A seed entry (content-service/seed/listings/dine.ts) and a word of its title. */
const ENTRY_TITLE = 'Stumptown Smokehouse';
const TERM = 'smokehouse';

function searchRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/search') seen.push(request);
  });
  return seen;
}

/** Opens the top bar's search panel (after hydration) and returns its parts. */
async function openPanel(page: Page) {
  await expect(page.locator('header .search')).toHaveAttribute('data-hydrated', 'true');
  const toggle = page.locator('header').getByRole('button', { name: 'Search', expanded: false });
  await toggle.click();
  const panel = page.locator('#site-search');
  await expect(panel).toBeVisible();
  const input = panel.getByRole('searchbox');
  await expect(input).toBeFocused();
  return { panel, input, toggle: page.locator('header .search__toggle') };
}

test.describe('top-bar search panel', () => {
  test('finds a seed entry by a word of its title, highlighted, and links to it and to the results page', async ({ page }) => {
    const requests = searchRequests(page);
    await page.goto('/');
    const { panel, input } = await openPanel(page);
    await input.fill(TERM);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/search');
    await input.press('Enter');
    expect((await answered).status()).toBe(200);
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0].url()).searchParams.get('q')).toBe(TERM);

    const hit = panel.getByRole('list', { name: 'Search' }).getByRole('link', { name: ENTRY_TITLE });
    await expect(hit).toHaveAttribute('href', /^\/entries\/stumptown-smokehouse\//);
    await expect(hit.locator('b')).toHaveText('Smokehouse');
    await expect(panel.getByRole('status')).toHaveText('1 result');
    await expect(page).toHaveURL(/\/$/); // the panel searched in place

    const all = panel.getByRole('link', { name: `See all results for “${TERM}”` });
    await expect(all).toHaveAttribute('href', `/search?q=${TERM}`);

    await hit.click();
    await expect(page).toHaveURL(/\/entries\/stumptown-smokehouse\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENTRY_TITLE);
    await expect(page.locator('#site-search')).toBeHidden();
  });

  test('the search button runs it too, and the results-page link opens /search?q=', async ({ page }) => {
    await page.goto('/stay');
    const { panel, input } = await openPanel(page);
    await input.fill('huckleberry');
    await panel.getByRole('button', { name: 'Search' }).click();
    await expect(panel.getByRole('list', { name: 'Search' }).getByRole('link').first()).toBeVisible();
    await panel.getByRole('link', { name: /See all results/ }).click();
    await expect(page).toHaveURL(/\/search\?q=huckleberry$/);
    await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText('Search');
  });

  test('a 1-character query sends no request and changes nothing', async ({ page }) => {
    const requests = searchRequests(page);
    await page.goto('/');
    const { panel, input, toggle } = await openPanel(page);
    await input.fill('a');
    await input.press('Enter');
    await panel.getByRole('button', { name: 'Search' }).click();
    await input.fill(' s ');
    await input.press('Enter');
    await page.waitForTimeout(500);
    expect(requests).toHaveLength(0);
    await expect(page).toHaveURL(/\/$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.locator('[role="status"]')).toHaveText('');
    await expect(panel.getByRole('list')).toHaveCount(0);
  });

  test('a failing backend empties the results without breaking the page', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    const { panel, input, toggle } = await openPanel(page);
    await input.fill(TERM);
    await input.press('Enter');
    await expect(panel.getByRole('list', { name: 'Search' }).getByRole('link', { name: ENTRY_TITLE })).toBeVisible();

    await page.route('**/api/search**', (route) => route.fulfill({ status: 502 }));
    const logged = page.waitForEvent('console', (message) => message.type() === 'error' && message.text().includes('Site search failed'));
    await input.fill('huckleberry');
    await input.press('Enter');
    await logged;
    await expect(panel.getByRole('list')).toHaveCount(0);
    await expect(panel.getByRole('status')).toHaveText('Search is not available right now. Please try again later.');
    expect(errors).toEqual([]);

    // the page still works: the panel closes and opens again, navigation still works
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/stay$/);

    // and a recovered backend answers again
    await page.unroute('**/api/search**');
    const { panel: again, input: input2 } = await openPanel(page);
    await input2.fill(TERM);
    await input2.press('Enter');
    await expect(again.getByRole('list', { name: 'Search' }).getByRole('link', { name: ENTRY_TITLE })).toBeVisible();
  });
});

test.describe('results page /search?q=', () => {
  test('is rendered on the server with the seed entry, highlighted and linked', async ({ request }) => {
    const response = await request.get(`/search?q=${TERM}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/Results for “smokehouse”/);
    expect(html).toMatch(/<a href="\/entries\/stumptown-smokehouse\/[^"]+">Stumptown <b>Smokehouse<\/b><\/a>/);
  });

  test('lists the entry, and its search box runs new queries (ignoring 1 character)', async ({ page }) => {
    await page.goto(`/search?q=${TERM}`);
    const main = page.locator('main');
    const hit = main.getByRole('link', { name: ENTRY_TITLE });
    await expect(hit).toHaveAttribute('href', /^\/entries\/stumptown-smokehouse\//);
    await expect(hit.locator('b')).toHaveText('Smokehouse');
    await expect(main.getByRole('status')).toHaveText('1 result');

    const box = main.getByRole('searchbox');
    await box.fill('x');
    await box.press('Enter');
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${TERM}$`));

    await box.fill('gravel riding');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=gravel\+riding$/);
    await expect(main.getByRole('link', { name: 'Gravel Riding' })).toHaveAttribute('href', '/gravel');
  });

  test('a too-short query shows the prompt', async ({ page }) => {
    await page.goto('/search?q=a');
    await expect(page.locator('main')).toContainText('Enter at least 2 characters to search the site.');
  });
});
