/**
 * The editors' review queue end to end: a submitter sends an event that shares its day and title with a published
 * one; the status link says received; an editor signs in at /review, finds it in the queue (oldest first, so
 * after whatever waited longer) with its duplicate flag, opens it as its public page would look, corrects the title
 * and approves; it is then on /events, its page (with an Event in its JSON-LD), /events.ics and the sitemap, and
 * the status page and the mail (.eml) say approved. A decline shows its reason. Forged cookies, posts without CSRF and
 * contributors are refused.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEV_PROJECT, DEV_USERS } from '../../shared/dev-values.mjs';
import { e2ePorts } from '../../shared/ports.mjs';
import { readEml, type ReadMail } from '../fixtures/eml';
import { afterMinimumFill, CONTENT_AUTH, CONTENT_HOST, drafts, fillEvent, RECEIVED, tuesday } from './support/event-submit';

const MAIL_DIR = path.join('.test-data', 'e2e-mail', String(e2ePorts(process.env).site));
const [EDITOR, CONTRIBUTOR] = DEV_USERS;
const dayIn = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date(iso));

function mails(): ReadMail[] {
  if (!fs.existsSync(MAIL_DIR)) return [];
  return fs.readdirSync(MAIL_DIR).filter((name) => name.endsWith('.eml')).map((name) => readEml(fs.readFileSync(path.join(MAIL_DIR, name), 'utf8')));
}
const mailTitled = (subject: string) => mails().find((mail) => mail.headers.subject === subject);

/** The published event starting soonest after tomorrow: a submission on its day with its title is a likely duplicate. */
async function publishedSoon(page: Page): Promise<{ title: string; day: string }> {
  const response = await page.request.get(`${CONTENT_HOST}/${DEV_PROJECT}/v1/entries?type=event&phase=4&limit=500`, { headers: { Authorization: CONTENT_AUTH } });
  const tomorrow = Date.now() + 36 * 3600_000;
  const starts = ((await response.json()).data.index as { title: string; elements: { id: string; data: unknown }[] }[]).flatMap((entry) => {
    const dates = entry.elements.find((el) => el.id === 'event-datetime')?.data;
    return Array.isArray(dates) ? (dates as [string, string][]).filter(([start]) => Date.parse(start) > tomorrow).map(([start]) => ({ title: entry.title, start })) : [];
  });
  const [soonest] = starts.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  expect(soonest).toBeDefined();
  return { title: soonest.title, day: dayIn(soonest.start) };
}

/** Submits through the form with JavaScript; returns the status link it shows. */
async function submit(page: Page, title: string, day: string, once = true): Promise<string> {
  await page.goto('/events/submit');
  await expect(page.locator('form[aria-labelledby="event-submit-heading"][data-hydrated]')).toBeVisible();
  await fillEvent(page, title, day);
  if (once) await page.getByRole('radio', { name: 'Does not repeat' }).check();
  await afterMinimumFill(page);
  await page.getByRole('button', { name: 'Submit event' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your event was received' })).toHaveText(RECEIVED);
  const link = page.getByRole('link', { name: /Follow your submission/ });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/events\/submit\/status\/[\w-]+\.[\w-]{32}\.[\w-]{22}$/);
  return href!;
}

async function signIn(page: Page, user: { email: string; pwd: string }) {
  await page.goto('/review');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password').fill(user.pwd);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test('a submission flagged as a duplicate is corrected, approved and published; the submitter is told', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const published = await publishedSoon(page);
  const status = await submit(page, published.title, published.day);
  const received = await page.request.get(status);
  expect(received.headers()['cache-control']).toMatch(/no-store/);
  await page.goto(status);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('status')).toHaveText('Received: an editor will review it.');
  await expect.poll(() => mailTitled(`Received: ${published.title}`)?.text).toContain(status);

  const editor = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await signIn(editor, EDITOR);
  await expect(editor.getByRole('main').getByRole('status')).toHaveText('Signed in.');
  const review = await editor.request.get('/review');
  expect(review.headers()['cache-control']).toMatch(/no-store/);
  // Oldest first: the queue's submitted times never go back, and this newest submission of its title is its last.
  const submittedTimes = await editor.locator('article dl dd:first-of-type').allTextContents();
  const times = submittedTimes.map((t) => Date.parse(t.replace(/\u202f/g, ' ')));
  expect(times.every((t, i) => Number.isFinite(t) && (i === 0 || t >= times[i - 1]))).toBe(true);
  const first = editor.getByRole('article').filter({ has: editor.getByRole('heading', { name: published.title, exact: true }) }).last();
  await expect(first.getByRole('heading')).toHaveText(published.title);
  await expect(first.getByText(`Possible duplicate of ${published.title}`)).toBeVisible();
  await expect(first.getByText('pat@example.org')).toBeVisible();

  // Its preview is the public entry page's view of the draft, for editors only and never indexed.
  const previewHref = await first.getByRole('link', { name: 'Preview as the public page' }).getAttribute('href');
  await editor.goto(previewHref!);
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(published.title);
  await expect(editor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(editor.getByRole('main').getByText('Lakeside Pavilion').first()).toBeVisible();
  await expect(editor.getByRole('main').getByText('pat@example.org')).toHaveCount(0);
  const outsider = await page.request.get(previewHref!, { maxRedirects: 0 });
  expect(outsider.status()).toBeGreaterThanOrEqual(300);
  expect(outsider.status()).toBeLessThan(400);
  expect(outsider.headers().location).toMatch(/\/review$/);
  await editor.goBack();

  const corrected = `Lakeside Jazz Night ${Date.now().toString(36)}`;
  await first.getByLabel('Title').fill(corrected);
  await first.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(editor.getByRole('main').getByRole('status')).toHaveText('Approved and published.');
  await expect(editor.getByRole('heading', { name: corrected })).toHaveCount(0);

  // The publish path ran before the answer: the list, the page, the calendar and the sitemap have it now.
  await page.goto(status);
  await expect(page.getByRole('status')).toHaveText('Approved: it is listed on the site.');
  const entryHref = await page.getByRole('link', { name: 'See it on the site' }).getAttribute('href');
  expect(entryHref).toMatch(/^\/entries\/[\w-]+\/[0-9a-f-]{36}$/);
  await page.goto(`/events?search=${encodeURIComponent(corrected)}`);
  await expect(page.getByRole('main').getByRole('link', { name: corrected }).first()).toBeVisible();
  await page.goto(entryHref!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(corrected);
  await expect(page.getByText('pat@example.org')).toHaveCount(0);
  await expect(page.getByRole('main').getByText('Lakeside Pavilion').first()).toBeVisible();
  // Search engines read it as an Event with the town's offset, the typed venue's address, the image and the price.
  const graphs = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((json) => JSON.parse(json)['@graph'] ?? []);
  const event = graphs.find((node: { '@type'?: string }) => node['@type'] === 'Event');
  expect(event).toMatchObject({
    name: corrected,
    startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T19:00:00-0[67]:00$/),
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'Place', name: 'Lakeside Pavilion', address: { streetAddress: '1 Lakeside Blvd', addressLocality: 'Whitefish', addressRegion: 'MT' } },
    image: [expect.stringMatching(/^https?:\/\//)],
    offers: { '@type': 'Offer', price: 15, priceCurrency: 'USD' },
    organizer: { '@type': 'Organization' },
  });
  expect(await (await page.request.get('/events.ics')).text()).toContain(`SUMMARY:${corrected}`);
  expect(await (await page.request.get('/sitemap.xml')).text()).toContain(entryHref!);
  // What went public keeps no contact of the submitter.
  const id = entryHref!.split('/').pop();
  const stored = await page.request.get(`${CONTENT_HOST}/${DEV_PROJECT}/v1/entries?id=${id}`, { headers: { Authorization: CONTENT_AUTH } });
  expect(JSON.stringify((await stored.json()).data)).not.toContain('pat@example.org');

  await expect.poll(() => mailTitled(`Approved: ${corrected}`)?.text).toContain(entryHref!);
  expect(mailTitled(`Approved: ${corrected}`)?.headers.to).toBe('pat@example.org');
  expect(mailTitled(`Approved: ${corrected}`)?.text).toContain(status);
  await editor.context().close();
});

test('a declined submission tells its reason on the status page and in the mail', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const title = `Garage Sale ${Date.now().toString(36)}`;
  const status = await submit(page, title, tuesday(3), false);
  const editor = await (await browser.newContext()).newPage();
  await signIn(editor, EDITOR);
  const item = editor.getByRole('article').filter({ has: editor.getByRole('heading', { name: title }) });
  await item.getByRole('button', { name: 'Decline' }).click();
  // A decline without a reason is not sent (the browser asks for one), so it still waits.
  await expect(item).toBeVisible();
  await item.getByLabel('Reason for declining').fill('Sales are not listed on the events calendar.');
  await item.getByRole('button', { name: 'Decline' }).click();
  await expect(editor.getByRole('main').getByRole('status')).toHaveText('Declined; the submitter is told.');
  await expect(item).toHaveCount(0);

  await page.goto(status);
  await expect(page.getByRole('status')).toHaveText('Declined: it will not be listed.');
  await expect(page.getByText('The editor’s reason: Sales are not listed on the events calendar.')).toBeVisible();
  // The same secret and seal under another draft's id open nothing: a guessed link is refused here.
  const [, token] = status.split('/status/');
  const forged = `/events/submit/status/${token[0] === 'f' ? 'e' : 'f'}${token.slice(1)}`;
  await page.goto(forged);
  await expect(page.getByText('This status link is not known. Check that it was copied whole.')).toBeVisible();
  await expect.poll(() => mailTitled(`Not listed: ${title}`)?.text).toContain('Sales are not listed on the events calendar.');
  expect((await drafts(page, title))[0].phase).toBe(1);
  await editor.context().close();
});

test('a forged session, a post without its CSRF token and a contributor are refused', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const title = `Refused Case ${Date.now().toString(36)}`;
  await submit(page, title, tuesday(4), false);
  const [draft] = await drafts(page, title);
  const queue = await page.request.get(`${CONTENT_HOST}/${DEV_PROJECT}/v1/entries?type=event&phase=1&limit=500`, { headers: { Authorization: CONTENT_AUTH } });
  const id = ((await queue.json()).data.index as { id: string; title: string }[]).find((entry) => entry.title === title)!.id;
  expect(draft.phase).toBe(1);

  // Contributors may not publish: no session.
  const contributor = await (await browser.newContext()).newPage();
  await signIn(contributor, CONTRIBUTOR);
  await expect(contributor.getByRole('main').getByRole('status')).toHaveText('This account may not publish: only editors can review submissions.');
  await expect(contributor.getByRole('form', { name: 'Sign in' })).toBeVisible();
  expect((await contributor.context().cookies()).map((c) => c.name)).not.toContain('wf_review');

  // A forged cookie is no session: the post goes back to sign-in and changes nothing.
  const forged = await browser.newContext();
  await forged.addCookies([{ name: 'wf_review', value: 'A'.repeat(120), url: page.url() }]);
  const forgedPage = await forged.newPage();
  await forgedPage.goto('/review');
  await expect(forgedPage.getByRole('form', { name: 'Sign in' })).toBeVisible();
  const forgedPost = await forgedPage.request.post('/api/review/decide', { form: { id, action: 'approve', title, csrf: 'x' }, maxRedirects: 0 });
  expect(forgedPost.status()).toBe(303);
  expect(forgedPost.headers().location).toBe('/review?notice=expired');

  // A signed-in editor's post without (or with another session's) CSRF token is refused.
  const editor = await (await browser.newContext()).newPage();
  await signIn(editor, EDITOR);
  expect((await editor.request.post('/api/review/decide', { form: { id, action: 'approve', title }, maxRedirects: 0 })).status()).toBe(403);
  expect((await editor.request.post('/api/review/decide', { form: { id, action: 'decline', reason: 'x', csrf: 'forged' }, maxRedirects: 0 })).status()).toBe(403);
  // A sign-in form's post from another site is refused too.
  expect((await editor.request.post('/api/review/login', { form: { email: EDITOR.email, password: EDITOR.pwd }, maxRedirects: 0 })).status()).toBe(403);

  const [still] = await drafts(page, title);
  expect(still.phase).toBe(1);
  expect(JSON.stringify(still.elements)).not.toContain('"decision"');
  await Promise.all([contributor.context().close(), forged.close(), editor.context().close()]);
});
