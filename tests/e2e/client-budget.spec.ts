import { expect, test, type Page } from '@playwright/test';

/**
 * Code that only matters after an interaction, or only on some pages, stays out of a page's first visit
 * (docs/performance.md#first-visit-javascript-per-page-kind): the scripts a page loads are read as the bench reads
 * them, by the component names their chunks register (`e.s(["Name", …])`).
 */

/** The names each script the page has loaded so far registers, one list per script (bodies read as they arrive). */
function loadedScripts(page: Page): () => Promise<string[][]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return async () =>
    (await Promise.all(bodies)).map((body) =>
      [...body.matchAll(/\.s\(\[([^\]]{0,2000})/g)].flatMap((list) => [...list[1].matchAll(/"([A-Za-z_$][\w$]{3,})"/g)].map((m) => m[1])),
    );
}

const registers = (scripts: string[][], name: string) => scripts.some((names) => names.includes(name));
/** The hero video's gate: its chunk registers HeroVideo alone (the home routes' chunk registers its wrapper too). */
const hasGate = (scripts: string[][]) => scripts.some((names) => names.includes('HeroVideo') && !names.includes('HeroSlides'));

/** After the load and the prefetches it starts: what a first visit downloads. */
async function firstVisit(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
}

test('a page other than a home loads no hero video code, though it prefetches the home page', async ({ page }) => {
  const scripts = loadedScripts(page);
  await firstVisit(page, '/wifi');
  const loaded = await scripts();
  expect(registers(loaded, 'SearchPanel')).toBe(true); // the frame's code is read
  expect(registers(loaded, 'HeroSlides')).toBe(true); // the home routes' chunk: the hero's on-demand wrappers
  expect(hasGate(loaded)).toBe(false);
  expect(registers(loaded, 'HeroPlayer')).toBe(false);
});

test('a video home loads the gate with its first visit and the player only when it plays', async ({ page }) => {
  const scripts = loadedScripts(page);
  await page.route(/youtube-nocookie\.com|vimeo\.com/, (route) => route.fulfill({ contentType: 'text/html', body: '<p>Player</p>' }));
  await firstVisit(page, '/home-summer');
  expect(hasGate(await scripts())).toBe(true);
  expect(registers(await scripts(), 'HeroPlayer')).toBe(false); // no consent: the poster and Play
  const play = page.getByRole('button', { name: /^Play video/ });
  await play.click();
  await expect(page.locator('section[aria-labelledby="hero-title"] iframe')).toBeVisible();
  expect(registers(await scripts(), 'HeroPlayer')).toBe(true);
});

test('the search panel’s request and result code load when it opens, and a search then answers', async ({ page }) => {
  const scripts = loadedScripts(page);
  await firstVisit(page, '/privacy');
  expect(registers(await scripts(), 'SearchPanelResults')).toBe(false);

  await expect(page.locator('header .search')).toHaveAttribute('data-hydrated', 'true');
  await page.locator('header').getByRole('button', { name: 'Search', expanded: false }).click();
  const panel = page.locator('#site-search');
  await expect(panel.getByRole('searchbox')).toBeFocused();
  await expect.poll(async () => registers(await scripts(), 'SearchPanelResults')).toBe(true);

  await panel.getByRole('searchbox').fill('smokehouse');
  await panel.getByRole('searchbox').press('Enter');
  await expect(panel.getByRole('status')).toHaveText(/\d+ results?/);
  await expect(panel.getByRole('list', { name: 'Search' }).getByRole('link').first()).toContainText(/Smokehouse/i);
});

test('the scripts a page starts with carry the compile hint; code loaded on demand does not', async ({ page }) => {
  const bodies = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.set(new URL(response.url()).pathname, response.text().catch(() => ''));
  });
  const html = await (await page.goto('/privacy'))!.text();
  const startup = [...html.matchAll(/<script src="([^"]+)"(?![^>]*noModule)[^>]*>/g)].map((m) => m[1]);
  expect(startup.length).toBeGreaterThan(3);
  await expect(page.locator('header .search')).toHaveAttribute('data-hydrated', 'true');
  for (const src of startup) expect((await bodies.get(src))?.startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(true);

  await page.locator('header').getByRole('button', { name: 'Search', expanded: false }).click();
  const onDemand = async () => {
    for (const [src, body] of bodies) if (!startup.includes(src) && /"SearchPanelResults"/.test(await body)) return body;
    return null;
  };
  await expect.poll(onDemand).not.toBeNull();
  expect((await onDemand())!.startsWith('//#')).toBe(false);
});
