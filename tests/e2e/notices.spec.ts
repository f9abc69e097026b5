/**
 * Notices a visitor can dismiss, and that never fill a phone's first screen (docs/product.md#notices).
 *
 * The seed shows three public notices. Most tests run on the suite's site at 390×844; the edited-notice test starts
 * its own site (server/main.ts, E2E_PORT+1, with a revalidation secret) on its own content service
 * (E2E_CONTENT_PORT+1, store .test-data/e2e-notices), publishes an edit into that store and revalidates.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2ePorts } from '../../shared/ports.mjs';
import { contentCli as runContentCli, ROOT, startContentService, startSite, type OwnProcess } from './support/own-servers';

const PHONE = { width: 390, height: 844 };
const FIRE = 'Stage 1 fire restrictions';
const ROAD = 'Going-to-the-Sun Road is open';
const HOURS = 'The visitor center closes at 2 pm';
const STORAGE_KEY = 'wf-dismissed-notices';

const region = (page: Page) => page.getByRole('region', { name: 'Site notices' });
const noticeBox = (page: Page, text: string) => page.locator('.notice', { hasText: text });
const dismiss = (page: Page, text: string) => page.getByRole('button', { name: new RegExp(`^Dismiss notice: ${text}`) });
const toggle = (page: Page) => page.locator('summary.notices__toggle');

/** Whether a notice's text is cut (line clamp) rather than shown whole. */
const isClamped = (page: Page, text: string) =>
  noticeBox(page, text).locator('.notice__text').evaluate((el) => el.scrollHeight > el.clientHeight + 1);

/** The toggle as Chrome exposes it to assistive technology: its accessible name and expanded state. */
async function toggleForAssistiveTech(page: Page): Promise<{ name: string; expanded: boolean }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'summary.notices__toggle' });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const node = nodes[0];
    const expanded = node?.properties?.find((property) => property.name === 'expanded')?.value.value;
    return { name: String(node?.name?.value ?? ''), expanded: expanded === true };
  } finally {
    await cdp.detach();
  }
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('the notices take at most a third of the screen until "Show all notices (3)" is opened', async ({ page }) => {
    await page.goto('/');
    const box = (await region(page).boundingBox())!;
    expect(box.y).toBeLessThan(PHONE.height / 3);
    expect(box.height).toBeLessThanOrEqual(PHONE.height / 3);
    // Every notice still shows its first lines, and the control that reveals the rest is on the first screen.
    for (const text of [FIRE, ROAD, HOURS]) {
      const notice = (await noticeBox(page, text).boundingBox())!;
      expect(notice.height).toBeGreaterThan(30);
      expect(notice.y + notice.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
    }
    await expect(toggle(page)).toBeVisible();
    expect(await toggleForAssistiveTech(page)).toEqual({ name: 'Show all notices (3)', expanded: false });
    expect(await isClamped(page, FIRE)).toBe(true);

    await toggle(page).click();
    await expect(page.locator('details.notices__more')).toHaveAttribute('open');
    expect(await toggleForAssistiveTech(page)).toEqual({ name: 'Show fewer notices', expanded: true });
    for (const text of [FIRE, ROAD, HOURS]) expect(await isClamped(page, text)).toBe(false);
    await expect(page.getByRole('link', { name: 'Current fire danger' })).toBeVisible();
    expect((await region(page).boundingBox())!.height).toBeGreaterThan(PHONE.height / 3);

    await toggle(page).click();
    expect((await region(page).boundingBox())!.height).toBeLessThanOrEqual(PHONE.height / 3);
  });

  test('a dismissed notice stays dismissed across reloads and pages, hidden from the first frame', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await dismiss(page, ROAD).click();
    await expect(noticeBox(page, ROAD)).toBeHidden();
    await expect(noticeBox(page, FIRE)).toBeVisible();
    await expect.poll(() => toggleForAssistiveTech(page)).toEqual({ name: 'Show all notices (2)', expanded: false });
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), STORAGE_KEY);
    expect(stored).toEqual([await noticeBox(page, ROAD).getAttribute('data-notice-key')]);

    // Record how each notice looks when the parser inserts it and in every frame until the page has loaded:
    // the dismissed one must never be displayed, the others always (so the probe itself can tell them apart).
    await page.addInitScript(() => {
      const seen: Record<string, string[]> = {};
      (window as unknown as { noticeFrames: typeof seen }).noticeFrames = seen;
      const record = () => {
        document.querySelectorAll<HTMLElement>('.notice').forEach((el) => {
          const id = el.dataset.noticeId!;
          (seen[id] ??= []).push(getComputedStyle(el).display);
        });
      };
      new MutationObserver(record).observe(document, { childList: true, subtree: true });
      const frame = () => {
        record();
        if (document.readyState !== 'complete') requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      document.addEventListener('DOMContentLoaded', record);
    });
    const roadId = await noticeBox(page, ROAD).getAttribute('data-notice-id');
    const fireId = await noticeBox(page, FIRE).getAttribute('data-notice-id');
    await page.reload({ waitUntil: 'load' });
    const frames = await page.evaluate(() => (window as unknown as { noticeFrames: Record<string, string[]> }).noticeFrames);
    expect(frames[roadId!]?.length).toBeGreaterThan(0);
    expect(new Set(frames[roadId!])).toEqual(new Set(['none']));
    expect(frames[fireId!]).not.toContain('none');
    await expect(noticeBox(page, ROAD)).toBeHidden();

    // Another page, loaded in full, and a navigation inside the site.
    await page.goto('/privacy');
    await expect(noticeBox(page, ROAD)).toBeHidden();
    await expect(noticeBox(page, FIRE)).toBeVisible();
    // A navigation inside the site needs the top bar hydrated (a click before that may be lost under load).
    await page.waitForFunction(() => Object.keys(document.querySelector('header a')!).some((key) => key.startsWith('__reactFiber')));
    await page.evaluate(() => ((window as unknown as { softNavigation: boolean }).softNavigation = true));
    await page.getByRole('banner').getByRole('link', { name: /home$/ }).click();
    // What is checked is the notice after the navigation, not its speed: in the whole suite the home page may be
    // re-rendering after another spec's revalidation (one CI run took over 5 s here, 0 of 13 alone, even under load).
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { softNavigation?: boolean }).softNavigation)).toBe(true);
    await expect(noticeBox(page, ROAD)).toBeHidden();
    await expect(noticeBox(page, HOURS)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('works without JavaScript: no dismiss buttons, and "Show all notices" still opens', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    expect((await region(page).boundingBox())!.height).toBeLessThanOrEqual(PHONE.height / 3);
    await expect(page.getByRole('button', { name: /^Dismiss notice/ })).toHaveCount(0);
    await toggle(page).click();
    expect(await isClamped(page, FIRE)).toBe(false);
    await expect(page.getByRole('link', { name: 'Current fire danger' })).toBeVisible();
    await context.close();
  });
});

test.describe('on a desktop screen', () => {
  test('notices look as before: whole, no "Show all" control, with a dismiss button each', async ({ page }) => {
    await page.goto('/');
    await expect(toggle(page)).toBeHidden();
    for (const text of [FIRE, ROAD, HOURS]) {
      expect(await isClamped(page, text)).toBe(false);
      await expect(dismiss(page, text)).toBeVisible();
    }
    const fontSize = await noticeBox(page, HOURS).locator('.notice__text').evaluate((el) => getComputedStyle(el).fontSize);
    expect(fontSize).toBe('22.4px'); // the appearance's 1.4rem, uncapped
  });

  test('the keyboard dismisses: focus moves to the next notice, and past the region after the last one', async ({ page }) => {
    await page.goto('/');
    await dismiss(page, FIRE).focus();
    await page.keyboard.press('Enter');
    await expect(noticeBox(page, FIRE)).toBeHidden();
    await expect(dismiss(page, ROAD)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(dismiss(page, HOURS)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('.notices')).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link').first()).toBeFocused();
    await page.reload();
    await expect(page.locator('.notices')).toBeHidden();
  });

  test('blocked storage leaves the notices in place and offers no dismissing', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    const errors = collectErrors(page);
    await page.goto('/');
    for (const text of [FIRE, ROAD, HOURS]) await expect(noticeBox(page, text)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Dismiss notice/ })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('an edited notice', () => {
  const SITE = `http://127.0.0.1:${e2ePorts(process.env).site + 1}`;
  const CONTENT_PORT = String(e2ePorts(process.env).content + 1);
  const DATA = '.test-data/e2e-notices';
  const SECRET = 'e2e-notices-revalidate-5c81f0';
  const started: OwnProcess[] = [];

  const contentCli = (script: 'import' | 'export', file: string) => runContentCli(script, file, DATA);

  interface ExportedEntry {
    id: string;
    date_time: { init: string; edit: string };
  }

  let original: ExportedEntry | null = null;
  const file = path.join(ROOT, DATA, 'notice.json');
  const publish = (entry: ExportedEntry) => {
    fs.writeFileSync(file, JSON.stringify({ entries: [entry], contacts: [], groups: [], featureTypes: [] }));
    contentCli('import', file);
  };
  /** Publishes an entry; `'all'` expires every page (a publish of unchanged entries expires nothing). */
  const revalidate = (id: string) =>
    fetch(`${SITE}/api/revalidate`, {
      method: 'POST',
      body: JSON.stringify(id === 'all' ? { all: true } : { ids: [id] }),
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': SECRET },
    });

  test.use({ viewport: PHONE });

  test.beforeAll(async () => {
    fs.rmSync(path.join(ROOT, DATA), { recursive: true, force: true });
    started.push(await startContentService({ port: CONTENT_PORT, dataDir: DATA }));
    started.push(await startSite({ port: new URL(SITE).port, contentPort: CONTENT_PORT, env: { REVALIDATE_SECRET: SECRET } }));
  });

  test.afterAll(async () => {
    // The data cache on disk outlives the run and is shared with the suite's site: put the notice back.
    if (original) {
      publish(original);
      await revalidate(original.id);
    }
    for (const own of started.splice(0)) await own.stop();
  });

  test('shows again after its edit is published, while an unchanged one stays dismissed', async ({ page }) => {
    await page.goto(`${SITE}/privacy`);
    const roadId = (await noticeBox(page, ROAD).getAttribute('data-notice-id'))!;
    contentCli('export', file);
    const entries: ExportedEntry[] = JSON.parse(fs.readFileSync(file, 'utf8')).entries;
    original = entries.find((entry) => entry.id === roadId)!;
    // Render the page from this store (the build's pages came from another), so only the edit changes it below.
    publish(original);
    expect((await revalidate('all')).status).toBe(200);

    await page.reload();
    await dismiss(page, ROAD).click();
    await dismiss(page, FIRE).click();
    await page.reload();
    await expect(noticeBox(page, ROAD)).toBeHidden();
    await expect(noticeBox(page, FIRE)).toBeHidden();

    publish({ ...original, date_time: { ...original.date_time, edit: new Date().toISOString() } });
    expect((await revalidate(roadId)).status).toBe(200);
    await page.reload();
    await expect(noticeBox(page, ROAD)).toBeVisible();
    await expect(noticeBox(page, FIRE)).toBeHidden();
    // The old version's dismissal is forgotten; the unchanged notice's is kept.
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), STORAGE_KEY);
    expect(stored).toEqual([await noticeBox(page, FIRE).getAttribute('data-notice-key')]);
  });
});
