import type { Page } from '@playwright/test';

/**
 * Holds back the script chunk that registers `name` (`e.s(["Name", …])`) until the returned function is called:
 * a part of the page that hydrates on demand stays server HTML meanwhile, however soon it would load by itself.
 */
export async function holdChunk(page: Page, name: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(`"${name}"`)) await released;
    await route.fulfill({ response, body });
  });
  return release;
}
