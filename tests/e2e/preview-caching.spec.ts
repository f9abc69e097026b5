/**
 * Preview, caching and revalidation, outage behaviour, security headers and the secrets scan.
 *
 * Two sites run against the same production build:
 * - A: Playwright's web server (npm start, no PREVIEW_SECRET / REVALIDATE_SECRET: development defaults);
 * - B: started here (server/main.ts, E2E_PORT+1) with both secrets set, against its own content service
 *   (E2E_CONTENT_PORT+1, store .test-data/e2e-b), which the tests import into, stop and restart.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEV_PRIVATE_KEY, DEV_TOKEN } from '../../shared/dev-values.mjs';
import { e2ePorts } from '../../shared/ports.mjs';
import { startCountingProxy, type CountingProxy } from './support/counting-proxy';
import { contentCli as runContentCli, ROOT, startContentService, startSite, type OwnProcess } from './support/own-servers';

const B_PORT = String(e2ePorts(process.env).site + 1);
const B_CONTENT_PORT = String(e2ePorts(process.env).content + 1);
const B = `http://127.0.0.1:${B_PORT}`;
const B_DATA = '.test-data/e2e-b';
const PREVIEW_SECRET = 'e2e-preview-secret-7f3a9c';
const REVALIDATE_SECRET = 'e2e-revalidate-secret-d41b2e';

const DRAFT_NOTICE = 'Some pages may be briefly unavailable on Sunday morning'; // phase 1 notice
const ENTRY = { id: '6ce4dea1-9c7a-5fc9-a118-8ba6e7716901', title: 'Stillwater Guest Ranch', path: '/entries/stillwater-guest-ranch/6ce4dea1-9c7a-5fc9-a118-8ba6e7716901' };
// Never cached (the data cache under .next/cache outlives builds, so a real entry may be cached from a past run).
const RUN = randomUUID();
const UNCACHED_ENTRY = `/entries/outage-test/${RUN}`;
// Free text: never in the data cache (an unknown category would be ignored and read the cached plain list).
const UNCACHED_LIST = `/stay?search=outage${RUN.slice(0, 8)}`;

let content: OwnProcess | null = null;
let siteB: OwnProcess | null = null;

const startContent = async () => {
  content = await startContentService({ port: B_CONTENT_PORT, dataDir: B_DATA });
};
const contentCli = (script: 'import' | 'export', file: string) => runContentCli(script, file, B_DATA);

function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  fs.rmSync(path.join(ROOT, B_DATA), { recursive: true, force: true });
  await startContent();
  siteB = await startSite({ port: B_PORT, contentPort: B_CONTENT_PORT, env: { PREVIEW_SECRET, REVALIDATE_SECRET } });
});

test.afterAll(async () => {
  await siteB?.stop();
  await content?.stop();
});

test.describe('security and cache headers', () => {
  const pages = ['/', '/privacy', '/stay', '/map', '/search?q=lake', ENTRY.path, '/no-such-page', '/robots.txt', '/sitemap.xml', '/api/health'];

  for (const url of pages) {
    test(`${url} carries the security headers`, async ({ request }) => {
      const response = await request.get(url, { maxRedirects: 0 });
      const headers = response.headers();
      const csp = headers['content-security-policy'];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com');
      expect(csp).not.toContain('nonce');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(self)');
      expect(headers['strict-transport-security']).toBeUndefined(); // SITE_ENV is not production here
    });
  }

  test('static assets carry them too', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const asset = html.match(/\/_next\/static\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['content-security-policy']).toContain("default-src 'self'");
  });

  test('public pages are cacheable by a CDN; errors and health are not', async ({ request }) => {
    for (const url of ['/', '/privacy', ENTRY.path]) {
      const cacheControl = (await request.get(url)).headers()['cache-control'];
      expect(cacheControl).toMatch(/s-maxage=\d+/);
      expect(cacheControl).toMatch(/stale-while-revalidate=\d+/);
      expect(cacheControl).not.toMatch(/private|no-store/);
    }
    expect((await request.get('/no-such-page')).headers()['cache-control']).toMatch(/no-store/);
    expect((await request.get('/api/health')).headers()['cache-control']).toBe('no-store');
  });

  test('no page reports a Content-Security-Policy violation, and the map draws with its worker', async ({ page }) => {
    const violations = collectCspViolations(page);
    const failedWorkers: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /worker/i.test(message.text())) failedWorkers.push(message.text());
    });
    for (const url of ['/', '/stay', ENTRY.path, '/search?q=lake', '/privacy']) {
      await page.goto(url);
      await expect(page.locator('main#main')).toBeVisible();
    }
    await page.goto('/map');
    // A directly loaded map is a facade until asked for (once hydrated, the button works).
    const show = page.getByRole('button', { name: 'Show interactive map' });
    await expect(page.locator('[data-hydrated]').filter({ has: show })).toHaveCount(1);
    await show.click();
    await expect(page.locator('canvas').first()).toBeVisible({ timeout: 15_000 });
    await page.waitForTimeout(1_500);
    expect(violations).toEqual([]);
    expect(failedWorkers).toEqual([]);
  });
});

test.describe('preview', () => {
  test('without PREVIEW_SECRET, preview=true turns preview on: drafts show, nothing is cacheable, leaving ends it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText(DRAFT_NOTICE)).toHaveCount(0);

    await page.goto('/?preview=true');
    await expect(page).toHaveURL(/\/$/); // the parameter is dropped
    await expect(page.getByText('Preview is on.')).toBeVisible();
    await expect(page.getByText(DRAFT_NOTICE)).toBeVisible();

    const response = await page.request.get('/privacy');
    expect(response.headers()['cache-control']).toMatch(/private/);
    expect(response.headers()['cache-control']).toMatch(/no-store/);
    expect(await response.text()).toContain(DRAFT_NOTICE);

    await page.getByRole('button', { name: 'Leave preview' }).click();
    await expect(page.getByText('Preview is on.')).toHaveCount(0);
    await expect(page.getByText(DRAFT_NOTICE)).toHaveCount(0);
    const after = await page.request.get('/privacy');
    expect(after.headers()['cache-control']).not.toMatch(/private/);
  });

  test('with PREVIEW_SECRET, only the matching token turns preview on', async ({ page }) => {
    for (const query of ['?preview=true', `?preview=true&token=wrong`, `?preview=true&token=${PREVIEW_SECRET}x`]) {
      await page.goto(`${B}/${query}`);
      await expect(page.getByText('Preview is on.')).toHaveCount(0);
      await expect(page.getByText(DRAFT_NOTICE)).toHaveCount(0);
      expect((await page.context().cookies(B)).map((c) => c.name)).not.toContain('__prerender_bypass');
    }
    await page.goto(`${B}/?preview=true&token=${PREVIEW_SECRET}`);
    await expect(page).not.toHaveURL(/token=/);
    await expect(page.getByText('Preview is on.')).toBeVisible();
    await expect(page.getByText(DRAFT_NOTICE)).toBeVisible();
    await page.getByRole('button', { name: 'Leave preview' }).click();
    await expect(page.getByText('Preview is on.')).toHaveCount(0);
  });
});

test.describe('preview under the default content budget', () => {
  const E_PORT = String(e2ePorts(process.env).site + 4);
  const E = `http://127.0.0.1:${E_PORT}`;
  // Site E reads the content service through a proxy that records what it asks.
  const PROXY_PORT = String(e2ePorts(process.env).content + 4);
  let siteE: OwnProcess | null = null;
  let proxy: CountingProxy | null = null;
  test.beforeAll(async () => {
    proxy = await startCountingProxy({ port: PROXY_PORT, target: B_CONTENT_PORT });
    siteE = await startSite({ port: E_PORT, contentPort: PROXY_PORT, env: { PREVIEW_SECRET, CONTENT_BUDGET: '1000' } });
  });
  test.afterAll(async () => {
    await siteE?.stop();
    await proxy?.close();
  });
  // A preview read asks for every phase but deleted and says no-cache (content-client/client.ts); the sync never does.
  const previewReads = () => proxy?.seen.filter((request) => request.headers['cache-control'] === 'no-cache').length ?? 0;

  // Preview reads are made for no one visitor: they spend the site's slice, never the editor's address's share (a
  // quarter of it, which a dozen pages opened within one slice would pass however fast the machine is).
  test('an editor opening pages one after another, with every link prefetched in preview, gets every page', async ({ page }) => {
    // A bound, not a measure: thirteen preview renders took up to 85 s on a busy 2-core machine.
    test.setTimeout(180_000);
    await page.goto(`${E}/?preview=true&token=${PREVIEW_SECRET}`);
    await expect(page.getByText('Preview is on.')).toBeVisible();
    const pages = ['/stay', '/dine', '/events', '/shop', '/deals', '/about-whitefish', '/privacy', '/map', '/search?q=lake', ENTRY.path, '/', '/home-fall'];
    const statuses: number[] = [];
    const readsBefore = previewReads();
    for (const path of pages) statuses.push((await page.goto(`${E}${path}`))?.status() ?? 0);
    expect(statuses, siteE?.log().slice(-2000)).toEqual(Array(pages.length).fill(200));
    expect(siteE?.log()).not.toMatch(/content_budget_spent/);
    // Each page asks the host for its own content (and the draft notices at most once), never for the frame every
    // page shares: a dozen pages stay far inside preview's part of one slice.
    const reads = previewReads() - readsBefore;
    console.log(`preview host reads: ${reads} for ${pages.length} pages`);
    expect(reads).toBeLessThanOrEqual(pages.length * 3.5);
    // Links were not prefetched; following one still opens its page, in preview.
    await page.goto(`${E}/stay`);
    await page.locator('main a[href^="/entries/"]').first().click();
    // The router commits the address once the page's preview render has streamed, which on a busy machine takes
    // longer than an assertion's few seconds: wait for it as for any navigation.
    await page.waitForURL(/\/entries\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Preview is on.')).toBeVisible();
  });
});

test.describe('a forged or stale draft cookie is no preview', () => {
  let restoreDraft: (() => Promise<void>) | null = null;
  test.afterAll(async () => {
    await restoreDraft?.();
  });

  test('a draft answers 404 and no slug with it, nothing is stored for it, and its publish shows at once', async () => {
    const file = path.join(ROOT, B_DATA, 'export-draft.json');
    contentCli('export', file);
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    const draft = data.entries.find(
      (e: { phase: number; title?: string; types?: { id: string }[] }) =>
        e.phase >= 1 && e.phase <= 3 && /^[A-Za-z0-9 ]{4,60}$/.test(e.title ?? '') && e.types?.some((t) => ['stay', 'dine', 'shop', 'explore'].includes(t.id)),
    );
    expect(draft, 'a draft entry in the sample store').toBeTruthy();
    const publish = (entry: unknown) => {
      fs.writeFileSync(file, JSON.stringify({ entries: [entry], contacts: [], groups: [], featureTypes: [] }));
      contentCli('import', file);
    };
    const revalidate = () =>
      fetch(`${B}/api/revalidate`, {
        method: 'POST',
        body: JSON.stringify({ ids: [draft.id] }),
        headers: { 'content-type': 'application/json', 'x-revalidate-secret': REVALIDATE_SECRET },
      });
    restoreDraft = async () => {
      publish(draft);
      await revalidate();
    };
    const get = (pathname: string, cookie?: string) => fetch(`${B}${pathname}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });

    // A real preview session (the positive control): the cookie is SameSite=Lax, and the draft redirects to its page.
    const enable = await get(`/api/preview?token=${PREVIEW_SECRET}&path=/`);
    const setCookie = enable.headers.getSetCookie().find((c) => c.startsWith('__prerender_bypass='));
    expect(setCookie).toBeTruthy();
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/SameSite=None/i);
    const valid = setCookie!.split(';')[0];
    const previewRedirect = await get(`/entries/${draft.id}`, valid);
    expect(previewRedirect.status).toBe(308);
    const canonical = previewRedirect.headers.get('location')!;
    expect(canonical).toMatch(new RegExp(`^/entries/[^/]+/${draft.id}$`));

    const forged = ['__prerender_bypass=x', `__prerender_bypass=${'0123456789abcdef'.repeat(2)}`, `${valid}0`];
    for (const cookie of forged) {
      const short = await get(`/entries/${draft.id}`, cookie);
      expect([cookie, short.status, short.headers.get('location')]).toEqual([cookie, 404, null]);
      const page = await get(canonical, cookie);
      expect([cookie, page.status]).toEqual([cookie, 404]);
      expect(await page.text()).not.toContain(draft.title);
    }
    const plain = await get(canonical);
    expect(plain.status).toBe(404); // the site's shared not-found view, stored under no entry URL

    // Published and revalidated: the same URL shows the entry at once (no stored 404 outlives the publish).
    publish({ ...draft, phase: 4 });
    expect((await revalidate()).status).toBe(200);
    const published = await get(canonical);
    expect(published.status).toBe(200);
    expect(await published.text()).toContain(draft.title);
  });
});

test.describe('on-demand revalidation', () => {
  test('is refused without configuration or with a wrong secret', async ({ request }) => {
    const unconfigured = await request.post('/api/revalidate', { data: { ids: [ENTRY.id] }, headers: { 'x-revalidate-secret': 'x' } });
    expect(unconfigured.status()).toBe(503);
    expect((await unconfigured.json()).error).toMatchObject({ id: 'not_configured' });
    const missing = await request.post(`${B}/api/revalidate`, { data: { ids: [ENTRY.id] } });
    expect(missing.status()).toBe(401);
    const wrong = await request.post(`${B}/api/revalidate`, { data: { ids: [ENTRY.id] }, headers: { 'x-revalidate-secret': `${REVALIDATE_SECRET}!` } });
    expect(wrong.status()).toBe(401);
    const bad = await request.post(`${B}/api/revalidate`, { data: { ids: 'nope' }, headers: { 'x-revalidate-secret': REVALIDATE_SECRET } });
    expect(bad.status()).toBe(400);
  });

  let restore: (() => Promise<void>) | null = null;
  test.afterAll(async () => {
    await restore?.();
  });

  test('makes a changed entry visible on its page and in its list at once', async ({ page }) => {
    const newTitle = `${ENTRY.title} Revalidated`;
    // Publish changes straight into B's store (a second writer beside the running service: SQLite WAL).
    const file = path.join(ROOT, B_DATA, 'export.json');
    contentCli('export', file);
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    const original = { ...data.entries.find((e: { id: string }) => e.id === ENTRY.id), title: ENTRY.title };
    const publish = async (entry: unknown) => {
      fs.writeFileSync(file, JSON.stringify({ entries: [entry], contacts: [], groups: [], featureTypes: [] }));
      contentCli('import', file);
    };
    // Global fetch, not the `request` fixture: the restore also runs in afterAll, after the fixture is gone.
    const revalidate = () =>
      fetch(`${B}/api/revalidate`, {
        method: 'POST',
        body: JSON.stringify({ ids: [ENTRY.id] }),
        headers: { 'content-type': 'application/json', 'x-revalidate-secret': REVALIDATE_SECRET },
      });
    // The data cache on disk outlives a run (and a retry): start from the original, and put it back whatever happens.
    restore = async () => {
      await publish(original);
      await revalidate();
    };
    await restore();

    // Cached before the change.
    await page.goto(`${B}${ENTRY.path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENTRY.title);
    await page.goto(`${B}/stay`);
    await expect(page.locator('main')).toContainText(ENTRY.title);

    await publish({ ...original, title: newTitle });

    await page.goto(`${B}${ENTRY.path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENTRY.title); // still the cached page

    const response = await revalidate();
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.tags).toEqual(expect.arrayContaining([`entry:${ENTRY.id}`, 'type:stay']));
    expect(body.tags).not.toContain('entries'); // exactly the affected reads, not everything

    await page.goto(`${B}${ENTRY.path}`); // the old slug redirects to the new canonical path
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle);
    await page.goto(`${B}/stay`);
    await expect(page.locator('main')).toContainText(newTitle);
  });
});

test.describe('content service outage', () => {
  test('every page keeps serving from the replica, an unknown id is still not found', async ({ page, request }) => {
    expect((await (await request.get(`${B}/api/health`)).json())).toMatchObject({ status: 'ok', content: 'ok', replica: { ready: true } });

    await content?.stop();
    content = null;

    // Never rendered before, and free text (never in the data cache): answered from the replica.
    const list = await request.get(`${B}${UNCACHED_LIST}`);
    expect(list.status()).toBe(200);
    const navigation = await page.goto(`${B}/stay?search=ranch&order=z-a`);
    expect(navigation?.status()).toBe(200);
    await expect(page.locator('main')).toContainText(ENTRY.title);
    expect((await request.get(`${B}${ENTRY.path}?date=2031-01-01`)).status()).toBe(200);
    expect((await request.get(`${B}/api/search?q=guest%20ranch%20${RUN.slice(0, 4)}`)).status()).toBe(200);
    expect((await request.get(`${B}/events.ics`)).status()).toBe(200);
    // The replica knows every published id: an unknown one is a 404, not an outage.
    expect((await request.get(`${B}${UNCACHED_ENTRY}`)).status()).toBe(404);

    await startContent();
    expect((await request.get(`${B}${UNCACHED_LIST}`)).status()).toBe(200);
  });
});

test.describe('secrets', () => {
  const secrets = [DEV_PRIVATE_KEY, DEV_TOKEN, PREVIEW_SECRET, REVALIDATE_SECRET];

  function filesUnder(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
      d.isDirectory() ? filesUnder(path.join(dir, d.name)) : [path.join(dir, d.name)],
    );
  }

  test('no client asset holds the private key, the token or a secret', () => {
    const files = filesUnder(path.join(ROOT, '.next/static'));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const text = fs.readFileSync(file, 'latin1');
      for (const secret of secrets) expect(text.includes(secret), `${secret} in ${file}`).toBe(false);
    }
  });

  test('no page HTML or RSC payload holds them either', async ({ request }) => {
    for (const base of ['', B]) {
      for (const url of ['/', '/stay', '/privacy', '/map', '/search?q=lake', ENTRY.path]) {
        for (const headers of [{}, { rsc: "1" }] as Record<string, string>[]) {
          const text = await (await request.get(`${base}${url}`, { headers })).text();
          for (const secret of secrets) expect(text.includes(secret), `${secret} in ${base}${url}`).toBe(false);
        }
      }
    }
  });
});
