// A first visit's background transfer (part of section 3): everything a fresh browser asks the network for in the
// first 10 s of a visit without interaction — the page, its code, what loads at idle or in view, prefetches and the
// service worker with what it installs — counted twice, with the worker allowed and with it blocked, so the
// difference is what the worker costs every first visit. Requests are the network's (a page request the worker
// answered is counted once, as the worker's own request, or not at all when it came from the worker's cache or
// the browser's HTTP cache); bytes are each body gzip-compressed with zlib level 9, as the JS section counts them.
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium.mjs';
import { bodyOf, fromHttpCache } from './js.mjs';

export const WINDOW_MS = 10_000;
/** What the worker may add to a first visit: the offline page and its styles, and the worker itself. */
export const WORKER_ALLOWANCE_BYTES = 40 * 1024;

/** One visit of `url` in a fresh context: { requests, gzipBytes, workerRequests, workerGzipBytes } in the window. */
async function visit(browser, url, serviceWorkers) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, serviceWorkers });
  const counted = [];
  const start = Date.now();
  context.on('requestfinished', (request) => {
    if (!/^https?:/.test(request.url()) || Date.now() - start > WINDOW_MS) return;
    counted.push(
      request.response().then(async (response) => {
        if (!response || response.fromServiceWorker() || (await fromHttpCache(request))) return null;
        const body = (await bodyOf(context, request, response)) ?? Buffer.alloc(0);
        return { worker: Boolean(request.serviceWorker()) || request.url().endsWith('/sw.js'), gzipBytes: zlib.gzipSync(body, { level: 9 }).length };
      }),
    );
  });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForTimeout(Math.max(0, WINDOW_MS - (Date.now() - start)));
  const done = (await Promise.all(counted)).filter(Boolean);
  await context.close();
  const sum = (list) => list.reduce((n, r) => n + r.gzipBytes, 0);
  const worker = done.filter((r) => r.worker);
  return { requests: done.length, gzipBytes: sum(done), workerRequests: worker.length, workerGzipBytes: sum(worker) };
}

/** Each path visited without and with the worker; `extra*` is what the worker added. */
export async function measureBackground(origin, paths) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const out = [];
    for (const path of paths) {
      const without = await visit(browser, `${origin}${path}`, 'block');
      const withWorker = await visit(browser, `${origin}${path}`, 'allow');
      const extraGzipBytes = withWorker.gzipBytes - without.gzipBytes;
      out.push({ path, windowMs: WINDOW_MS, without, withWorker, extraRequests: withWorker.requests - without.requests, extraGzipBytes, pass: extraGzipBytes <= WORKER_ALLOWANCE_BYTES });
    }
    return out;
  } finally {
    await browser.close();
  }
}
