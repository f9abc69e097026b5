import type { Page } from '@playwright/test';

/**
 * Holds back the script chunk that registers `name` (`e.s(["Name", …])`) until the returned function is called:
 * a part of the page that hydrates on demand stays server HTML meanwhile, however soon it would load by itself.
 */
export async function holdChunk(page: Page, name: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    let held: { response: Awaited<ReturnType<typeof route.fetch>>; body: string };
    try {
      const response = await route.fetch();
      held = { response, body: await response.text() };
    } catch {
      // The page moved on (navigated or closed) while this chunk was on its way: there is nothing left to hold.
      await route.continue().catch(() => {});
      return;
    }
    if (held.body.includes(`"${name}"`)) await released;
    await route.fulfill(held).catch(() => {}); // the page may have closed while the chunk was held
  });
  return release;
}

/**
 * When the page asks for the script chunk that registers `name`, relative to its load event: one entry per request,
 * `'before load'` or `'after load'`. On-demand parts must never hold up the first paint.
 */
export function chunkRequestTimes(page: Page, name: string): string[] {
  const times: string[] = [];
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('request', async (request) => {
    if (request.resourceType() !== 'script') return;
    const asked = loaded ? 'after load' : 'before load';
    const response = await request.response().catch(() => null); // the test may end first
    if (((await response?.text().catch(() => '')) ?? '').includes(`"${name}"`)) times.push(asked);
  });
  return times;
}
