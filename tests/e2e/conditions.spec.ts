/**
 * Live conditions (docs/product.md#conditions) on sites polling a local stand-in of the four agencies every second
 * (tests/e2e/support/conditions-site.ts): the page, its JSON, the notice a severe alert raises, the home strip, a source
 * that fails (stale label), a source without its key (absent), and the page without JavaScript.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, POLL_SECONDS, startConditionsSite, type ConditionsSite } from './support/conditions-site';

let keyed: ConditionsSite;
let keyless: ConditionsSite;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  [keyed, keyless] = await Promise.all([startConditionsSite(1), startConditionsSite(2, { keys: false })]);
});
test.afterAll(async () => {
  await Promise.all([keyed?.stop(), keyless?.stop()]);
});
test.afterEach(() => {
  for (const kind of ['weather', 'fire', 'park', 'air'] as const) keyed.stand.setMode(kind, 'ok');
});

const section = (page: Page, name: string) => page.getByRole('region', { name });
// A time as the page labels it (lib/conditions/time-labels.ts): "9:42 am" today, "Nov 27, 11:44 pm" another day in
// Whitefish, which an alert issued hours ago is between midnight and morning there.
const CLOCK = String.raw`(?:[A-Z][a-z]{2} \d{1,2}, )?\d{1,2}:\d{2} [ap]m`;

test('the page lists every source, most severe first, each item dated and linked to its agency', async ({ page }) => {
  // axe-core checks the whole page: seconds on a busy machine.
  test.setTimeout(90_000);
  await page.goto(`${keyed.origin}/conditions`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conditions in Whitefish today');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Weather alerts', 'Wildfires near town', 'Glacier National Park', 'Air quality']);

  const weather = section(page, 'Weather alerts');
  await expect(weather.getByRole('heading', { level: 3 })).toHaveText(['Winter Storm Warning', 'Wind Advisory']);
  // The weather service's page for people about town, not the API's JSON.
  await expect(weather.getByRole('link', { name: 'Winter Storm Warning' })).toHaveAttribute('href', /^https:\/\/forecast\.weather\.gov\/MapClick\.php\?lat=48\.\d{4}&lon=-114\.\d{4}$/);
  await expect(weather.locator('li').first()).toContainText(new RegExp(`issued ${CLOCK}`));
  await expect(weather).toContainText(/Checked (just now|\d+ min ago)/);
  await expect(weather).not.toContainText('Dense Fog Advisory');

  const fire = section(page, 'Wildfires near town');
  await expect(fire).toContainText('Haskill Creek Fire');
  await expect(fire).toContainText('1,241 acres, 15% contained');
  await expect(fire).toContainText('8 mi NE of town');
  await expect(fire).not.toContainText('Far Away');
  // The fires' map loads on demand, like every map of the site.
  await expect(fire.getByRole('button', { name: 'Show interactive map' })).toBeVisible();

  await expect(section(page, 'Air quality')).toContainText('AQI 112: Unhealthy for Sensitive Groups');
  await expect(section(page, 'Glacier National Park').getByRole('link', { name: 'Going-to-the-Sun Road closed at Lake McDonald Lodge' })).toBeVisible();

  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(data.hasPart.map((part: { '@type': string }) => part['@type'])).toContain('SpecialAnnouncement');
  expect(data.hasPart.find((part: { name: string }) => part.name === 'Winter Storm Warning')).toMatchObject({ datePosted: expect.any(String), expires: expect.any(String) });

  expect(await axeViolations(page)).toEqual([]);
});

test('/api/conditions answers the same items with their times', async ({ request }) => {
  const response = await request.get(`${keyed.origin}/api/conditions`);
  expect(response.headers()['cache-control']).toBe('public, max-age=60');
  const report = await response.json();
  const weather = report.sources.find((s: { kind: string }) => s.kind === 'weather');
  expect(weather).toMatchObject({ status: 'current', agency: 'National Weather Service' });
  expect(weather.items[0]).toMatchObject({ title: 'Winter Storm Warning', level: 3, issued: expect.any(String), ends: expect.any(String) });
  expect(Date.parse(weather.fetchedAt)).toBeGreaterThan(Date.now() - 60_000);
});

test('a severe alert raises a site notice that stays dismissed, and the home strip shows the worst of each kind', async ({ page }) => {
  await page.goto(`${keyed.origin}/`);
  const notices = page.getByRole('region', { name: 'Conditions alerts' });
  await expect(notices.getByRole('link', { name: 'Winter Storm Warning' })).toBeVisible();
  await expect(notices.getByRole('link', { name: 'Haskill Creek Fire' })).toBeVisible();
  await expect(notices).not.toContainText('Wind Advisory');

  const strip = page.getByRole('complementary', { name: 'Conditions now' });
  // The worst of each kind; kinds of equal severity in either order.
  await expect(strip.getByRole('listitem')).toHaveCount(4);
  for (const [kind, title] of [['Weather', 'Winter Storm Warning'], ['Fire', 'Haskill Creek Fire'], ['Park', 'Going-to-the-Sun Road'], ['Air', 'Air quality (PM2.5)']]) {
    await expect(strip.getByRole('listitem').filter({ hasText: title })).toContainText(kind);
  }
  await expect(strip.getByRole('link', { name: 'Winter Storm Warning' })).toHaveAttribute('href', '/conditions#conditions-weather');

  await notices.getByRole('button', { name: 'Dismiss: Winter Storm Warning' }).click();
  await expect(notices.getByRole('link', { name: 'Winter Storm Warning' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Conditions alerts' }).getByRole('link', { name: 'Haskill Creek Fire' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Conditions alerts' })).not.toContainText('Winter Storm Warning');
});

test('a source that fails keeps its last data, labelled stale, and nothing else changes', async ({ page }) => {
  keyed.stand.setMode('fire', '500');
  keyed.stand.setMode('air', 'hang');
  // Three intervals without a good answer, and a poll that has seen it.
  await page.waitForTimeout((POLL_SECONDS * 3 + 2) * 1000);
  const response = await page.goto(`${keyed.origin}/conditions`);
  expect(response?.status()).toBe(200);
  const fire = section(page, 'Wildfires near town');
  await expect(fire).toContainText(new RegExp(`Stale: National Interagency Fire Center has not answered since ${CLOCK}`));
  await expect(fire).toContainText('Haskill Creek Fire');
  await expect(section(page, 'Air quality')).toContainText('Stale: AirNow');
  await expect(section(page, 'Weather alerts')).not.toContainText('Stale');

  keyed.stand.setMode('fire', 'ok');
  await expect(async () => {
    await page.reload();
    await expect(section(page, 'Wildfires near town')).not.toContainText('Stale', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
});

test('a retired address and an answer it cannot read are stale at once, keep their items and reach /api/health', async ({ page, request }) => {
  const health = async () => (await (await request.get(`${keyed.origin}/api/health`)).json()).conditions;
  keyed.stand.setMode('air', 'gone');
  keyed.stand.setMode('park', 'unrecognised');
  await expect(async () => {
    expect(await health()).toEqual(
      expect.arrayContaining([
        { kind: 'air', agency: 'AirNow', state: 'unreadable' },
        { kind: 'park', agency: 'National Park Service', state: 'unreadable' },
      ]),
    );
  }).toPass({ timeout: 15_000 });
  await page.goto(`${keyed.origin}/conditions`);
  const air = section(page, 'Air quality');
  await expect(air).toContainText('Stale: AirNow’s answers can no longer be read here');
  await expect(air).toContainText('AQI 112: Unhealthy for Sensitive Groups');
  await expect(section(page, 'Glacier National Park')).toContainText('Stale: National Park Service’s answers can no longer be read here');
  expect((await health()).find((s: { kind: string }) => s.kind === 'weather')).toMatchObject({ state: 'current' });
});

test('a source without its key is absent from the page and the JSON', async ({ page, request }) => {
  await page.goto(`${keyless.origin}/conditions`);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Weather alerts', 'Wildfires near town']);
  const report = await (await request.get(`${keyless.origin}/api/conditions`)).json();
  expect(report.sources.map((s: { kind: string }) => s.kind)).toEqual(['weather', 'fire']);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page shows every item and the home strip links to it', async ({ page }) => {
    await page.goto(`${keyed.origin}/conditions`);
    await expect(section(page, 'Weather alerts').getByRole('heading', { name: 'Winter Storm Warning' })).toBeVisible();
    await page.goto(`${keyed.origin}/`);
    const strip = page.getByRole('complementary', { name: 'Conditions now' });
    await expect(strip.getByRole('link', { name: 'Weather alerts, wildfires, park and air quality' })).toHaveAttribute('href', '/conditions');
  });
});
