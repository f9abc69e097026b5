import { expect, test, type Page } from '@playwright/test';

/**
 * Each page downloads only the copy of what it shows (docs/architecture.md, client code): every script a page loads
 * — its first load, what loads after it without any interaction, the form's submission code at the first focus —
 * is read for the copy of the site's features, and a feature the page does not show must not be in them. Link
 * prefetches are held back: they load the code of the pages linked to (the footer's contact link, the contact
 * page's), which is counted on those pages.
 */

/** One string per feature that only that feature's client code shows. */
const FEATURE_COPY = {
  list: ['Relevance to search terms', 'No items were found.', 'Only the first {n} are listed'],
  contactForm: ['We will get back to you soon.'],
  guideForm: ['Order the printed travel guide', 'Postal Code'],
  mediaForm: ['Media outlet', 'Our media team will be in touch soon.'],
  memberForm: ['Business name', 'Member inquiry'],
  newsletter: ['Watch your inbox for our monthly newsletter.'],
  tripPage: ['Nothing saved yet', 'Anyone with this link sees the same list.'],
  search: ['Enter at least 2 characters to search the site.'],
  map: ['Show interactive map'],
  /** Copy only the server renders. */
  serverOnly: ['Go back to the form', 'Your browser is out of date.', 'Local Story', 'Show all notices'],
} as const;
type Feature = keyof typeof FEATURE_COPY;

/** The bodies of every script the page loads from now on. */
function scriptBodies(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return () => Promise.all(bodies);
}

/** The features whose copy is in the scripts the page loaded. */
async function featuresIn(bodies: Promise<string[]>): Promise<Feature[]> {
  const text = (await bodies).join('\n');
  return (Object.keys(FEATURE_COPY) as Feature[]).filter((feature) => FEATURE_COPY[feature].some((copy) => text.includes(copy)));
}

/** A first visit: the load, what loads at idle and in view (the footer), and the page's form at its first focus. */
async function visit(page: Page, path: string) {
  const bodies = scriptBodies(page);
  await page.route('**/*', (route) => (route.request().headers()['next-router-prefetch'] ? route.abort() : route.fallback()));
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.locator('footer').scrollIntoViewIfNeeded();
  // In view, the footer's form loads its code and hydrates; a second networkidle would not wait for that fetch.
  await expect(page.locator('[data-hydrate-on-demand="subscribe"]')).toHaveAttribute('data-part-hydrated', '');
  const field = page.locator('main form[data-form] input:not([type="hidden"])').first();
  if (await field.count()) await field.focus();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  return featuresIn(bodies());
}

const pages: [string, Feature[]][] = [
  ['/about-whitefish', ['contactForm', 'newsletter']],
  ['/travel-guide-orders', ['guideForm', 'newsletter']],
  ['/wifi', ['newsletter']],
  ['/stay', ['list', 'newsletter']],
  ['/trip', ['tripPage', 'newsletter']],
  ['/search?q=lake', ['search', 'newsletter']],
];

for (const [path, shown] of pages) {
  test(`${path} loads the copy of what it shows and no other feature’s`, async ({ page }) => {
    const found = await visit(page, path);
    expect(found.filter((feature) => !shown.includes(feature))).toEqual([]);
    // The page's own features are read (a renamed string would otherwise pass unnoticed).
    expect(shown.filter((feature) => !found.includes(feature))).toEqual([]);
  });
}
