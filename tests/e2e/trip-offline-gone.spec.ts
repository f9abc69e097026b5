/**
 * A saved entry deleted on the host leaves the trip's offline copy (docs/product.md#saving-the-trip-for-offline):
 * a trip of two places saved for offline, one of them deleted in the content store and published; the next time
 * the trip page is opened online it says so, the copy no longer holds that entry's page, and with no signal the
 * other place still opens from the copy while the deleted one does not.
 *
 * On a site and content store of their own (E2E_PORT + 1, E2E_CONTENT_PORT + 1): the deletion must not reach the
 * suite's store. "No signal" is that site stopped and the context offline, as in offline.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2ePorts } from '../../shared/ports.mjs';
import { entriesOf, type Saved } from './support/list-entries';
import { contentCli, ROOT, startContentService, startSite, type OwnProcess } from './support/own-servers';

test.use({ serviceWorkers: 'allow' });

const PORT = e2ePorts(process.env).site + 1;
const CONTENT_PORT = e2ePorts(process.env).content + 1;
const SITE = `http://127.0.0.1:${PORT}`;
const DATA = '.test-data/e2e-trip-gone';
const SECRET = 'e2e-trip-gone-revalidate-4e19c2';

interface ExportedEntry {
  id: string;
  phase: number;
  date_time: { init: string; edit: string };
}

let service: OwnProcess | null = null;
let site: OwnProcess | null = null;
const file = path.join(ROOT, DATA, 'entry.json');

const startOwnSite = async () => {
  site = await startSite({ port: PORT, contentPort: CONTENT_PORT, env: { CLIENT_RATE_LIMIT: '100000', REVALIDATE_SECRET: SECRET } });
};

/** Writes `entry` into the store as an editor would (edited now) and publishes it to the site. */
async function publish(entry: ExportedEntry): Promise<void> {
  fs.writeFileSync(file, JSON.stringify({ entries: [{ ...entry, date_time: { ...entry.date_time, edit: new Date().toISOString() } }], contacts: [], groups: [], featureTypes: [] }));
  contentCli('import', file, DATA);
  const answer = await fetch(`${SITE}/api/revalidate`, {
    method: 'POST',
    body: JSON.stringify({ ids: [entry.id] }),
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': SECRET },
  });
  expect(answer.status).toBe(200);
}

function exported(id: string): ExportedEntry {
  contentCli('export', file, DATA);
  return (JSON.parse(fs.readFileSync(file, 'utf8')).entries as ExportedEntry[]).find((entry) => entry.id === id)!;
}

test.beforeAll(async () => {
  fs.rmSync(path.join(ROOT, DATA), { recursive: true, force: true });
  service = await startContentService({ port: CONTENT_PORT, dataDir: DATA });
});

test.afterAll(async () => {
  await site?.stop();
  await service?.stop();
});

/** The trip copy's record: the ids it was saved for and the addresses it holds. */
const copyRecord = (page: Page) =>
  page.evaluate(async () => {
    const record = await (await caches.open('wf-trip')).match('/__offline/trip.json');
    return record ? ((await record.json()) as { ids: string[]; urls: string[] }) : null;
  });

test('a deleted saved entry leaves the offline copy once the trip is opened online, and the trip says so', async ({ browser }) => {
  test.setTimeout(180_000);
  await startOwnSite();
  const context = await browser.newContext({ serviceWorkers: 'allow', baseURL: SITE });
  const page = await context.newPage();
  const [kept, deleted]: Saved[] = await entriesOf(page, '/stay', 2);
  const original = exported(deleted.id);
  try {
    await page.evaluate((ids) => localStorage.setItem('wf-trip', JSON.stringify(ids)), [kept.id, deleted.id]);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.goto('/trip');
    await page.getByRole('button', { name: 'Save for offline' }).click();
    await expect(page.locator('[data-trip-offline-status]')).toHaveText(/^Saved for offline on /, { timeout: 60_000 });
    const before = (await copyRecord(page))!;
    const deletedPage = before.urls.find((url) => url.startsWith('/entries/') && url.endsWith(`/${deleted.id}`));
    expect(deletedPage).toBeDefined();

    // Deleted on the host (phase 0) and published.
    await publish({ ...original, phase: 0 });
    await page.goto('/trip');
    await expect(page.getByText('1 saved item is no longer available.')).toBeVisible();
    await expect(page.locator('[data-trip-offline-gone]')).toHaveText('1 saved item is no longer listed and was removed from the offline copy.', { timeout: 60_000 });
    const after = (await copyRecord(page))!;
    expect(after.ids).toEqual([kept.id]);
    expect(after.urls).not.toContain(deletedPage);
    expect(after.urls.some((url) => url.endsWith(`/${kept.id}`))).toBe(true);
    expect(await page.evaluate(async (url) => Boolean(await (await caches.open('wf-trip')).match(url)), deletedPage!)).toBe(false);

    // No signal: the kept place opens from the copy, the deleted one is not there.
    const keptPage = after.urls.find((url) => url.endsWith(`/${kept.id}`))!;
    await site?.stop();
    site = null;
    await context.setOffline(true);
    await page.goto('/trip');
    await expect(page.getByRole('link', { name: kept.title, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: deleted.title, exact: true })).toHaveCount(0);
    await page.goto(keptPage);
    await expect(page.getByRole('heading', { level: 1, name: kept.title })).toBeVisible();
    await page.goto(deletedPage!);
    await expect(page.getByRole('heading', { level: 1, name: deleted.title })).toHaveCount(0);
  } finally {
    await context.close();
    // The site's build copy keeps pages on disk for later specs on this port: the entry is put back.
    if (!site) await startOwnSite();
    await publish(original);
  }
});
