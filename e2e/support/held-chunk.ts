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
