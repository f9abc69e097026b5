import { expect, test, type Page } from '@playwright/test';

/**
 * The hero video of the seasonal homes (docs/product.md#hero-video): /home-summer plays a YouTube video, /home-fall
 * a Vimeo one. The site is offline here, so the provider's player is answered by a stub: what we check is what we
 * control — the poster, our iframe's src and attributes, the buttons — and that nothing is asked of the provider
 * before the visitor's consent or press.
 */

const PROVIDER = /^https:\/\/(www\.youtube-nocookie\.com|youtube-nocookie\.com|player\.vimeo\.com|[^/]*youtube\.com|[^/]*vimeo\.com)\//;
const SUMMER = { path: '/home-summer', title: 'A summer day in Whitefish', player: 'https://www.youtube-nocookie.com/embed/Lk8sUmWh2Tq' };
const FALL = { path: '/home-fall', title: 'Larch season', player: 'https://player.vimeo.com/video/846203117' };

/** Every provider request the page makes, each answered by a stub player page. */
async function watchProvider(page: Page): Promise<string[]> {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (PROVIDER.test(request.url())) requests.push(request.url());
  });
  await page.route(PROVIDER, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Player</p>' }));
  return requests;
}

/** Answers "Yes" in the consent prompt, as a visitor does: "Cookie preferences" in the footer, then Yes. */
async function giveConsent(page: Page) {
  await page.goto('/privacy');
  await page.getByRole('button', { name: 'Cookie preferences' }).click();
  await page.getByRole('dialog', { name: 'Cookies, analytics and videos' }).getByRole('button', { name: 'Yes' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('wf-consent'))).toBe('yes');
}

/** Past the load event and the browser's next idle moments: when the hero would have started its video. */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(() => setTimeout(resolve, 500)))));
}

const hero = (page: Page) => page.locator('section[aria-labelledby="hero-title"]');
const heroFrame = (page: Page) => hero(page).locator('iframe');
const poster = (page: Page) => hero(page).locator('img').first();
const paramsOf = (src: string | null) => Object.fromEntries(new URL(src ?? '').searchParams);
const playerOf = (src: string | null) => {
  const url = new URL(src ?? '');
  return url.origin + url.pathname;
};

test.describe('with consent and normal motion', () => {
  test('/home-summer: the poster at once, then the privacy-enhanced player muted and looping in place; Pause stops it', async ({ page }) => {
    await giveConsent(page);
    const requests = await watchProvider(page);
    await page.goto(SUMMER.path);
    await expect(poster(page)).toBeVisible();
    await expect(poster(page)).toHaveAttribute('fetchpriority', 'high');
    await page.waitForLoadState('load');
    const before = await hero(page).boundingBox();

    const frame = heroFrame(page);
    await expect(frame).toHaveCount(1);
    const src = await frame.getAttribute('src');
    expect(playerOf(src)).toBe(SUMMER.player);
    expect(paramsOf(src)).toMatchObject({ autoplay: '1', mute: '1', loop: '1', controls: '0', playlist: 'Lk8sUmWh2Tq' });
    await expect(frame).toHaveAttribute('title', SUMMER.title);
    await expect(frame).toHaveAttribute('allow', 'autoplay; encrypted-media');
    await expect(frame).toHaveAttribute('inert', '');
    await expect(frame).toBeVisible();
    expect(await hero(page).boundingBox()).toEqual(before); // the video lies over the poster: nothing moves
    expect(requests.some((url) => url.startsWith(SUMMER.player))).toBe(true);

    await hero(page).getByRole('button', { name: `Pause video: ${SUMMER.title}` }).click();
    await expect(heroFrame(page)).toHaveCount(0);
    await expect(hero(page).getByRole('button', { name: `Play video: ${SUMMER.title}` })).toBeFocused();
    await expect(poster(page)).toBeVisible();
  });

  test('/home-fall: the Vimeo player as a muted background loop', async ({ page }) => {
    await giveConsent(page);
    await watchProvider(page);
    await page.goto(FALL.path);
    const frame = heroFrame(page);
    await expect(frame).toHaveCount(1);
    const src = await frame.getAttribute('src');
    expect(playerOf(src)).toBe(FALL.player);
    expect(paramsOf(src)).toMatchObject({ autoplay: '1', muted: '1', loop: '1', background: '1', dnt: '1' });
    await expect(frame).toHaveAttribute('title', FALL.title);
    await expect(hero(page).getByRole('button', { name: `Pause video: ${FALL.title}` })).toBeVisible();
  });
});

test.describe('under prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('never autoplays, even with consent: the poster and Play until pressed', async ({ page }) => {
    await giveConsent(page);
    const requests = await watchProvider(page);
    await page.goto(SUMMER.path);
    const play = hero(page).getByRole('button', { name: `Play video: ${SUMMER.title}` });
    await expect(play).toBeVisible();
    await settled(page);
    await expect(heroFrame(page)).toHaveCount(0);
    expect(requests).toEqual([]);

    await play.click();
    const src = await heroFrame(page).getAttribute('src');
    expect(playerOf(src)).toBe(SUMMER.player);
    expect(paramsOf(src)).toEqual({ autoplay: '1', rel: '0' });
  });
});

test.describe('without consent', () => {
  test('Play plays the video in place with sound and controls; nothing is asked of the provider before', async ({ page }) => {
    const requests = await watchProvider(page);
    await page.goto(SUMMER.path);
    await expect(poster(page)).toBeVisible();
    const play = hero(page).getByRole('button', { name: `Play video: ${SUMMER.title}` });
    await expect(play).toBeVisible();
    await expect(hero(page).getByText('Loads the player from YouTube, which may set cookies.')).toBeVisible();
    await settled(page);
    await expect(heroFrame(page)).toHaveCount(0);
    expect(requests).toEqual([]);

    await play.click();
    const frame = heroFrame(page);
    await expect(frame).toBeVisible();
    const src = await frame.getAttribute('src');
    expect(playerOf(src)).toBe(SUMMER.player);
    expect(paramsOf(src)).toEqual({ autoplay: '1', rel: '0' });
    await expect(frame).not.toHaveAttribute('inert');
    await expect(frame).toHaveAttribute('allowfullscreen', '');
    await expect.poll(() => requests.some((url) => url.startsWith(SUMMER.player))).toBe(true);
    expect(page.url()).toMatch(/\/home-summer$/); // in place, not at the provider
    expect(await page.evaluate(() => localStorage.getItem('wf-consent'))).toBeNull(); // consent for this video only

    await hero(page).getByRole('button', { name: `Close video: ${SUMMER.title}` }).click();
    await expect(heroFrame(page)).toHaveCount(0);
    await expect(play).toBeVisible();
  });

  test('a home whose hero is not a video has no player', async ({ page }) => {
    const requests = await watchProvider(page);
    await page.goto('/home-spring');
    await expect(poster(page)).toBeVisible();
    await settled(page);
    await expect(hero(page).getByRole('button', { name: /video/ })).toHaveCount(0);
    await expect(heroFrame(page)).toHaveCount(0);
    expect(requests).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test('the server HTML holds the poster, eager and first, and a link to the video at the provider', async ({ request }) => {
    const html = await (await request.get(SUMMER.path)).text();
    const heroHtml = html.slice(html.indexOf('aria-labelledby="hero-title"'));
    expect(heroHtml).toMatch(/^[^>]*><img [^>]*fetchPriority="high"/i); // the poster is the hero's first child
    // A browser without JavaScript shows <noscript>; Chromium with scripts turned off by Playwright does not.
    expect(heroHtml).toContain(
      '<noscript><a class="button" href="https://www.youtube.com/watch?v=Lk8sUmWh2Tq" target="_blank" rel="noopener noreferrer">Watch on youtube.com',
    );
    expect(heroHtml.slice(0, heroHtml.indexOf('</section>'))).not.toMatch(/<iframe|<button/);
  });

  test.describe('in Chromium with scripts off', () => {
    test.use({ javaScriptEnabled: false });

    test('the poster, no player and no button that could not work', async ({ page }) => {
      const requests = await watchProvider(page);
      await page.goto(SUMMER.path);
      await expect(poster(page)).toBeVisible();
      await expect(hero(page).getByRole('button')).toHaveCount(0);
      await expect(heroFrame(page)).toHaveCount(0);
      expect(requests).toEqual([]);
    });
  });
});
