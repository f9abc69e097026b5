// `npm run bench`: the performance suite (its targets, and the list views' method) against a
// production build on loopback. Starts what it needs (content service, the site's server, nginx with the shipped cache
// config, a static nginx of the same HTML bytes), stops it all at the end (also on failure or Ctrl-C), prints one
// table, writes tests/bench/results/latest.json.
// Lighthouse figures are medians of three runs; before each measurement the machine's load is sampled and a
// measurement that started on a busy machine is marked BUSY (docs/performance.md#machine-load).
//
// It uses `.next/` (and builds when there is none) but takes no lock itself: run it as
//   flock /tmp/wf-build.lock npm run bench
// Ports: site 3300–3399, content services 4300–4399, nginx 8300–8399. BENCH_QUICK=1 shortens every run (smoke test);
// BENCH_NGINX_CONF=file benches another nginx config than deploy/nginx/whitefish.conf; BENCH_KEEP_TMP=1 keeps logs.
//
// `--only js` (`npm run bench -- --only js`) runs only section 3, first-visit JS by page kind against the floor (a
// bare Next app it generates and builds with `next build`, so it too needs the lock) and a first visit's background
// transfer with and without the service worker, and writes tests/bench/results/js-latest.json:
//   flock /tmp/wf-build.lock node tests/bench/run.mjs --only js
// `--only lists` runs only section 1b, list views beside a content page (about 5 min), and writes
// tests/bench/results/lists-latest.json. `--only lighthouse` runs only section 2, Lighthouse on every page type (about
// 10 min; lighthouse-latest.json); `--only taps` only section 6, a phone's first taps on each page kind and how long
// each takes to answer (about 5 min; taps-latest.json); `--only memory` only section 5, `npm start` and the site's
// memory under load (about 2 min; memory-latest.json, from the checkout's own `.next/`).
import '../../shared/require-supported-node.mjs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { importLarge, queriesFor, timeListRender, timeQueries } from './lib/content-scale.mjs';
import { compareWithFloor } from './lib/js.mjs';
import { entryLinks, jsSection, measureFloor, measureOurPages, startFloor } from './lib/js-section.mjs';
import { MEDIAN_METRICS, lighthouseMedian } from './lib/lighthouse.mjs';
import { medianOf } from '../../scripts/lib/bench-stats.mjs';
import { measureTaps } from './lib/taps.mjs';
import { pageKinds } from '../../scripts/lib/page-kinds.mjs';
import { measureListViews } from './lib/list-views.mjs';
import { sampleMachine } from '../../scripts/lib/machine-busy.mjs';
import { CHROMIUM_PATH as CHROMIUM } from '../../scripts/lib/chromium.mjs';
import { measure } from './lib/load.mjs';
import { NGINX_BIN, SHIPPED_CONF, nginxVersion, rewriteShippedConfig, startNginx, staticConfig } from './lib/nginx.mjs';
import { freePort, installSignalHandlers, onCleanup, runToEnd, stopAll, stopProcess } from './lib/proc.mjs';
import { ROOT, clearRuntimeCache, hasBuild, snapshotBuild, startContentService, startNext } from './lib/stack.mjs';
import { memoryUnderLoad, timeNpmStart } from './lib/startup.mjs';
import { printJsTable, printLighthouseTable, printListsTable, printMemoryTable, printTable, printTapsTable } from './lib/table.mjs';
import { countingUpstream, replicaSection } from './lib/replica-section.mjs';
import { printReplicaTable } from './lib/replica-table.mjs';

const QUICK = process.env.BENCH_QUICK === '1';
const onlyAt = process.argv.indexOf('--only');
const ONLY = onlyAt >= 0 ? process.argv[onlyAt + 1] : null;
const SECTIONS_ALONE = ['js', 'lists', 'lighthouse', 'taps', 'replica', 'memory'];
if (ONLY !== null && !SECTIONS_ALONE.includes(ONLY)) {
  console.error(`--only ${ONLY ?? ''}: the sections that run alone are ${SECTIONS_ALONE.join(', ')}`);
  process.exit(2);
}
const LOAD_SECONDS = QUICK ? 2 : 10;
const MEMORY_SECONDS = QUICK ? 5 : 60;
const GENERATED = 10_000;
/** The replica section's store: 100,000 generated entries, imported in parts of 10,000. */
const REPLICA_ENTRIES = QUICK ? 10_000 : 100_000;
const QUERY_COUNT = QUICK ? 30 : 200;
const LIGHTHOUSE_RUNS = QUICK ? 1 : 3;
/** Section 2 audits the floor app again after this many pages. */
const FLOOR_EVERY = 5;
const LIST_ROUNDS = QUICK ? 1 : 5;
const LIST_SECONDS = QUICK ? 2 : 5;
const TAP_RUNS = QUICK ? 1 : 3;
/** How long the bench waits at its start for the machine to be idle (the 1-minute load falls slowly). */
const SETTLE_MS = QUICK || ONLY === 'js' ? 0 : 120_000; // byte counts do not depend on load

const startedAt = new Date();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wf-bench-'));
onCleanup(() => (process.env.BENCH_KEEP_TMP ? null : fs.rmSync(tmp, { recursive: true, force: true })));
installSignalHandlers();

const log = (msg) => console.log(`[bench ${((performance.now() / 1000) | 0).toString().padStart(3)}s] ${msg}`);

function versionOf(pkg) {
  try {
    return JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')).version;
  } catch {
    return null;
  }
}

function gitHead() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

function requireTools() {
  const missing = [];
  if (!fs.existsSync(CHROMIUM)) missing.push(`Chromium at ${CHROMIUM} (apt-get install -y chromium)`);
  if (!ONLY && !nginxVersion()) missing.push(`nginx (${NGINX_BIN}; apt-get install -y nginx-light)`);
  if (missing.length) throw new Error(`the bench needs: ${missing.join(', ')}`);
}

/** 1b. list views beside a prerendered content page, alternating rounds, medians. */
async function listViews(origin) {
  log(`1b. list views vs /about-whitefish: ${LIST_ROUNDS} rounds × ${LIST_SECONDS} s × 50 connections`);
  const lists = await measureListViews(origin, { rounds: LIST_ROUNDS, seconds: LIST_SECONDS, log });
  for (const row of lists.rows) {
    log(`   ${row.path}: ${row.rps}/s p99 ${row.p99} ms ×${row.ratio}${row.non2xx ? ` non-2xx ${row.non2xx}` : ''}${row.busy ? ' BUSY' : ''}`);
  }
  return lists;
}

/**
 * Section 2's pages: one of each page type (scripts/lib/page-kinds.mjs) and a list's map tab (MapLibre on the page).
 * The 404 page is audited despite its status (Lighthouse otherwise stops: "unable to reliably load").
 */
async function lighthousePages(origin) {
  const { kinds, variants } = await pageKinds(async (p) => (await fetch(`${origin}${p}`)).text());
  const pages = Object.entries(kinds).map(([name, p]) => ({ name, path: p, ignoreStatusCode: name === '404' }));
  return [...pages, { name: 'list map tab', path: variants['list map tab'] }];
}

/**
 * 2. Lighthouse, mobile defaults, median of LIGHTHOUSE_RUNS runs per page: the floor app (a bare Next page, started
 * by the caller) between the page types; the pages are judged against the floor's figures of the same run.
 */
async function lighthouseSection(origin, floorOrigin) {
  const pages = await lighthousePages(origin);
  log(`2. Lighthouse (mobile defaults), median of ${LIGHTHOUSE_RUNS} runs per page: the floor app and ${pages.length} pages`);
  const lhDir = path.join(tmp, 'lighthouse');
  fs.mkdirSync(lhDir, { recursive: true });
  const audit = async (name, url, ignoreStatusCode) => {
    const r = await lighthouseMedian(url, { dir: lhDir, name: name.replace(/\W+/g, '-'), runs: LIGHTHOUSE_RUNS, ignoreStatusCode, log });
    delete r.report;
    log(`   ${name} (median; report of run ${r.keptRun}): perf ${r.performance} a11y ${r.accessibility} bp ${r.bestPractices} seo ${r.seo} LCP ${r.lcpMs} (first update at ${r.firstUpdateMs}, painted at ${r.observedLcpMs}) CLS ${r.cls} TBT ${r.tbtMs}`);
    return r;
  };
  // The floor runs first, after every FLOOR_EVERY pages and last, and its figures are medians over all its runs:
  // the machine's load moves over the section's minutes, and one early floor would judge later pages on another load.
  const floorRuns = [];
  let floor = null;
  const auditFloor = async () => {
    const r = await audit(`floor ${floorRuns.length / LIGHTHOUSE_RUNS + 1}`, `${floorOrigin}/`, false);
    floorRuns.push(...r.runs);
    floor ??= r;
  };
  const rows = [];
  await auditFloor();
  for (const [i, page] of pages.entries()) {
    rows.push({ name: page.name, path: page.path, ...(await audit(page.name, `${origin}${page.path}`, page.ignoreStatusCode)) });
    if ((i + 1) % FLOOR_EVERY === 0 || i === pages.length - 1) await auditFloor();
  }
  const floorMedians = { ...medianOf(floorRuns, MEDIAN_METRICS), runCount: floorRuns.length, busy: floorRuns.some((r) => r.machineBefore.busy), runs: floorRuns };
  log(`   floor over ${floorRuns.length} runs: perf ${floorMedians.performance} TBT ${floorMedians.tbtMs} ms`);
  return { floor: { name: 'floor', path: '/', ...floor, ...floorMedians }, pages: rows };
}

/** Section 2 alone: the floor app built and started for it, stopped after. */
async function lighthouseWithFloor(origin, buildDir) {
  const floorApp = await startFloor({ buildDir, tmp, log });
  try {
    return await lighthouseSection(origin, floorApp.origin);
  } finally {
    await floorApp.stop();
  }
}

/** Section 1's pages: home, two lists, the first entry of /stay, a list's map tab. */
async function loadPages(origin) {
  const [entryPath] = await entryLinks(origin, '/stay');
  if (!entryPath) throw new Error('no entry link on /stay');
  return [
    { name: 'home', path: '/' },
    { name: 'stay', path: '/stay' },
    { name: 'events', path: '/events' },
    { name: 'entry', path: entryPath },
    { name: 'stay map', path: '/stay?tab=map' },
  ];
}

/** 5. `npm start` from the built checkout: ready time, fresh and with a store, then RSS under a mixed load. */
async function startSection(paths, before = async () => {}) {
  await before(); // the seed stack, when it has done its part, stops first: it would load the machine meanwhile
  log(`5. npm start: ready time and memory under a ${MEMORY_SECONDS} s load`);
  const startPort = await freePort(3300, 3399);
  const startContent = await freePort(4300, 4399);
  const startData = path.join(tmp, 'data-start');
  const machineBefore = await sampleMachine();
  const fresh = await timeNpmStart({ port: startPort, contentPort: startContent, dataDir: startData, logFile: path.join(tmp, 'npm-start-1.log') });
  await stopProcess(fresh.child);
  const probeLog = path.join(tmp, 'memory-probe.jsonl');
  const warm = await timeNpmStart({ port: startPort, contentPort: startContent, dataDir: startData, logFile: path.join(tmp, 'npm-start-2.log'), probeLog });
  const memory = await memoryUnderLoad({ child: warm.child, origin: warm.origin, paths, seconds: MEMORY_SECONDS, probeLog });
  await stopProcess(warm.child);
  return { machineBefore, freshStoreReadyMs: fresh.readyMs, readyMs: warm.readyMs, memory: { ...memory, seconds: MEMORY_SECONDS } };
}

/** The seed store as an export file's contents (what the scale sections generate from). */
async function exportSeed(seedService) {
  const seedExport = path.join(tmp, 'seed-export.json');
  await runToEnd('npm', ['run', '-s', 'content:export', '--', seedExport], {
    cwd: ROOT,
    env: { ...process.env, CONTENT_DATA_DIR: seedService.dataDir },
    logFile: path.join(tmp, 'export.log'),
  });
  return JSON.parse(fs.readFileSync(seedExport, 'utf8'));
}

/** 7. The replica at the seed size and at REPLICA_ENTRIES (tests/bench/lib/replica-section.mjs). */
async function replica(next, seedService) {
  const seed = await exportSeed(seedService);
  const site = path.join(tmp, 'site');
  const secret = `bench-${process.pid}`;
  return replicaSection({ next, seedService, seed, pages: await loadPages(next.origin), site, tmp, count: REPLICA_ENTRIES, part: 10_000, secret, loadSeconds: LOAD_SECONDS, log });
}

/** 6. A phone's first taps on every page kind: median interaction per control (tests/bench/lib/taps.mjs). */
async function tapsSection(origin) {
  log(`6. phone taps: each control ${TAP_RUNS}× about 1 s after load (390×844, touch, CPU 4×, 1.6 Mbps / 150 ms)`);
  const { kinds } = await pageKinds(async (p) => (await fetch(`${origin}${p}`)).text());
  return measureTaps({ origin, kinds, runs: TAP_RUNS, log });
}

async function main() {
  requireTools();
  const results = { machine: {}, machineAtStart: await settle(), targets: [], sections: {} };

  // 0. a production build, snapshotted so run-time cache writes stay out of the shared .next/
  if (!hasBuild()) {
    log('no production build: building (node scripts/build.mjs)');
    const contentPort = await freePort(4300, 4399);
    await runToEnd(process.execPath, ['scripts/build.mjs'], {
      cwd: ROOT,
      env: { ...process.env, CONTENT_PORT: String(contentPort), CONTENT_DATA_DIR: path.join(tmp, 'build-data'), NEXT_TELEMETRY_DISABLED: '1' },
      logFile: path.join(tmp, 'build.log'),
    });
  }
  const site = snapshotBuild(path.join(tmp, 'site'));
  const buildId = fs.readFileSync(path.join(site, '.next/BUILD_ID'), 'utf8').trim();
  log(`build ${buildId} snapshotted to ${site}`);

  // the seed-size stack
  const seedService = await startContentService({
    port: await freePort(4300, 4399),
    dataDir: path.join(tmp, 'data-seed'),
    logFile: path.join(tmp, 'content-seed.log'),
  });
  let next = await startNext({ dir: site, port: await freePort(3300, 3399), contentHost: seedService.host, logFile: path.join(tmp, 'next-seed.log') });
  log(`content service ${seedService.host}, site (server/main.ts) ${next.origin}`);

  // A section run alone: its figures, its own table and results file.
  const alone = {
    js: { file: 'js-latest.json', print: printJsTable, run: () => jsSection({ origin: next.origin, buildDir: path.join(site, '.next'), tmp, log }) },
    lists: { file: 'lists-latest.json', print: printListsTable, run: () => listViews(next.origin) },
    lighthouse: { file: 'lighthouse-latest.json', print: printLighthouseTable, run: () => lighthouseWithFloor(next.origin, path.join(site, '.next')) },
    taps: { file: 'taps-latest.json', print: printTapsTable, run: () => tapsSection(next.origin) },
    replica: { file: 'replica-latest.json', print: printReplicaTable, run: () => replica(next, seedService) },
    memory: { file: 'memory-latest.json', print: printMemoryTable, run: async () => startSection((await loadPages(next.origin)).map((p) => p.path), () => Promise.all([next.stop(), seedService.stop()])) },
  }[ONLY];
  if (alone) {
    results.sections[ONLY] = await alone.run();
    await next.stop();
    await seedService.stop();
    results.machine = machine(buildId);
    results.targets = alone.print(results);
    writeResults(results, alone.file);
    return;
  }

  const pages = await loadPages(next.origin);

  // saved HTML bytes for the static reference
  const staticDir = path.join(tmp, 'nginx-static');
  fs.mkdirSync(path.join(staticDir, 'html'), { recursive: true });
  const files = {};
  for (const [i, page] of pages.entries()) {
    const response = await fetch(`${next.origin}${page.path}`);
    if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
    fs.writeFileSync(path.join(staticDir, 'html', `p${i}.html`), Buffer.from(await response.arrayBuffer()));
    files[page.path] = `p${i}.html`;
  }
  const staticPort = await freePort(8300, 8399);
  const staticNginx = await startNginx({ dir: staticDir, conf: staticConfig({ listenPort: staticPort, dir: staticDir, files }), port: staticPort });

  const shippedPath = path.resolve(ROOT, process.env.BENCH_NGINX_CONF || SHIPPED_CONF);
  let cacheNginx = null;
  let cacheNote = null;
  if (fs.existsSync(shippedPath)) {
    const cacheDir = path.join(tmp, 'nginx-cache');
    const cachePort = await freePort(8300, 8399);
    const { conf, notes } = rewriteShippedConfig(fs.readFileSync(shippedPath, 'utf8'), { sitePort: next.port, listenPort: cachePort, dir: cacheDir });
    fs.mkdirSync(path.join(cacheDir, 'cache'), { recursive: true });
    try {
      cacheNginx = await startNginx({ dir: cacheDir, conf, port: cachePort });
      cacheNote = notes.join('; ') || null;
    } catch (error) {
      cacheNote = `shipped config did not start: ${`${error.stderr ?? error.message}`.trim().split('\n')[0]}`;
    }
  } else {
    cacheNote = `${SHIPPED_CONF} not found: column (b) not measured`;
  }
  if (cacheNote) log(`nginx cache: ${cacheNote}`);

  // 1. throughput and latency
  log(`1. autocannon ${LOAD_SECONDS} s × 50 connections per page and target`);
  const load = [];
  for (const page of pages) {
    const row = { name: page.name, path: page.path };
    const counted = await countingUpstream(path.join(tmp, 'content-seed.log'), () => measure(`${next.origin}${page.path}`, { duration: LOAD_SECONDS }));
    row.next = { ...counted.result, upstream: counted.upstream };
    if (cacheNginx) {
      row.nginxCache = await measure(`${cacheNginx.origin}${page.path}`, { duration: LOAD_SECONDS });
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await fetch(`${cacheNginx.origin}${page.path}`)).headers.get('x-cache-status') ?? '-');
      row.cacheStatus = statuses.join(',');
    }
    row.static = await measure(`${staticNginx.origin}${page.path}`, { duration: LOAD_SECONDS });
    row.aOverC = Math.round((row.next.rps / row.static.rps) * 1000) / 1000;
    row.bOverC = row.nginxCache ? Math.round((row.nginxCache.rps / row.static.rps) * 1000) / 1000 : null;
    log(`   ${page.name}: next ${row.next.rps}/s, cache ${row.nginxCache?.rps ?? '-'}/s (${row.cacheStatus ?? '-'}), static ${row.static.rps}/s`);
    load.push(row);
  }
  const upstream = load.reduce((n, row) => n + row.next.upstream, 0);
  const visitorRequests = load.reduce((n, row) => n + row.next.requests + row.next.warmRequests, 0);
  results.sections.load = { seconds: LOAD_SECONDS, connections: 50, cacheNote, rows: load, upstream, upstreamPerThousand: Math.round((upstream / visitorRequests) * 1e6) / 1e3 };
  await cacheNginx?.stop();
  await staticNginx.stop();

  results.sections.lists = await listViews(next.origin);

  // 3. first-visit JS of our pages (before Lighthouse: the same fresh server). The floor app is built before
  // Lighthouse (its build would load the machine while Lighthouse times the pages) and measured by both sections.
  log('3. first-visit JavaScript in Chromium');
  const ourJs = await measureOurPages({ origin: next.origin, log });
  const floorApp = await startFloor({ buildDir: path.join(site, '.next'), tmp, log });

  // 2. Lighthouse, the floor app and our pages
  results.sections.lighthouse = await lighthouseSection(next.origin, floorApp.origin);

  // 6. a phone's first taps
  results.sections.taps = await tapsSection(next.origin);

  log('3. first-visit JavaScript: the floor app');
  results.sections.js = { ...compareWithFloor(await measureFloor({ buildDir: path.join(site, '.next'), tmp, log, app: floorApp }), ourJs), background: ourJs.background, machineBefore: ourJs.machineBefore };
  await floorApp.stop();

  // 4. content at scale
  log('4. content at scale: seed size');
  const seed = await exportSeed(seedService);
  const queries = queriesFor(seed);
  const scale = { seedEntries: seed.entries.length, generated: GENERATED };
  scale.seedQueries = await timeQueries(seedService.host, queries, QUERY_COUNT);
  scale.seedRender = await timeListRender(next.origin, { salt: '' });
  await next.stop();
  await seedService.stop();

  log(`4. content at scale: ${GENERATED} generated entries`);
  const largeData = path.join(tmp, 'data-large');
  scale.import = await importLarge({ seed, count: GENERATED, dir: tmp, dataDir: largeData });
  const largeService = await startContentService({ port: await freePort(4300, 4399), dataDir: largeData, logFile: path.join(tmp, 'content-large.log'), seed: 'none' });
  scale.largeQueries = await timeQueries(largeService.host, queries, QUERY_COUNT);
  clearRuntimeCache(site);
  next = await startNext({ dir: site, port: await freePort(3300, 3399), contentHost: largeService.host, logFile: path.join(tmp, 'next-large.log') });
  scale.largeRender = await timeListRender(next.origin, { salt: '' });
  await next.stop();
  await largeService.stop();
  results.sections.scale = scale;

  results.sections.start = await startSection(pages.map((p) => p.path));

  results.machine = machine(buildId);
  results.targets = printTable(results);
  writeResults(results, 'latest.json');
}

/** The machine sample before the bench starts anything, after waiting up to SETTLE_MS for it to be idle. */
async function settle() {
  const until = Date.now() + SETTLE_MS;
  for (;;) {
    const sample = await sampleMachine({ atStart: true });
    log(`machine at start: load ${sample.load.join(' ')}, CPU idle ${sample.idlePct}%${sample.busy ? ` — busy (${sample.reasons.join(', ')})` : ''}`);
    if (!sample.busy || Date.now() >= until) return sample;
    await new Promise((resolve) => setTimeout(resolve, 9000));
  }
}

function machine(buildId) {
  const mem = os.totalmem();
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    memoryGb: Math.round((mem / 1073741824) * 10) / 10,
    platform: `${os.type()} ${os.release()}`,
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
    node: process.version,
    next: versionOf('next'),
    react: versionOf('react'),
    chromium: chromiumVersion(),
    lighthouse: versionOf('lighthouse'),
    autocannon: versionOf('autocannon'),
    nginx: nginxVersion(),
    buildId,
    gitHead: gitHead(),
    date: startedAt.toISOString(),
    durationS: Math.round((Date.now() - startedAt.getTime()) / 1000),
    quick: QUICK,
    only: ONLY,
  };
}

function writeResults(results, name) {
  const out = path.join(ROOT, 'tests/bench/results', name);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nwrote ${path.relative(process.cwd(), out)} (${results.machine.durationS} s)`);
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(`\nbench failed: ${error.stack ?? error.message}`);
  exitCode = 1;
} finally {
  await stopAll();
}
process.exit(exitCode);
