import { expect, test, type Page } from '@playwright/test';

/**
 * Search results a visitor can trust (docs/product.md#search), against the seed (content-service/seed/): past
 * events never appear, snippets are clean text, counts and kinds read right, the best match comes first, and a
 * failed search says so and offers a Retry.
 */

const isSearchApi = (url: string | URL) => new URL(url).pathname === '/api/search';

/** Opens the top bar's search panel (after hydration); its input is focused. */
async function openPanel(page: Page) {
  await expect(page.locator('header .search')).toHaveAttribute('data-hydrated', 'true');
  await page.locator('header').getByRole('button', { name: 'Search', expanded: false }).click();
  const panel = page.locator('#site-search');
  const input = panel.getByRole('searchbox');
  await expect(input).toBeFocused();
  return { panel, input };
}

/** The results page's hits: title, kind and snippet text, in order. */
async function resultsOf(page: Page, q: string) {
  await page.goto(`/search?${new URLSearchParams({ q })}`);
  const items = page.locator('main ol > li');
  return items.evaluateAll((lis) =>
    lis.map((li) => ({
      title: li.querySelector('h3')?.textContent ?? '',
      href: li.querySelector('h3 a')?.getAttribute('href') ?? '',
      kind: li.querySelector('h3')?.previousElementSibling?.textContent ?? '',
      snippet: li.querySelector('h3 + p')?.textContent ?? '',
      snippetHtml: li.querySelector('h3 + p')?.innerHTML ?? '',
    })),
  );
}

test.describe('results a visitor trusts', () => {
  test('a past event is never found; a recurring one links to its next date', async ({ page }) => {
    // "Lakeshore Jazz Night" took place a week ago (content-service/seed/events.ts)
    expect(await resultsOf(page, 'lakeshore jazz')).toEqual([]);
    await expect(page.locator('main').getByRole('status')).toHaveText('No results were found.');
    const jazz = await resultsOf(page, 'jazz');
    expect(jazz.map((hit) => hit.title)).not.toContain('Lakeshore Jazz Night');

    const [market] = await resultsOf(page, 'farmers market');
    expect(market).toMatchObject({ title: 'Tuesday Farmers Market', kind: 'Event' });
    const day = new URL(market.href, 'http://x').searchParams.get('date');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date());
    expect(day! >= today).toBe(true);
  });

  test('snippets are clean text: no URLs, file paths, markup or repeated sentences; only <b> marks', async ({ page }) => {
    for (const q of ['trail map', 'whitefish', 'guide', 'deals']) {
      const hits = await resultsOf(page, q);
      expect(hits.length).toBeGreaterThan(0);
      for (const { snippet, snippetHtml } of hits) {
        expect(snippet).not.toMatch(/https?:\/\/|www\.|\/files\/|\/images\/|\.pdf\b|\]\(|[<>*#]/);
        expect(snippetHtml.replace(/<\/?b>/g, '')).not.toMatch(/<[a-z/]/i);
        const sentences = snippet
          .split(/(?<=[.!?])\s+/)
          .map((s) => s.toLowerCase().replace(/\W+/g, ' ').trim())
          .filter((s) => s.length > 12);
        expect(new Set(sentences).size, `${q}: ${snippet}`).toBe(sentences.length);
      }
    }
  });

  test('one hit says "1 result", several "n results"; each shows its kind', async ({ page }) => {
    const hits = await resultsOf(page, 'sourdough');
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ title: 'Mountain Sourdough Bakery', kind: 'Dining' });
    await expect(page.locator('main').getByRole('status')).toHaveText('1 result');
    expect((await resultsOf(page, 'legend'))[0]).toMatchObject({ title: 'Trail Map Legend (PDF)', kind: 'Media Resource' });
    expect((await resultsOf(page, 'gravel riding'))[0]).toMatchObject({ href: '/gravel', kind: 'Page' });
    const several = await resultsOf(page, 'lake swim');
    await expect(page.locator('main').getByRole('status')).toHaveText(`${several.length} results`);
  });

  test('the best match comes first: the phrase in a title, then title matches, then the rest', async ({ page }) => {
    const swim = await resultsOf(page, 'lake swim');
    expect(swim[0].title).toBe('Whitefish Lake Swim');
    expect(swim.length).toBeGreaterThan(1);

    const huckleberry = await resultsOf(page, 'huckleberry');
    const inTitle = huckleberry.map((hit) => /huckleberr/i.test(hit.title));
    expect(inTitle[0]).toBe(true);
    expect(inTitle.indexOf(false)).toBeGreaterThan(0);
    expect(inTitle.slice(inTitle.indexOf(false))).not.toContain(true);
  });
});

test.describe('a failed search', () => {
  test('the panel says so and offers Retry, which runs the same query; the typed text stays', async ({ page }) => {
    await page.goto('/');
    const { panel, input } = await openPanel(page);
    let failing = true;
    const asked: string[] = [];
    await page.route(isSearchApi, (route) => {
      asked.push(new URL(route.request().url()).searchParams.get('q') ?? '');
      return failing ? route.fulfill({ status: 502, json: { items: [], error: { id: 'request' } } }) : route.fallback();
    });
    await input.fill('sourdough');
    await input.press('Enter');
    await expect(panel.getByRole('status')).toHaveText('Search is not available right now. Please try again later.');
    await expect(panel.getByRole('list')).toHaveCount(0);
    await expect(input).toHaveValue('sourdough');

    failing = false;
    await input.pressSequentially(' bread'); // typed, not sent
    await panel.getByRole('button', { name: 'Retry' }).click();
    const hit = panel.getByRole('list', { name: 'Search' }).getByRole('link', { name: 'Mountain Sourdough Bakery' });
    await expect(hit).toBeVisible();
    await expect(panel.getByRole('status')).toHaveText('1 result');
    await expect(panel.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    expect(asked).toEqual(['sourdough', 'sourdough']);
    await expect(input).toHaveValue('sourdough bread');
  });

  test('a slow answer to an earlier query never replaces the later query’s results', async ({ page }) => {
    await page.goto('/');
    const { panel, input } = await openPanel(page);
    let releaseSlow!: () => void;
    const slowReleased = new Promise<void>((resolve) => (releaseSlow = resolve));
    await page.route(isSearchApi, async (route) => {
      if (new URL(route.request().url()).searchParams.get('q') !== 'huckleberry') return route.fallback();
      const response = await route.fetch();
      await slowReleased;
      await route.fulfill({ response }).catch(() => undefined); // the page may have dropped the request
    });
    await input.fill('huckleberry');
    await input.press('Enter');
    await input.fill('sourdough');
    await input.press('Enter');
    const list = panel.getByRole('list', { name: 'Search' });
    await expect(list.getByRole('link', { name: 'Mountain Sourdough Bakery' })).toBeVisible();
    releaseSlow();
    await page.waitForTimeout(500);
    await expect(list.getByRole('link')).toHaveCount(1);
    await expect(panel.getByRole('status')).toHaveText('1 result');
    await expect(panel.getByRole('link', { name: /See all results/ })).toHaveText('See all results for “sourdough”');
  });
});
