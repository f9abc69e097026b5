// First-visit JavaScript per page, measured in Chromium, judged against a framework floor.
//
// measureJs: a fresh mobile browser context per page (service workers allowed), watched for 10 s from the navigation
// without interaction; every response counted is gzip-compressed with zlib level 9 (what a server sending gzip
// would transfer, whatever the server itself did). The page's scripts asked for before the load event are what it
// needs before a first interaction (`gzipBytes`); those asked for after it — the parts that load when in view or
// idle so that a phone's first tap works, and link prefetches — are counted apart (`afterLoadGzipBytes`), by the
// start times of the page's own resource timing entries; what the service worker fetches (its script and its
// precache) is `workerGzipBytes`. All three are `windowGzipBytes`: what the phone downloads for the page's code in
// its first 10 s.
//
// compareWithFloor: the floor is the same measurement of a bare Next app built in the same run with the same Next,
// React and bundler (floor-app.mjs). Home, list, entry and content pages pass before load at ≤ floor + 12 kB, form
// pages at ≤ floor + 15 kB; the 10 s figure of all of them at ≤ the floor's + 40 kB. Pages with a form or an
// embed are also reported against the page of their kind without one (form page − content page, embed entry −
// entry), so the figure is that form's or embed's own code. Per page, the scripts not in the floor app are listed: a
// script counts as the floor's when its body is byte-identical to one of the floor's, or when every Turbopack
// module in it is one of the floor's (compared with module ids and minified names masked: the floor's ids differ
// from ours as its project root does). A listed script's "new" share is the part of its module bytes not found in
// the floor.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium.mjs';

export const ALLOWANCE_BYTES = 12 * 1024;
/** Before load, per judged kind: floor + this. A form's own code and copy may add 3 kB to a content page's. */
export const BEFORE_LOAD_ALLOWANCE = { home: ALLOWANCE_BYTES, list: ALLOWANCE_BYTES, entry: ALLOWANCE_BYTES, content: ALLOWANCE_BYTES, form: 15 * 1024 };
/** Everything the page's code costs in the first 10 s (after-load parts, prefetches, the worker): floor + this. */
export const WINDOW_ALLOWANCE_BYTES = 40 * 1024;

const sha = (text) => createHash('sha256').update(text).digest('hex');

/**
 * Module factories of a Turbopack chunk (`TURBOPACK.push([script, id, factory, id, factory, …])`) as keys that
 * survive another build of the same module: numbers (module ids) and one- or two-letter identifiers (the
 * minifier's names, which shift with the ids) are masked. [] for other shapes.
 */
export function moduleKeys(source) {
  if (!source.includes('TURBOPACK')) return [];
  const boundary = /[,[](\d+),(?=(?:\([\w$,]*\)|[\w$]+)=>\{|function\s*\()/g;
  const starts = [...source.matchAll(boundary)].map((m) => m.index + 1);
  const out = [];
  for (let i = 0; i < starts.length; i++) {
    const text = source.slice(starts[i], starts[i + 1] ?? source.length);
    const masked = text.replace(/,$/, '').replace(/\d+/g, '0').replace(/(?<![\w$])[A-Za-z_$][\w$]?(?![\w$])/g, '_');
    out.push({ key: sha(masked), bytes: text.length });
  }
  return out;
}

/**
 * Export names a Turbopack chunk registers (`e.s(["SearchPanel", 0, …])`), 4+ characters, component-like names
 * first: what the script carries.
 */
export function registeredNames(source) {
  const lists = [...source.matchAll(/\.s\(\[([^\]]{0,600})/g)].map((m) => m[1]);
  const names = lists.flatMap((list) => [...list.matchAll(/"([A-Za-z_$][\w$]{3,})"/g)].map((n) => n[1]));
  const pascal = (name) => /^[A-Z][a-z]/.test(name);
  return [...new Set(names)].sort((a, b) => Number(pascal(b)) - Number(pascal(a)));
}

/**
 * Whether `request` was answered from the browser's HTTP cache, nothing crossing the network (a worker taking a
 * file the page just loaded). Chromium then reports no bytes received, which Playwright gives as a body size of
 * minus the headers' size. (The worker's own script reports 0 while it is downloaded: only < 0 means cached.)
 */
export async function fromHttpCache(request) {
  const sizes = await request.sizes().catch(() => null);
  return sizes !== null && sizes.responseBodySize < 0;
}

/**
 * The body of a finished response. Chromium cannot give the body of a worker's fetch once the worker has consumed
 * the stream itself (put it straight into a cache): it reports an empty body then, though bytes crossed the network.
 * Such a body is asked for again, as the same request from the same context.
 */
export async function bodyOf(context, request, response) {
  const body = await response.body().catch(() => null);
  if (!body || body.length > 0 || !request.serviceWorker()) return body;
  const sizes = await request.sizes().catch(() => null);
  if (!sizes || sizes.responseBodySize <= 0) return body;
  return context.request.get(request.url()).then((again) => again.body()).catch(() => body);
}

/** How long a first visit is watched without interaction: what loads at idle, in view, prefetches, the worker. */
export const WINDOW_MS = 10_000;

/** A script body's figures: sizes, hash, whether it is MapLibre, its Turbopack modules and registered names. */
function scriptFile(origin, url, body, afterLoad) {
  const text = body.toString('utf8');
  return {
    afterLoad,
    url: url.startsWith(origin) ? url.slice(origin.length) : url,
    rawBytes: body.length,
    gzipBytes: zlib.gzipSync(body, { level: 9 }).length,
    sha256: sha(body),
    maplibre: /maplibre/i.test(text) && text.length > 200_000,
    modules: moduleKeys(text),
    names: registeredNames(text),
  };
}

/**
 * One first visit of `origin + page.path` in a fresh mobile context (service workers allowed), watched for
 * WINDOW_MS without interaction. The page's scripts are split at its load event; what the service worker asked the
 * network for (its own script, what it precaches; not a page's script it passed through, which the page's
 * figures count) is `worker*`.
 */
async function visit(browser, origin, page) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const started = Date.now();
  const seen = [];
  context.on('requestfinished', (request) => {
    if (!/^https?:/.test(request.url()) || Date.now() - started > WINDOW_MS) return;
    seen.push(
      request
        .response()
        .then(async (response) => {
          if (!response) return null;
          const body = await bodyOf(context, request, response);
          if (!body) return null;
          const byWorker = Boolean(request.serviceWorker()) || new URL(request.url()).pathname === '/sw.js';
          const cached = await fromHttpCache(request);
          return { url: request.url(), type: request.resourceType(), byWorker, fromWorker: response.fromServiceWorker(), cached, body };
        })
        .catch(() => null),
    );
  });
  const tab = await context.newPage();
  const response = await tab.goto(`${origin}${page.path}`, { waitUntil: 'load', timeout: 60_000 });
  await tab.waitForTimeout(Math.max(0, WINDOW_MS - (Date.now() - started)));
  const timing = await tab.evaluate(() => ({
    load: performance.getEntriesByType('navigation')[0]?.loadEventStart ?? 0,
    starts: performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]),
  }));
  const done = (await Promise.all(seen)).filter(Boolean);
  await context.close();
  const startOf = new Map(timing.starts);
  const pageScripts = done.filter((r) => !r.byWorker && r.type === 'script');
  // What the page asked for and the worker fetched for it (its styles, images, code) is the page's, not the worker's.
  const pageUrls = new Set(done.filter((r) => !r.byWorker).map((r) => r.url));
  const files = pageScripts.map((r) => scriptFile(origin, r.url, r.body, (startOf.get(r.url) ?? 0) > timing.load));
  const worker = done.filter((r) => r.byWorker && !r.fromWorker && !r.cached && !pageUrls.has(r.url));
  return { status: response?.status() ?? null, files, worker: worker.map((r) => ({ url: r.url.startsWith(origin) ? r.url.slice(origin.length) : r.url, gzipBytes: zlib.gzipSync(r.body, { level: 9 }).length })) };
}

export async function measureJs(origin, pages) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const results = [];
  try {
    for (const page of pages) {
      const { status, files, worker } = await visit(browser, origin, page);
      const sum = (list, key = 'gzipBytes') => list.reduce((n, f) => n + f[key], 0);
      const [before, after] = [files.filter((f) => !f.afterLoad), files.filter((f) => f.afterLoad)];
      results.push({
        ...page,
        status,
        scripts: before.length,
        rawBytes: sum(before, 'rawBytes'),
        gzipBytes: sum(before),
        afterLoadScripts: after.length,
        afterLoadGzipBytes: sum(after),
        workerRequests: worker.length,
        workerGzipBytes: sum(worker),
        worker,
        windowMs: WINDOW_MS,
        windowGzipBytes: sum(files) + sum(worker),
        maplibre: files.some((f) => f.maplibre),
        maplibreGzipBytes: sum(files.filter((f) => f.maplibre)),
        files,
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * The page's scripts that are not the floor's, biggest new part first: { url, gzipBytes, newShare, newGzipBytes,
 * names } (newShare: share of the script's module bytes not in the floor; newGzipBytes: gzipBytes × newShare).
 */
function scriptsAbove(page, floor) {
  const floorBodies = new Set(floor.files.map((f) => f.sha256));
  const floorModules = new Set(floor.files.flatMap((f) => f.modules.map((m) => m.key)));
  const out = [];
  for (const file of page.files) {
    if (floorBodies.has(file.sha256)) continue;
    const total = file.modules.reduce((n, m) => n + m.bytes, 0);
    const fresh = file.modules.filter((m) => !floorModules.has(m.key)).reduce((n, m) => n + m.bytes, 0);
    if (total > 0 && fresh === 0) continue;
    const newShare = total > 0 ? fresh / total : 1;
    out.push({ url: file.url, afterLoad: file.afterLoad, gzipBytes: file.gzipBytes, newShare: Math.round(newShare * 100) / 100, newGzipBytes: Math.round(file.gzipBytes * newShare), names: file.names });
  }
  return out.sort((a, b) => b.newGzipBytes - a.newGzipBytes);
}

/** The page's scripts (by URL: same server) that its reference page did not load, biggest first. */
function scriptsBeyond(page, reference) {
  const seen = new Set(reference.files.map((f) => f.url));
  return page.files
    .filter((f) => !seen.has(f.url))
    .map((f) => ({ url: f.url, gzipBytes: f.gzipBytes, names: f.names }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

const strip = ({ files, ...rest }) => ({ ...rest, files: files.map(({ modules, ...f }) => ({ ...f, modules: modules.length })) });

/**
 * The judged JS section: { floor, allowanceBytes, windowAllowanceBytes, pages: [...] }; each page row adds
 * aboveFloorBytes, limitBytes and pass (before load), windowAboveFloorBytes, windowLimitBytes and windowPass (the
 * first 10 s; judged kinds), aboveReferenceBytes (pages with a `reference`), scriptsAboveFloor and
 * scriptsBeyondReference.
 */
export function compareWithFloor(floor, pages) {
  const byName = new Map(pages.map((p) => [p.name, p]));
  return {
    allowanceBytes: ALLOWANCE_BYTES,
    windowAllowanceBytes: WINDOW_ALLOWANCE_BYTES,
    floor: strip(floor),
    pages: pages.map((page) => {
      const reference = page.reference ? byName.get(page.reference) : null;
      const allowance = BEFORE_LOAD_ALLOWANCE[page.kind] ?? null;
      const judged = allowance !== null;
      const windowAboveFloorBytes = page.windowGzipBytes - floor.windowGzipBytes;
      return {
        ...strip(page),
        aboveFloorBytes: page.gzipBytes - floor.gzipBytes,
        afterLoadAboveFloorBytes: page.afterLoadGzipBytes - floor.afterLoadGzipBytes,
        windowAboveFloorBytes,
        judged,
        limitBytes: judged ? floor.gzipBytes + allowance : null,
        pass: judged ? page.status === 200 && page.gzipBytes <= floor.gzipBytes + allowance : null,
        windowLimitBytes: judged ? floor.windowGzipBytes + WINDOW_ALLOWANCE_BYTES : null,
        windowPass: judged ? windowAboveFloorBytes <= WINDOW_ALLOWANCE_BYTES : null,
        referencePath: reference?.path ?? null,
        aboveReferenceBytes: reference ? page.gzipBytes - reference.gzipBytes : null,
        scriptsAboveFloor: scriptsAbove(page, floor),
        scriptsBeyondReference: reference ? scriptsBeyond(page, reference) : null,
      };
    }),
  };
}
