/** Entries read from the site's own lists, for specs that save them to a trip. */
import { expect, type Page } from '@playwright/test';

export interface Saved {
  id: string;
  title: string;
}

/** The first `n` distinct entries linked from a list view, as the list shows them. */
export async function entriesOf(page: Page, path: string, n: number): Promise<Saved[]> {
  await page.goto(path);
  const links = page.locator('main article h2 a[href^="/entries/"], main article h3 a[href^="/entries/"]');
  await expect(links.first()).toBeVisible();
  const all = await links.evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href')!, title: a.textContent!.trim() })));
  const out: Saved[] = [];
  for (const { href, title } of all) {
    const id = href.split('?')[0].split('/').pop()!;
    if (!out.some((s) => s.id === id)) out.push({ id, title });
    if (out.length === n) break;
  }
  expect(out).toHaveLength(n);
  return out;
}
