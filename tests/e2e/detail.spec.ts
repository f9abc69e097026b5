import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEV_PROJECT, DEV_TOKEN } from '../../shared/dev-values.mjs';
import { e2ePorts } from '../../shared/ports.mjs';
import { CONTENT_PAGES } from '../../lib/config/routes';
import { CANONICAL_ORIGIN } from './support/canonical-origin';

/**
 * Detail views: named content pages, entry pages with every element type, slug redirects, 404s,
 * JSON-LD, the events' calendar file and fresh webcam images — all checked in the server's HTML first.
 */

const CONTENT = `http://127.0.0.1:${e2ePorts(process.env).content}/${DEV_PROJECT}/v1`;
const CONTENT_AUTH = `Basic ${Buffer.from(`e2e:${DEV_TOKEN}`).toString('base64')}`;

interface WireElement {
  id: string;
  type: string;
  data: unknown;
}
interface WireEntry {
  id: string;
  title: string;
  phase: number;
  types: { id: string }[];
  elements: WireElement[];
}

let allEntries: Promise<WireEntry[]> | null = null;

/** Every entry of the freshly seeded content service (all phases), straight from its API. */
function contentEntries(request: APIRequestContext): Promise<WireEntry[]> {
  allEntries ??= (async () => {
    const response = await request.get(`${CONTENT}/entries?limit=1000`, { headers: { Authorization: CONTENT_AUTH } });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { data: { index: WireEntry[] } }).data.index;
  })();
  return allEntries;
}

const hasData = (el: WireElement) => el.data !== null && el.data !== '' && !(Array.isArray(el.data) && el.data.length === 0);

/** A published entry with a non-empty element of this id. */
async function publishedWith(request: APIRequestContext, elementId: string, mainType?: string): Promise<WireEntry> {
  const found = (await contentEntries(request)).find(
    (e) => e.phase === 4 && (!mainType || e.types[0]?.id === mainType) && e.elements.some((el) => el.id === elementId && hasData(el)),
  );
  if (!found) throw new Error(`no published entry with element ${elementId}`);
  return found;
}

/** GET that follows redirects; the final HTML. */
async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

const h1Text = (page: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page)?.[1]?.replace(/<[^>]+>/g, '').trim() ?? '';
const canonicalOf = (page: string) => /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1];
const jsonLdBlocks = (page: string) => [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** The first entry-card link in a list page's server HTML. */
async function firstCardPath(request: APIRequestContext, listPath: string): Promise<string> {
  const page = await html(request, listPath);
  const href = /href="(\/entries\/[^"?]+)/.exec(page)?.[1];
  expect(href, `an entry card link on ${listPath}`).toBeTruthy();
  return decode(href!);
}

test('the home page under its second address (/home) names / as canonical; the seasonal home views name themselves', async ({ request }) => {
  const home = canonicalOf(await html(request, '/'));
  expect(home).toMatch(new RegExp(`^${CANONICAL_ORIGIN}/?$`));
  expect(canonicalOf(await html(request, '/home'))).toBe(home);
  expect(canonicalOf(await html(request, '/home-fall'))).toBe(`${CANONICAL_ORIGIN}/home-fall`);
});

test.describe('named content pages', () => {
  for (const { path } of CONTENT_PAGES) {
    test(`${path} renders server-side with its title and an absolute canonical link`, async ({ request }) => {
      const page = await html(request, path);
      expect(h1Text(page).length, `h1 on ${path}`).toBeGreaterThan(0);
      expect(canonicalOf(page)).toBe(`${CANONICAL_ORIGIN}${path}`);
      expect(page).toContain('aria-label="Primary"');
      expect(page).not.toContain('id="__next_error__"');
      for (const block of jsonLdBlocks(page)) expect(() => JSON.parse(block)).not.toThrow();
    });
  }
});

test.describe('entry pages', () => {
  test('every element type renders on an entry page, server-side', async ({ request }) => {
    // [element id, element type, main entry type (optional)]: one published entry each, from the seed.
    const cases: Array<[string, string, string?]> = [
      ['body', 'text'],
      ['hours', 'text'],
      ['pricing', 'text'],
      ['html', 'text'],
      ['contact', 'contact'],
      ['embed', 'embed'],
      ['gallery', 'file'],
      ['geo', 'geo'],
      ['featured', 'entry'],
    ];
    for (const [elementId, type, mainType] of cases) {
      const entry = await publishedWith(request, elementId, mainType);
      const page = await html(request, `/entries/x/${entry.id}`);
      expect(decode(h1Text(page)), `${elementId} page title`).toBe(entry.title.trim());
      // The element's box-less wrapper holds rendered content (not just its closing tag).
      expect(page, `${type} element "${elementId}" on ${entry.title}`).toMatch(
        new RegExp(`data-element-type="${type}" data-element-id="${elementId}"><(?!/div>)`),
      );
    }
  });

  test('a dining entry: categories, cover image with dimensions, calls to action, contact, map link and JSON-LD', async ({ request }) => {
    const path = await firstCardPath(request, '/dine');
    const page = await html(request, path);
    expect(canonicalOf(page)).toBe(`${CANONICAL_ORIGIN}${path}`);
    expect(page).toMatch(/<ul[^>]*aria-label="Categories"/);
    expect(page).toMatch(/<figure[^>]*><img[^>]*width="1200"[^>]*height="800"/);
    expect(page).toMatch(/data-element-type="text" data-element-id="body"><(?!\/div>)/);
    expect(page).toMatch(/<a[^>]*href="https?:\/\/[^"]+"[^>]*>(?:<[^>]+>)*(?:Book Now|Reserve|Visit Website)</);
    expect(page).toMatch(/data-element-type="contact" data-element-id="contact"><(?!\/div>)/);
    expect(page).toMatch(/data-element-type="geo" data-element-id="geo"><(?!\/div>)/);
    const graphs = jsonLdBlocks(page).map((block) => JSON.parse(block) as { '@graph': Array<Record<string, unknown>> });
    const types = graphs.flatMap((g) => g['@graph'].map((node) => node['@type']));
    expect(types).toEqual(expect.arrayContaining(['Restaurant', 'BreadcrumbList']));
  });

  test('phone numbers read the same in the footer and on entry pages, and dial their E.164 form', async ({ request }) => {
    const page = await html(request, await firstCardPath(request, '/dine'));
    const footerAt = page.indexOf('<footer');
    const phones = [...page.matchAll(/<a[^>]* href="(tel:[^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => ({ href: m[1], text: decode(m[2]), inFooter: m.index > footerAt }));
    expect(phones.some((p) => p.inFooter)).toBe(true); // the footer's primary contact
    expect(phones.some((p) => !p.inFooter)).toBe(true); // the entry's own contact
    for (const { href, text } of phones) {
      expect(text).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
      expect(href).toMatch(/^tel:\+1\d{10}(,\d+)?$/);
      expect(href.slice(6, 16)).toBe(text.replace(/\D/g, ''));
    }
  });

  test('an event: dates, an Add to calendar link and Event JSON-LD with a start date and location', async ({ request }) => {
    const path = await firstCardPath(request, '/events');
    const page = await html(request, path);
    expect(page).toMatch(/aria-labelledby="entry-dates"/);
    expect(page).toMatch(/<a[^>]*href="\/api\/calendar\/[^"]+"[^>]*download/);
    const event = jsonLdBlocks(page)
      .flatMap((block) => (JSON.parse(block) as { '@graph': Array<Record<string, unknown>> })['@graph'])
      .find((node) => node['@type'] === 'Event');
    expect(event).toBeDefined();
    expect(String(event!.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(event!.location).toMatchObject({ '@type': 'Place' });
  });

  test('a media resource entry renders with its title and canonical link', async ({ request }) => {
    const path = await firstCardPath(request, '/media');
    const page = await html(request, path);
    expect(h1Text(page).length).toBeGreaterThan(0);
    expect(canonicalOf(page)).toBe(`${CANONICAL_ORIGIN}${path}`);
  });

  test('an event opened for an occurrence (?date=) shows that date as selected; its plain address shows the next date', async ({ page }) => {
    let scripts = new Set<string>();
    page.on('request', (r) => r.resourceType() === 'script' && scripts.add(new URL(r.url()).pathname));
    await page.goto('/events');
    const href = (await page.locator('main a[href*="?date="]').first().getAttribute('href'))!;
    const dates = page.locator('section[aria-labelledby="entry-dates"]');

    scripts = new Set();
    await page.goto(href.split('?')[0]);
    await expect(dates).toContainText(/next date/i);
    await page.waitForTimeout(1000); // hydrated; any lazily loaded code has been asked for
    const plainScripts = scripts;

    scripts = new Set();
    await page.goto(href);
    await expect(dates).toContainText(/selected date/i);
    await page.waitForTimeout(1000);
    // the server renders the occurrence: the ?date= address loads no code the plain address does not
    expect([...scripts].filter((s) => !plainScripts.has(s))).toEqual([]);
  });

  test('the event .ics download is a valid calendar', async ({ request }) => {
    const page = await html(request, await firstCardPath(request, '/events'));
    const href = decode(/href="(\/api\/calendar\/[^"]+)"/.exec(page)![1]);
    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="[^"]+\.ics"/);
    const ics = (await response.body()).toString('utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n/); // CRLF line endings only
    const lines = ics.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT').length).toBeGreaterThan(0);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT').length).toBe(lines.filter((l) => l === 'END:VEVENT').length);
    expect(lines.some((l) => /^DTSTART[;:]/.test(l))).toBe(true);
    expect(lines.some((l) => /^UID:/.test(l))).toBe(true);
  });

  test('a webcam image carries the cache-busting parameter, in the HTML and after hydration', async ({ request, page }) => {
    const path = await firstCardPath(request, '/webcams');
    const server = await html(request, path);
    const minute = Math.floor(Date.now() / 60_000);
    const src = /<img[^>]*src="([^"]*[?&]t=(\d+)[^"]*)"/.exec(server);
    expect(src, 'webcam img with ?t=').toBeTruthy();
    // The page itself is cached (ISR, up to an hour): its stamp may be older; the browser catches up at once.
    expect(minute - Number(src![2])).toBeGreaterThanOrEqual(0);
    expect(minute - Number(src![2])).toBeLessThanOrEqual(61);
    await page.goto(path);
    const img = page.getByRole('figure').locator('img').first();
    await expect
      .poll(async () => Math.abs(Number(/[?&]t=(\d+)/.exec((await img.getAttribute('src')) ?? '')?.[1]) - Math.floor(Date.now() / 60_000)))
      .toBeLessThanOrEqual(1);
    await expect(page.getByText(/Updated \d{1,2}:\d{2}\s?[AP]M/)).toBeVisible();
  });

  test('the home page carries Organization and WebSite JSON-LD', async ({ request }) => {
    const page = await html(request, '/');
    const nodes = jsonLdBlocks(page).flatMap((block) => (JSON.parse(block) as { '@graph': Array<Record<string, unknown>> })['@graph']);
    const organization = nodes.find((n) => n['@type'] === 'Organization');
    expect(organization).toMatchObject({ url: `${CANONICAL_ORIGIN}/`, logo: `${CANONICAL_ORIGIN}/icon.svg` });
    expect(String(organization!.name).length).toBeGreaterThan(0);
    expect(nodes.find((n) => n['@type'] === 'WebSite')).toMatchObject({ publisher: { '@id': organization!['@id'] } });
  });

  test('the home carousel is in the server HTML as a plain strip, without buttons before any script runs', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const carousel = html.slice(html.indexOf('aria-roledescription="carousel"'));
    expect(html).toContain('aria-roledescription="carousel"');
    expect((carousel.match(/aria-roledescription="slide"/g) ?? []).length).toBeGreaterThan(1);
    expect(carousel.slice(0, carousel.indexOf('aria-roledescription="slide"'))).not.toContain('<button');
  });

  test('the home hero is a carousel: slides labelled, moved by Previous / Next', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Photos' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = carousel.getByRole('group');
    const count = await slides.count();
    expect(count).toBeGreaterThan(1);
    await expect(slides.first()).toHaveAttribute('aria-roledescription', 'slide');
    await expect(slides.first()).toHaveAccessibleName(`Slide 1 of ${count}`);
    const previous = carousel.getByRole('button', { name: 'Previous slide' });
    const next = carousel.getByRole('button', { name: 'Next slide' });
    // A plain scroll strip in the server HTML (above); its code loads once the page has loaded, and the buttons
    // appear with no pointing or tap first.
    await expect(previous).toBeDisabled();
    await next.click();
    await expect(previous).toBeEnabled();
    await expect.poll(() => carousel.locator('[aria-live="polite"]').evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    for (const img of await carousel.locator('img').all()) {
      await expect(img).toHaveAttribute('width', /\d+/);
      await expect(img).toHaveAttribute('height', /\d+/);
    }
  });
});

test.describe('entry paths', () => {
  test('a wrong title slug redirects permanently (308) to the canonical one', async ({ request, page }) => {
    const path = await firstCardPath(request, '/dine');
    const id = path.split('/').pop()!;
    for (const wrong of [`/entries/wrong-slug/${id}`, `/entries/${id}`]) {
      const response = await request.get(wrong, { maxRedirects: 0 });
      expect(response.status(), wrong).toBe(308);
      // One Location header (Next 16 repeats it on the render that fills the ISR cache; server/main.ts drops the copy).
      const targets = response.headersArray().filter((h) => h.name.toLowerCase() === 'location').map((h) => h.value);
      expect(targets, wrong).toEqual([path]);
    }
    await page.goto(`/entries/wrong-slug/${id}`);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  });

  test('an unknown id answers 404 with the not-found view server-rendered in the shell', async ({ request }) => {
    for (const path of ['/entries/anything/00000000-0000-4000-8000-000000000000', '/entries/anything/no-such-entry', '/entries/no-such-entry']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      const page = await response.text();
      expect(page).not.toContain('id="__next_error__"');
      expect(h1Text(page), path).toBe('Page not found');
      expect(page).toContain('aria-label="Primary"');
      expect(page).toMatch(/<meta name="robots" content="noindex/);
    }
  });

  test('a draft entry (phase 1–3) answers 404 like an unknown one', async ({ request }) => {
    const drafts = (await contentEntries(request)).filter((e) => e.phase >= 1 && e.phase <= 3);
    expect(drafts.length).toBeGreaterThan(0);
    for (const draft of drafts.slice(0, 3)) {
      const response = await request.get(`/entries/x/${draft.id}`, { maxRedirects: 0 });
      expect(response.status(), draft.title).toBe(404);
      const page = await response.text();
      expect(h1Text(page)).toBe('Page not found');
      expect(page).not.toContain(draft.title.replace(/&/g, '&amp;'));
    }
  });

  test('in the browser the 404 view stays in place after hydration, without errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto('/entries/anything/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('a known entry is cached: the second request is a cache hit', async ({ request }) => {
    const path = await firstCardPath(request, '/stay');
    await request.get(path);
    const second = await request.get(path);
    expect(second.status()).toBe(200);
    expect(second.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
  });
});
