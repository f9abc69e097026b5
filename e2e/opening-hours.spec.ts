/**
 * Opening hours a machine can read (docs/product.md#opening-hours): the badge on list cards and entry pages is right
 * for the visitor's clock on cached pages, the entry page shows the week's table and carries
 * openingHoursSpecification, and a value that does not parse is ignored without an error.
 *
 * The server renders with real time; the browser's clock is fixed (Playwright's clock) to moments of tomorrow in
 * Whitefish, which the badges' steps cover from any time today. The seeded late bar, Flathead Taproom & Cidery, is
 * open daily 16:00–02:00 whatever the date.
 */
import { expect, test, type Page } from '@playwright/test';

const ZONE = 'America/Denver';
const BAR = 'Flathead Taproom & Cidery';
const INVALID = 'Hellroaring Saloon & Eatery';

const todayInDenver = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The instant of wall time `hh:mm` on `day` in Whitefish (either offset, whichever reads back). */
function denver(day: string, hhmm: string): Date {
  for (const offset of ['-06:00', '-07:00']) {
    const d = new Date(`${day}T${hhmm}:00${offset}`);
    const wall = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);
    if (wall === hhmm) return d;
  }
  throw new Error(`no ${hhmm} on ${day}`);
}

const tomorrow = () => nextDay(todayInDenver());

async function entryPath(page: Page, title: string): Promise<string> {
  await page.goto('/dine');
  const href = await page.getByRole('link', { name: title, exact: true }).first().getAttribute('href');
  expect(href).toMatch(/^\/entries\//);
  return href!;
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('opening hours', () => {
  test('a list card says open or closed for the visitor clock, and entries without valid hours have no badge', async ({ page }) => {
    const errors = watchErrors(page);
    // The cached list was rendered for today's midnight, when the bar was open and the brewery closed.
    await page.clock.install({ time: denver(tomorrow(), '15:00') });
    await page.goto('/dine');
    const bar = page.locator('article').filter({ has: page.getByRole('link', { name: BAR, exact: true }) });
    await expect(bar.locator('[data-hours]')).toHaveText('Closed · opens 4 pm');
    await expect(bar.locator('[data-hours]')).toHaveAttribute('data-state', 'closed');
    // Boxcar Brewing: daily noon to 8 pm.
    const brewery = page.locator('article').filter({ has: page.getByRole('link', { name: 'Boxcar Brewing Co.', exact: true }) });
    await expect(brewery.locator('[data-hours]')).toHaveText('Open now · closes 8 pm');
    // Later that evening, without a reload.
    await page.clock.fastForward(6 * 3_600_000);
    await expect(bar.locator('[data-hours]')).toHaveText('Open now · closes 2 am');
    await expect(brewery.locator('[data-hours]')).toHaveText(/^Closed · opens (Mon|Tue|Wed|Thu|Fri|Sat|Sun) noon$/);
    const invalid = page.locator('article').filter({ has: page.getByRole('link', { name: INVALID, exact: true }) });
    await expect(invalid).toBeVisible();
    await expect(invalid.locator('[data-hours]')).toHaveCount(0);
    // The list's code hydrates over the badges the script changed: no hydration error.
    await page.mouse.move(10, 10);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('an entry page: the badge follows the clock within a minute, the week table and the structured data', async ({ page, request }) => {
    const path = await entryPath(page, BAR);
    const day = tomorrow();
    await page.clock.install({ time: denver(day, '10:00') });
    await page.goto(path);
    const badge = page.locator('header [data-hours]');
    await expect(badge).toHaveText('Closed · opens 4 pm');
    await expect(badge).toHaveAttribute('data-state', 'closed');
    // Opening time passes while the page is open: the badge changes within the script's 15 s, without a reload.
    await page.clock.fastForward(denver(day, '16:00').getTime() - Date.parse(await page.evaluate(() => new Date().toISOString())) + 15_000);
    await expect(badge).toHaveText('Open now · closes 2 am');
    await expect(badge).toHaveAttribute('data-state', 'open');
    // Past midnight it is still the same night; at 2 am it closes.
    await page.clock.fastForward(denver(nextDay(day), '01:30').getTime() - Date.parse(await page.evaluate(() => new Date().toISOString())));
    await expect(badge).toHaveText('Open now · closes 2 am');
    await page.clock.fastForward(denver(nextDay(day), '02:00').getTime() - Date.parse(await page.evaluate(() => new Date().toISOString())) + 15_000);
    await expect(badge).toHaveText('Closed · opens 4 pm');

    const table = page.getByRole('table', { name: 'Opening hours this week' });
    await expect(table.getByRole('row')).toHaveCount(7);
    await expect(table.getByRole('cell')).toHaveText(Array(7).fill('4 pm – 2 am'));
    // The text editors write is still what the page shows under Hours.
    await expect(page.getByRole('region', { name: 'Hours' })).toContainText('Daily 4 pm–2 am');

    const html = await (await request.get(path)).text();
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
    const place = jsonLd.flatMap((d) => d['@graph'] ?? []).find((n: { '@type': string }) => n['@type'] === 'Restaurant');
    expect(place.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => `https://schema.org/${d}`),
        opens: '16:00',
        closes: '02:00',
      },
    ]);
  });

  test('hours that do not parse are ignored: the page shows the text, no badge, table or structured hours', async ({ page, request }) => {
    const path = await entryPath(page, INVALID);
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('openingHoursSpecification');
    await page.goto(path);
    await expect(page.getByRole('region', { name: 'Hours' })).toBeVisible();
    await expect(page.locator('[data-hours]')).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Opening hours this week' })).toHaveCount(0);
  });
});
