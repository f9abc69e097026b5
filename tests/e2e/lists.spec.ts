import { expect, test, type Page, type Request } from '@playwright/test';
import { chunkRequestTimes, holdChunk } from './support/held-chunk';
import { htmlWithScript } from './support/server-html';

/** The 13 list views (lib/config/routes.ts LIST_VIEWS). */
const LIST_PATHS = [
  '/deals',
  '/dine',
  '/explore',
  '/events',
  '/here',
  '/media',
  '/plan-an-event',
  '/members',
  '/explore-more',
  '/professional-services',
  '/shop',
  '/stay',
  '/webcams',
];

const COUNT = /(\d+) items|(\d+) of (\d+) items/;

/** Today in America/Denver as YYYY-MM-DD (the site's zone, whatever the test machine's is). */
function denverToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

function dayInDenver(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );
}

const results = (page: Page) => page.locator('[aria-busy]');
const cardTitles = (page: Page) => results(page).locator('article h2 a');
const countStatus = (page: Page) => page.getByRole('status').filter({ hasText: /items|No items were found/ });

/** Waits until the list is idle (no list request in flight) and returns its card titles. */
async function titles(page: Page): Promise<string[]> {
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  return cardTitles(page).allTextContents();
}

function listRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/lists/')) seen.push(request);
  });
  return seen;
}

test.describe('every list view renders its results on the server', () => {
  for (const path of LIST_PATHS) {
    test(`${path} answers HTML with a heading, a count and cards`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      const count = html.match(COUNT);
      expect(count, 'count text in the HTML').not.toBeNull();
      expect(Number(count![1] ?? count![2])).toBeGreaterThan(0);
      expect(html).toMatch(/<article[^>]*>[\s\S]*?<a[^>]+href="\/entries\/[^"]+"/);
      // The controls work without JavaScript: a GET form back to the same path.
      expect(html).toMatch(new RegExp(`<form[^>]*action="${path}"[^>]*method="get"`));
    });
  }
});

test('choosing a category, an order and a search changes the results and the URL', async ({ page }) => {
  await page.goto('/dine');
  const all = await titles(page);
  expect(all.length).toBeGreaterThan(1);
  const allCount = await countStatus(page).textContent();

  // Category: the first real category narrows the list.
  const category = page.getByLabel('Category');
  const firstCategory = await category.locator('option').nth(1).getAttribute('value');
  expect(firstCategory).toBeTruthy();
  await category.selectOption(firstCategory!);
  await expect(page).toHaveURL(new RegExp(`/dine\\?category=${encodeURIComponent(firstCategory!)}$`));
  await expect(countStatus(page)).not.toHaveText(allCount!);
  const inCategory = await titles(page);
  expect(inCategory.length).toBeGreaterThan(0);
  expect(inCategory.length).toBeLessThan(all.length);
  await category.selectOption('');
  await expect(page).toHaveURL(/\/dine$/);

  // Order: z-a reverses the title order.
  await page.getByLabel('Sort by').selectOption('z-a');
  await expect(page).toHaveURL(/\/dine\?order=z-a$/);
  await expect.poll(() => titles(page)).toEqual([...all].sort((a, b) => b.localeCompare(a)));
  await page.getByLabel('Sort by').selectOption('a-z');
  await expect(page).toHaveURL(/\/dine\?order=a-z$/);
  await expect.poll(() => titles(page)).toEqual([...all].sort((a, b) => a.localeCompare(b)));

  // Search: a word from one title finds that entry.
  const target = all[all.length - 1];
  const word = target.split(/\s+/).find((w) => w.length > 3) ?? target;
  await page.getByRole('searchbox', { name: 'Search' }).last().fill(word);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(word)}`));
  await expect.poll(() => titles(page)).toContain(target);
  expect((await titles(page)).length).toBeLessThan(all.length);
});

test('typing a search sends one request after the pause, not one per keystroke', async ({ page }) => {
  await page.goto('/stay');
  await titles(page);
  const requests = listRequests(page);
  const box = page.getByRole('searchbox', { name: 'Search' }).last();
  await box.click();
  await box.pressSequentially('lodge', { delay: 60 });
  await expect(page).toHaveURL(/\/stay\?search=lodge$/);
  await titles(page);
  await page.waitForTimeout(800);
  expect(requests.map((r) => r.url())).toEqual([expect.stringMatching(/\/api\/lists\/stay\?search=lodge$/)]);
});

test('back and forward restore the query, the controls and the results', async ({ page }) => {
  await page.goto('/dine');
  const initial = await titles(page);
  await page.getByLabel('Sort by').selectOption('z-a');
  await expect(page).toHaveURL(/order=z-a/);
  await expect.poll(() => titles(page)).not.toEqual(initial);
  const reversed = await titles(page);

  const category = page.getByLabel('Category');
  const firstCategory = (await category.locator('option').nth(1).getAttribute('value'))!;
  await category.selectOption(firstCategory);
  await expect(page).toHaveURL(new RegExp(`category=${encodeURIComponent(firstCategory)}&order=z-a$`));
  await expect.poll(async () => (await titles(page)).length).toBeLessThan(reversed.length);
  const filtered = await titles(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/dine\?order=z-a$/);
  await expect(category).toHaveValue('');
  await expect(page.getByLabel('Sort by')).toHaveValue('z-a');
  await expect.poll(() => titles(page)).toEqual(reversed);

  await page.goBack();
  await expect(page).toHaveURL(/\/dine$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('priority');
  await expect.poll(() => titles(page)).toEqual(initial);

  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`category=${encodeURIComponent(firstCategory)}&order=z-a$`));
  await expect(category).toHaveValue(firstCategory);
  await expect.poll(() => titles(page)).toEqual(filtered);
});

test('a state URL loaded directly renders that state on the server and in the page', async ({ page, request }) => {
  const html = htmlWithScript(await (await request.get('/dine?order=z-a&bogus=1&tab=nope')).text());
  expect(html).toMatch(/<option value="z-a" selected/);
  await page.goto('/dine?order=z-a');
  const shown = await titles(page);
  expect(shown).toEqual([...shown].sort((a, b) => b.localeCompare(a)));
});

test.describe('events', () => {
  test('the server lists only occurrences from today on (America/Denver), by date', async ({ request }) => {
    const html = htmlWithScript(await (await request.get('/events')).text());
    const starts = [...html.matchAll(/<time dateTime="([^"]+)"/gi)].map((m) => m[1]);
    expect(starts.length).toBeGreaterThan(0);
    const today = denverToday();
    for (const start of starts) expect(dayInDenver(start) >= today, `${start} is before ${today}`).toBe(true);
    const times = starts.map((s) => Date.parse(s));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  test('the browser shows the same occurrences as the server (nothing jumps after hydration)', async ({ page, request }) => {
    const html = htmlWithScript(await (await request.get('/events')).text());
    const serverStarts = [...html.matchAll(/<time dateTime="([^"]+)"/gi)].map((m) => m[1]);
    const requests = listRequests(page);
    await page.goto('/events');
    await titles(page);
    await page.waitForTimeout(500);
    const clientStarts = await results(page).locator('time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime')));
    expect(clientStarts).toEqual(serverStarts);
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date()),
    );
    expect(today).toBe(denverToday());
    expect(requests, 'the server-rendered results seed the client; nothing is fetched again').toHaveLength(0);
  });

  test('recurring events link each occurrence to the entry page with its date', async ({ request }) => {
    const html = htmlWithScript(await (await request.get('/events')).text());
    const links = [...html.matchAll(/href="(\/entries\/[^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links.filter((l) => l.includes('?date='))) expect(link).toMatch(/\?date=\d{4}-\d{2}-\d{2}$/);
  });
});

test('list views may be kept briefly by a shared cache, but never in preview', async ({ request }) => {
  const publicAnswer = await request.get('/stay?order=a-z');
  expect(publicAnswer.headers()['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=300');
  // Only addresses from a finite set: junk keys and values, unknown categories and free text would each be an
  // entry of their own in a shared cache.
  for (const url of ['/stay?order=a-z&utm=x', '/stay?category=unknown-category', '/stay?order=a-z&order=z-a', '/search?q=lake', '/map?x=1']) {
    const answer = await request.get(url);
    expect({ url, status: answer.status(), shared: /public|s-maxage/.test(answer.headers()['cache-control'] ?? '') }).toEqual({ url, status: 200, shared: false });
  }
  for (const url of ['/stay', '/stay?order=a-z', '/map', '/search?q=lake']) {
    const [get, head] = [await request.get(url), await request.head(url)];
    expect({ url, status: head.status(), cacheControl: head.headers()['cache-control'] }).toEqual({
      url,
      status: get.status(),
      cacheControl: get.headers()['cache-control'],
    });
  }
  // A forged draft cookie is no preview: the same shareable answer.
  const forgedAnswer = await request.get('/stay?order=a-z', { headers: { cookie: '__prerender_bypass=editor' } });
  expect(forgedAnswer.headers()['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=300');
  // A real preview session (no PREVIEW_SECRET on this server): never shareable.
  const enable = await request.get('/api/preview?path=/', { maxRedirects: 0 });
  const draftCookie = enable.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('__prerender_bypass='));
  expect(draftCookie).toBeTruthy();
  const previewAnswer = await request.get('/stay', { headers: { cookie: draftCookie!.value.split(';')[0] } });
  expect(previewAnswer.headers()['cache-control']).toMatch(/private/);
  expect(previewAnswer.headers()['cache-control']).toMatch(/no-store/);
});

test.describe('list controls load on demand', () => {
  test('a list view asks for its controller code only after the page has loaded, and hydrates with no interaction', async ({ page }) => {
    const controllerCode = chunkRequestTimes(page, 'ListController');
    await page.goto('/stay');
    await expect(cardTitles(page).first()).toBeVisible(); // the results are in the server HTML
    await expect(page.locator('main [data-list-controls]')).toHaveAttribute('data-list-controls', 'hydrated');
    await expect.poll(() => controllerCode).toEqual(['after load']);
  });

  test('the code that fetches new results comes with the first change that needs it, not with the page', async ({ page }) => {
    const fetchingCode = chunkRequestTimes(page, 'SWRListAnswers');
    await page.goto('/stay');
    await expect(page.locator('main [data-list-controls]')).toHaveAttribute('data-list-controls', 'hydrated');
    await page.waitForLoadState('networkidle');
    expect(fetchingCode).toEqual([]);
    const byTitle = (await (await page.request.get('/api/lists/stay?order=a-z')).json()) as { items: { title: string }[] };
    await page.getByLabel('Sort by').selectOption('a-z');
    await expect(cardTitles(page).first()).toHaveText(byTitle.items[0].title);
    await expect(page).toHaveURL(/order=a-z/);
    expect(fetchingCode).toEqual(['after load']);
  });

  test('with no signal for the code that fetches, a new choice says so and keeps it; Try again loads the code and the results', async ({ page }) => {
    let noSignal = true;
    await page.route('**/_next/static/chunks/**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (noSignal && body.includes('"SWRListAnswers"')) return route.abort('internetdisconnected');
      return route.fulfill({ response, body });
    });
    await page.goto('/stay');
    await expect(page.locator('main [data-list-controls]')).toHaveAttribute('data-list-controls', 'hydrated');
    const category = page.getByLabel('Category');
    const chosen = (await category.locator('option').nth(1).getAttribute('value'))!;
    const matching = (await (await page.request.get(`/api/lists/stay?category=${encodeURIComponent(chosen)}`)).json()) as { items: { title: string }[] };
    await category.selectOption(chosen);
    await expect(page.getByText('These results could not be loaded. Please try again.')).toBeVisible();
    await expect(category).toHaveValue(chosen);

    noSignal = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(cardTitles(page).first()).toHaveText(matching.items[0].title);
    await expect(page.getByText('These results could not be loaded. Please try again.')).toBeHidden();
  });

  test('a category chosen and words typed before the controls hydrate are taken over, not lost', async ({ page }) => {
    const release = await holdChunk(page, 'ListController');
    await page.goto('/dine');
    const all = await cardTitles(page).allTextContents();
    const category = page.getByLabel('Category');
    const firstCategory = (await category.locator('option').nth(1).getAttribute('value'))!;
    await category.selectOption(firstCategory);
    const word = all[all.length - 1].split(/\s+/).find((w) => w.length > 3)!;
    await page.getByRole('searchbox', { name: 'Search' }).last().fill(word);
    await expect(page.locator('main [data-list-controls]')).toHaveAttribute('data-list-controls', 'server');
    release();
    await expect(page.locator('main [data-list-controls]')).toHaveAttribute('data-list-controls', 'hydrated');
    await expect(page.getByLabel('Category')).toHaveValue(firstCategory);
    await expect(page.getByRole('searchbox', { name: 'Search' }).last()).toHaveValue(word);
    await expect(page).toHaveURL(new RegExp(`category=${encodeURIComponent(firstCategory)}`));
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(word)}`));
  });
});
