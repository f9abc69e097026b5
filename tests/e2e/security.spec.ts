/**
 * Client identity and redirects against the production server Playwright starts (server/main.ts, no
 * PREVIEW_SECRET, FORM_RATE_LIMIT at its default). Clients are told apart by their loopback source address
 * (127.0.0.0/8 all reaches this machine); the browser itself is 127.0.0.1, so these tests use other addresses.
 */
import { expect, test } from '@playwright/test';
import { e2ePorts } from '../../shared/ports.mjs';
import { sendFrom } from '../fixtures/loopback-client.mjs';
import { locationLeavesSite, OPEN_REDIRECT_CORPUS, redirectProbes } from '../fixtures/open-redirects.mjs';

const SITE = `http://127.0.0.1:${e2ePorts(process.env).site}`;
/** The form limit of the e2e server: FORM_RATE_LIMIT is not set there, so the default. */
const FORM_RATE_LIMIT = 10;

function submitContact(from: string, forgedAddress: string) {
  return sendFrom(SITE, {
    from,
    method: 'POST',
    path: '/api/forms/contact',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-forwarded-for': forgedAddress,
      'x-real-ip': forgedAddress,
      forwarded: `for=${forgedAddress}`,
    },
    // Invalid on purpose (400, nothing stored): the limit counts every submission it lets through.
    body: JSON.stringify({ name: '', email: 'not-an-email', message: '' }),
  });
}

test.describe('form rate limit keys on the connection, not on headers', () => {
  test('rotating X-Forwarded-For from one address is still limited; another address is not', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < FORM_RATE_LIMIT + 3; i++) statuses.push((await submitContact('127.0.0.2', `203.0.113.${i + 1}`)).status);
    expect(statuses.slice(0, FORM_RATE_LIMIT)).toEqual(Array(FORM_RATE_LIMIT).fill(400));
    expect(statuses.slice(FORM_RATE_LIMIT)).toEqual([429, 429, 429]);
    // The address the first client forged last, and a fresh one: their own buckets.
    expect((await submitContact('127.0.0.3', `203.0.113.${FORM_RATE_LIMIT + 3}`)).status).toBe(400);
    expect((await submitContact('127.0.0.3', '127.0.0.2')).status).toBe(400);
  });
});

test.describe('no redirect leaves the site', () => {
  test(`${OPEN_REDIRECT_CORPUS.length} bypass attempts × 3 ways: every Location resolves to the site`, async ({ page }) => {
    const locations = new Set<string>();
    const problems: string[] = [];
    for (const value of OPEN_REDIRECT_CORPUS) {
      for (const probe of redirectProbes(value)) {
        const answer = await sendFrom(SITE, probe);
        const location = answer.headers.location;
        const label = `${probe.way} ${JSON.stringify(value).slice(0, 50)}`;
        if (answer.status >= 500) problems.push(`${label}: status ${answer.status}`);
        if (probe.way !== 'page ?preview=true (proxy.ts)' && ![303, 307].includes(answer.status)) problems.push(`${label}: status ${answer.status}`);
        if (location === undefined) continue;
        locations.add(location);
        const leaves = locationLeavesSite(location, SITE);
        if (leaves) problems.push(`${label}: ${leaves}`);
      }
    }
    expect(problems).toEqual([]);

    // Chromium's own URL parser on every Location the site sent.
    await page.goto('/robots.txt');
    const origins = await page.evaluate(
      (all) => all.map((location) => [location, new URL(location, window.location.href).origin]),
      [...locations],
    );
    expect(origins.filter(([, origin]) => origin !== SITE)).toEqual([]);
  });

  test('Chromium following the preview redirects stays on the site', async ({ page }) => {
    test.setTimeout(90_000);
    // The values that come back as something other than '/', and the classic ones.
    const sample = [
      ...OPEN_REDIRECT_CORPUS.filter((v) => /\uff0f|\u2215|%E2%88%95|%EF%BC|\uff3c|\u200b|%C0%AF/.test(v)),
      '//evil.com',
      '/\\evil.com',
      '/.//evil.com',
      '/..//evil.com',
      '/%2F%2Fevil.com',
      '/\t/evil.com',
    ];
    for (const value of sample) {
      await page.goto(`/api/preview?path=${encodeURIComponent(value)}`, { waitUntil: 'commit' });
      expect(new URL(page.url()).origin, JSON.stringify(value)).toBe(SITE);
    }
  });
});
