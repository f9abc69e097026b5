// `npm run test:dev`: `npm run dev` works on a fresh clone — no build, no .next/, no .data/, no copied map worker.
//
// Clones this checkout's committed HEAD (`git clone --local`, what CI has) into a temporary directory, gives it
// node_modules as hard links to this checkout's (a symlinked node_modules makes Turbopack fail with "Could not
// find the Next.js package": it resolves packages inside the project root only), runs `npm run dev` there on free
// loopback ports, and checks in Debian's Chromium that the home page, a list, its map tab, the map page and an
// entry page answer 200, hydrate, do not reload themselves, and log no console errors; that the interactive map
// shown on a map opened directly loads MapLibre's worker (200, no "Worker failed to load") and draws the places
// (rendered GeoJSON features on its canvas). Then stops the whole process group and removes the clone.
// Prints PASS/FAIL lines; exits 1 on any failure. Touches nothing in this checkout (its .next/ stays as it was).
// DEV_TEST_KEEP=1 keeps the clone and its log for a look afterwards.
import '../../shared/require-supported-node.mjs';
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, ensureChromium } from '../../scripts/lib/chromium.mjs';
import { freePort } from '../../scripts/lib/ports.mjs';
import { ROOT } from '../../scripts/lib/processes.mjs';
import { reporter } from './report.mjs';

const started = Date.now();
// Bounds for a hang, not for speed: idle, the first page comes in about 20 s and the whole test takes 90 s; beside
// two CPU-bound processes the first page took over 120 s.
const TIME_LIMIT_MS = Number(process.env.DEV_TEST_TIME_LIMIT_MS || 600_000);
const FIRST_PAGE_TIMEOUT_MS = 300_000;
const WORKER_PATH = '/map/maplibre-gl-worker.mjs';

const work = mkdtempSync(path.join(os.tmpdir(), 'wf-dev-server-'));
const clone = path.join(work, 'site');
const logFile = path.join(work, 'dev.log');
let dev;
let browser;

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const report = reporter();
const { pass, fail, check } = report;

/** The environment a developer's shell would have: none of the site's or content service's settings. */
function freshEnv(extra) {
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(ELEBASE_|CONTENT_|PREVIEW_|REVALIDATE_|SITE_|FORM_|REDIS_|CACHE_PREFIX$|PORT$|HOSTNAME$|NODE_ENV$|NODE_OPTIONS$|__NEXT|NEXT_PRIVATE_|INIT_CWD$|npm_)/.test(key)) continue;
    env[key] = value;
  }
  return { ...env, NEXT_TELEMETRY_DISABLED: '1', ...extra };
}

/** Process ids still in the dev server's process group (npm, start.mjs, the content service, next dev and its server). */
function groupMembers(pgid) {
  return execFileSync('ps', ['-e', '-o', 'pid=,pgid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, group]) => Number(group) === pgid)
    .map(([pid]) => pid);
}

/** SIGTERM to the whole group (what Ctrl-C in a terminal does), SIGKILL to whatever is left after 10 s. */
async function stopGroup(child) {
  if (!child) return true;
  const pgid = child.pid;
  const signal = (name) => {
    try {
      process.kill(-pgid, name);
    } catch {
      // group already gone
    }
  };
  signal('SIGTERM');
  for (let waited = 0; waited < 10_000 && groupMembers(pgid).length > 0; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (groupMembers(pgid).length === 0) return true;
  signal('SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 500));
  return false;
}

let cleaning;
/** Once, whoever asks first (the time limit, a signal, the end of the run); everyone waits for the same end. */
function cleanup() {
  cleaning ??= doCleanup();
  return cleaning;
}
async function doCleanup() {
  await browser?.close().catch(() => {});
  const clean = await stopGroup(dev);
  if (dev) check(clean && groupMembers(dev.pid).length === 0, 'SIGTERM stopped every process of `npm run dev` (no strays)');
  if (process.env.DEV_TEST_KEEP === '1') console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

function tailOfLog() {
  return existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n') : '';
}

const timer = report.guard(TIME_LIMIT_MS, cleanup, tailOfLog);

/** A fresh clone of the committed HEAD with node_modules hard-linked from this checkout (same file system) or copied. */
function makeClone() {
  execFileSync('git', ['clone', '--quiet', '--local', ROOT, clone], { stdio: 'inherit' });
  const modules = path.join(ROOT, 'node_modules');
  try {
    execFileSync('cp', ['-al', modules, path.join(clone, 'node_modules')], { stdio: 'pipe' });
  } catch {
    console.log('node_modules is on another file system than the temporary directory: copying it (slower)');
    execFileSync('cp', ['-a', modules, path.join(clone, 'node_modules')], { stdio: 'inherit' });
  }
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: clone, encoding: 'utf8' }).trim();
  const leftovers = ['.next', '.data', `public${WORKER_PATH}`].filter((p) => existsSync(path.join(clone, p)));
  check(leftovers.length === 0, `fresh clone of ${head} without a build, data or map worker`, `has ${leftovers.join(', ')}`);
}

/** `npm run dev` in the clone, in its own process group; resolves once the home page answers 200. */
async function startDev(port, contentPort) {
  const log = createWriteStream(logFile);
  dev = spawn('npm', ['run', 'dev'], {
    cwd: clone,
    env: freshEnv({ PORT: String(port), CONTENT_PORT: String(contentPort) }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  dev.stdout.pipe(log);
  dev.stderr.pipe(log);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + FIRST_PAGE_TIMEOUT_MS;
  while (Date.now() < deadline && dev.exitCode === null) {
    try {
      const response = await fetch(`${base}/`, { signal: AbortSignal.timeout(60_000) });
      await response.arrayBuffer();
      if (response.status === 200) return base;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`npm run dev did not serve / within ${FIRST_PAGE_TIMEOUT_MS / 1000} s:\n${tailOfLog()}`);
}

/** First entry link in a page's HTML. */
function firstEntryPath(html) {
  const match = html.match(/href="(\/entries\/[^"#?]+)"/);
  return match ? match[1] : null;
}

/**
 * Loads `pathname` in a new tab: 200, hydrated (the header's search says so), no console errors, no page errors,
 * no same-origin request failing, and the page does not keep reloading itself (a Fast Refresh loop). With
 * `showMap`, clicks "Show interactive map" and checks the worker and the features drawn.
 */
async function visit(base, pathname, { showMap = false } = {}) {
  const visitStarted = Date.now();
  const page = await browser.newPage();
  const problems = [];
  const workerResponses = [];
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    problems.push(`console error: ${text.slice(0, 300)}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message.slice(0, 300)}`));
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname === WORKER_PATH) workerResponses.push(response.status());
    if (url.origin === base && response.status() >= 400) problems.push(`${response.status()} for ${url.pathname}`);
  });
  page.on('requestfailed', (request) => {
    const url = new URL(request.url());
    // Requests cut short by a navigation (Next's dev tools fetching stack frames, a font) are no failures.
    if (url.origin === base && request.failure()?.errorText !== 'net::ERR_ABORTED') {
      problems.push(`${request.failure()?.errorText} for ${url.pathname}`);
    }
  });

  try {
    const response = await page.goto(base + pathname, { waitUntil: 'load', timeout: 90_000 });
    check(response?.status() === 200, `${pathname} answers 200 in Chromium`, `status ${response?.status()}`);
    await waitFor(page.locator('header .search[data-hydrated]'), 'did not hydrate within 30 s');
    if (showMap) await showInteractiveMap(page, pathname, workerResponses);
    // Quiet for a moment: a page that reloads itself (Fast Refresh answering with a full reload) shows up here.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    await page.waitForTimeout(1500);
    check(loads <= 2, `${pathname} hydrates and stays put (${loads} document load${loads === 1 ? '' : 's'})`, `${loads} loads: it keeps reloading`);
    check(problems.length === 0, `${pathname}: no console errors, page errors or failed requests (${seconds(visitStarted)})`, problems.join('; '));
  } catch (error) {
    fail(`${pathname}: ${error.message.split('\n')[0]}${problems.length ? ` (${problems.join('; ')})` : ''}`);
  } finally {
    await page.close();
  }
}

/** Waits for `locator` to be visible; on time-out, throws `message` instead of Playwright's call log. */
function waitFor(locator, message) {
  return locator.waitFor({ timeout: 30_000 }).catch(() => {
    throw new Error(message);
  });
}

/** The facade's button, then MapLibre's worker from our static path and GeoJSON features on the canvas. */
async function showInteractiveMap(page, pathname, workerResponses) {
  const button = page.getByRole('button', { name: 'Show interactive map' });
  await waitFor(page.locator('[data-hydrated]').filter({ has: button }), 'the map facade did not hydrate within 30 s');
  await button.click();
  await waitFor(page.locator('[data-map-ready]'), 'the interactive map did not load within 30 s');
  check((await page.locator('canvas.maplibregl-canvas').count()) === 1, `${pathname}: the interactive map's canvas is on the page`);
  const count = () =>
    page.evaluate(
      `document.querySelector('[data-map-ready]').maplibreMap.queryRenderedFeatures({ layers: ['wf-entry-points'] }).length`,
    );
  let features = 0;
  for (const deadline = Date.now() + 20_000; Date.now() < deadline && features === 0; ) {
    features = await count();
    if (features === 0) await page.waitForTimeout(250);
  }
  check(
    workerResponses.length > 0 && workerResponses.every((status) => status === 200),
    `${pathname}: MapLibre's worker loads from ${WORKER_PATH}`,
    `worker responses: ${JSON.stringify(workerResponses)}`,
  );
  check(features > 0, `${pathname}: the map draws the places (${features} rendered GeoJSON features)`);
}

async function main() {
  ensureChromium();
  makeClone();
  const [port, contentPort] = [await freePort(4600, 4699), await freePort(4600, 4699)];
  const devStarted = Date.now();
  const base = await startDev(port, contentPort);
  pass(`npm run dev serves / on ${base} (${seconds(devStarted)} from start to the first page, compile included)`);

  const worker = await fetch(base + WORKER_PATH);
  const workerBody = await worker.text();
  check(
    worker.status === 200 && /javascript/.test(worker.headers.get('content-type') ?? '') && workerBody.length > 10_000,
    `${WORKER_PATH} is served (copied by npm run dev)`,
    `status ${worker.status}, ${worker.headers.get('content-type')}, ${workerBody.length} bytes`,
  );
  check(existsSync(path.join(clone, '.data')), 'the embedded content service created its store in .data/');

  // Compile the routes once over HTTP first: a first compile while a tab is open can make Turbopack reload it.
  const stay = await fetch(`${base}/stay`);
  const entryPath = firstEntryPath(await stay.text());
  if (!check(Boolean(entryPath), '/stay links to entry pages')) return;
  const pages = ['/', '/stay', '/stay?tab=map', '/map', entryPath];
  for (const pathname of pages) {
    const response = await fetch(base + pathname);
    await response.arrayBuffer();
    check(response.status === 200, `GET ${pathname} → 200`, `status ${response.status}`);
  }

  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  await visit(base, '/');
  await visit(base, '/stay');
  await visit(base, '/stay?tab=map', { showMap: true });
  await visit(base, '/map', { showMap: true });
  await visit(base, entryPath);

  // Every command ran in the clone; `next dev` writes its output under the clone's own .next/dev/.
  check(existsSync(path.join(clone, '.next/dev')), "next dev wrote to the clone's .next/dev/, not this checkout's");
}

try {
  await main();
} catch (error) {
  fail(error.message);
} finally {
  await cleanup();
  clearTimeout(timer);
}
console.log(`${report.failures === 0 ? 'PASS' : 'FAIL'} dev server test: ${report.failures} failure(s) in ${seconds(started)}`);
process.exit(report.failures === 0 ? 0 : 1);
