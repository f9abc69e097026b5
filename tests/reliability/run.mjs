// `npm run test:reliability`: the reliability and security suite. Runs the production build (built
// first when there is none) against its own content store, proxy and ports, and prints a summary table.
// It does not take the build lock: run it as `flock /tmp/wf-build.lock npm run test:reliability`.
import '../../shared/require-supported-node.mjs';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEV_PRIVATE_KEY, DEV_PROJECT, DEV_TOKEN } from '../../shared/dev-values.mjs';
import { request, sleep } from './lib/http.mjs';
import { createProxy } from './lib/proxy.mjs';
import { ROOT, cleanEnv, copyBuild, freePort, npmRun, spawnLogged, startContentService, startSite, stopAll, stopChild } from './lib/procs.mjs';
import { Report } from './lib/report.mjs';
import { badUrls } from './cases/bad-urls.mjs';
import { buildHostileImport, hostileContent, HOSTILE_TAG } from './cases/hostile-content.mjs';
import { lostWrites } from './cases/lost-writes.mjs';
import { load } from './cases/load.mjs';
import { outage } from './cases/outage.mjs';
import { checkHeaders, checkHtmlAndLogs, checkStaticAssets, secretWatcher } from './cases/secrets-headers.mjs';
import { failClosed } from './cases/fail-closed.mjs';
import { floodCase } from './cases/flood.mjs';
import { forgedAddresses } from './cases/forged-addresses.mjs';
import { junkUrls } from './cases/junk-urls.mjs';
import { junkVariants } from './cases/junk-variants.mjs';
import { buildHostileHoursImport, hostileHours } from './cases/hostile-hours.mjs';
import { redirects } from './cases/redirects.mjs';
import { swarm } from './cases/swarm.mjs';
import { feedSwarm } from './cases/feed-swarm.mjs';
import { crawler } from './cases/crawler.mjs';
import { replicaFresh } from './cases/replica-fresh.mjs';
import { replicaOutage } from './cases/replica-outage.mjs';
import { sitemapKept } from './cases/sitemap-kept.mjs';
import { conditionsOutage } from './cases/conditions-outage.mjs';
import { heldServer } from './cases/held-server.mjs';
import { submitBots } from './cases/submit-bots.mjs';
import { submitOutage } from './cases/submit-outage.mjs';
import { ensureNginx, startNginx } from '../../deploy/nginx/local.mjs';

const CLIENT_TIMEOUT_MS = 1500;
const LOAD_SECONDS = Number(process.env.RELIABILITY_LOAD_SECONDS) || 60;
const SWARM_SECONDS = Number(process.env.RELIABILITY_SWARM_SECONDS) || 60;
/** How long case P holds the server, directly and again through nginx. */
const HOLD_SECONDS = Number(process.env.RELIABILITY_HOLD_SECONDS) || 60;
/** How long case O keeps the content host down: ten minutes, as long an outage as the replica must ride out. */
const OUTAGE_SECONDS = Number(process.env.RELIABILITY_OUTAGE_SECONDS) || 600;
/** How long case L's condition sources fail: a minute in the suite (600 for the ten minutes the issue names). */
const CONDITIONS_SECONDS = Number(process.env.RELIABILITY_CONDITIONS_SECONDS) || 60;
/** RELIABILITY_CASES=S,7: only these cases (their ids in the table), while working on them; all by default. */
const ONLY = new Set((process.env.RELIABILITY_CASES ?? '').split(',').map((id) => id.trim()).filter(Boolean));
const runs = (...ids) => ONLY.size === 0 || ids.some((id) => ONLY.has(id));
/** Ten minutes for the suite, plus the outage case's wait, which is the point of that case. */
const BUDGET_MS = 10 * 60_000 + (runs('O') ? OUTAGE_SECONDS * 1000 : 0) + (runs('L') ? CONDITIONS_SECONDS * 1000 : 0) + (runs('P') ? 2 * HOLD_SECONDS * 1000 : 0);
/** The host the shipped nginx serves (its server_name); any other Host is a stranger's. */
const CANONICAL_HOST = 'explorewhitefish.com';
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const log = (text) => console.log(`[reliability ${elapsed()}] ${text}`);

const work = fs.mkdtempSync('/tmp/wf-reliability-');
const logs = path.join(work, 'logs');
fs.mkdirSync(logs);
const logFile = (name) => path.join(logs, `${name}.log`);
const report = new Report();

const secrets = {
  ELEBASE_PRIVATE_KEY: DEV_PRIVATE_KEY,
  ELEBASE_TOKEN: DEV_TOKEN,
  'ELEBASE_TOKEN (Basic header)': Buffer.from(`:${DEV_TOKEN}`).toString('base64'),
  PREVIEW_SECRET: `wfprev-${randomBytes(12).toString('hex')}`,
  REVALIDATE_SECRET: `wfreval-${randomBytes(12).toString('hex')}`,
};
const watcher = secretWatcher(secrets);

async function cleanup() {
  await stopAll();
  for (const dir of ['app', 'data', 'build-data']) fs.rmSync(path.join(work, dir), { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await cleanup();
    process.exit(130);
  });
}

async function main() {
  // --- the build and a private copy of it (its caches stay ours; the shared .next is only read) -------------
  const source = process.env.RELIABILITY_SOURCE ?? ROOT; // another directory holding a build (debugging)
  if (!fs.existsSync(path.join(source, '.next/BUILD_ID'))) {
    if (source !== ROOT) throw new Error(`no build in ${source}`);
    log('no production build: building first (node scripts/build.mjs)');
    const buildPort = await freePort(4400, 4499);
    const child = await spawnLogged('build', process.execPath, ['scripts/build.mjs'], {
      env: cleanEnv({ CONTENT_PORT: String(buildPort), CONTENT_DATA_DIR: path.join(work, 'build-data') }),
      logFile: logFile('build'),
    });
    const code = await new Promise((resolve) => child.once('exit', resolve));
    if (code !== 0) throw new Error(`build failed (${code}); see ${logFile('build')}`);
  }
  const app = path.join(work, 'app');
  copyBuild(source, app);
  log(`build ${fs.readFileSync(path.join(app, '.next/BUILD_ID'), 'utf8').trim()} copied to ${app}`);

  // 6a needs no server.
  checkStaticAssets({ report, staticDir: path.join(app, '.next/static'), secrets });

  // --- content service (fresh store) behind the proxy ---------------------------------------------------------
  const dataDir = path.join(work, 'data');
  const csPort = await freePort(4400, 4499);
  const proxyPort = await freePort(4400, 4499);
  const csEnv = { CONTENT_RATE_LIMIT: '1000000' };
  const cs = { child: await startContentService({ port: csPort, dataDir, logFile: logFile('content-service'), env: csEnv }) };
  const csStart = async () => (cs.child = await startContentService({ port: csPort, dataDir, logFile: logFile('content-service'), env: csEnv }));
  const proxy = await createProxy({ port: proxyPort, upstreamPort: csPort });

  // Hostile content: export the seeded store, add entries/notices/contacts, re-import the site entry with refs.
  const exportFile = path.join(work, 'export.json');
  npmRun('content:export', [exportFile], { CONTENT_DATA_DIR: dataDir }, logFile('import'));
  const exported = JSON.parse(fs.readFileSync(exportFile, 'utf8'));
  const importFile = path.join(work, 'hostile-import.json');
  const hostile = buildHostileImport(exported, importFile);
  log(npmRun('content:import', [importFile], { CONTENT_DATA_DIR: dataDir }, logFile('import')).trim().split('\n').pop());
  const hoursImportFile = path.join(work, 'hostile-hours-import.json');
  const hoursIds = buildHostileHoursImport(hoursImportFile);
  log(npmRun('content:import', [hoursImportFile], { CONTENT_DATA_DIR: dataDir }, logFile('import')).trim().split('\n').pop());

  const siteEnv = {
    ELEBASE_HOST: proxy.url,
    FORM_RATE_LIMIT: '100000',
    // One client address drives these cases, so its limits (requests a minute, requests waiting for a render turn)
    // and its share of the content budget are raised; the flood and swarm cases run with the defaults.
    CLIENT_RATE_LIMIT: '1000000',
    RENDER_QUEUE_PER_CLIENT: '10000',
    CONTENT_BUDGET: '1000000',
    PREVIEW_SECRET: secrets.PREVIEW_SECRET,
    REVALIDATE_SECRET: secrets.REVALIDATE_SECRET,
  };
  const sitePort = await freePort(3400, 3499);
  const site = `http://127.0.0.1:${sitePort}`;
  let siteChild = await startSite({ dir: app, port: sitePort, logFile: logFile('site'), env: siteEnv });
  log(`site ${site}, content service :${csPort} behind proxy :${proxyPort}, logs in ${logs}`);

  // Entries: canonical paths from the site itself.
  const canonical = async (id) => {
    const r = await request(site, `/entries/x/${id}`, { timeout: 20_000 });
    return r.headers.location ? new URL(r.headers.location, site).pathname + new URL(r.headers.location, site).search : null;
  };
  const used = new Set(hostile.entryIds);
  const sample = exported.entries.filter((e) => ['dine', 'stay', 'shop', 'explore', 'deal', 'professional', 'meetings'].includes(e.types[0]?.id) && e.phase === 4);
  const pick = () => {
    const e = sample.find((x) => !used.has(x.id));
    used.add(e.id);
    return e.id;
  };
  const loadEntry = await canonical(pick());
  const probeEntry = await canonical(pick());
  if (!loadEntry || !probeEntry) throw new Error('sample entries have no canonical path (site not answering?)');

  // --- 1 -----------------------------------------------------------------------------------------------------
  if (runs('1')) {
    log('case 1: bad URLs');
    const countCacheFiles = () => {
      const dir = path.join(app, '.next/server/route-cache');
      return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).length : 0;
    };
    await badUrls({ site, report, entryPath: probeEntry, countCacheFiles });
  }

  // --- 2 -----------------------------------------------------------------------------------------------------
  if (runs('2')) {
    log('case 2: hostile content');
    const entryPaths = [];
    for (const [i, id] of hostile.entryIds.entries()) {
      const p = await canonical(id);
      const entry = JSON.parse(fs.readFileSync(importFile, 'utf8')).entries[i];
      entryPaths.push({ path: p ?? `/entries/x/${id}`, title: entry.title });
    }
    await hostileContent({
      site,
      report,
      previewSecret: secrets.PREVIEW_SECRET,
      entryPaths,
      pages: ['/', '/about-whitefish', '/dine', '/stay', '/events', '/here', '/deals', '/webcams', `/search?q=${HOSTILE_TAG}`],
      seeHtml: watcher.see,
    });
  }

  // --- H: hostile but valid opening hours -------------------------------------------------------------------
  if (runs('H')) {
    log('case H: hostile opening hours');
    const paths = {};
    for (const [name, entryId] of Object.entries(hoursIds)) paths[name] = (await canonical(entryId)) ?? `/entries/x/${entryId}`;
    await hostileHours({ site, report, paths });
  }

  // --- 3 -----------------------------------------------------------------------------------------------------
  if (runs('3')) {
    log('case 3: lost writes');
    await lostWrites({
      site,
      report,
      contentUrl: `http://127.0.0.1:${csPort}`,
      killAndRestart: async () => {
        await sleep(300);
        const t0 = Date.now();
        await stopChild(cs.child, 'SIGKILL');
        await sleep(1500);
        await csStart();
        return { downMs: Date.now() - t0 };
      },
    });
  }

  // --- C: a crawler walking the sitemap after a publish of everything, on a site with its default limits and a proxy
  // of its own, so every content request during the walk can be put down to who made it
  if (runs('C')) {
    log('case C: crawler after a publish of everything');
    const crawlerProxy = await createProxy({ port: await freePort(4400, 4499), upstreamPort: csPort });
    const crawlerPort = await freePort(3400, 3499);
    const crawlerSite = await startSite({ dir: app, port: crawlerPort, logFile: logFile('site-crawler'), env: { ELEBASE_HOST: crawlerProxy.url, REVALIDATE_SECRET: secrets.REVALIDATE_SECRET } });
    await crawler({ report, site: `http://127.0.0.1:${crawlerPort}`, proxy: crawlerProxy, revalidateSecret: secrets.REVALIDATE_SECRET });
    await stopChild(crawlerSite);
    await crawlerProxy.close();
  }

  // --- E: event submissions through a content-host outage (its own site: no proof needed, limits raised) ------
  if (runs('E')) {
    log('case E: event submissions through a content-host outage');
    const port = await freePort(3400, 3499);
    const child = await startSite({ dir: app, port, logFile: logFile('site-submit-outage'), env: { ...siteEnv, EVENT_SUBMIT_UNPROVEN_LIMIT: '100000' } });
    await submitOutage({
      site: `http://127.0.0.1:${port}`,
      report,
      contentUrl: `http://127.0.0.1:${csPort}`,
      stopHost: () => stopChild(cs.child),
      startHost: () => csStart(),
    });
    await stopChild(child);
  }

  // --- B: bot posts of the event form while a visitor browses (its own site, default limits) -----------------
  if (runs('B')) {
    log('case B: bot posts of the event form');
    const port = await freePort(3400, 3499);
    const child = await startSite({ dir: app, port, logFile: logFile('site-submit-bots'), env: { ELEBASE_HOST: proxy.url } });
    await submitBots({ site: `http://127.0.0.1:${port}`, report, contentUrl: `http://127.0.0.1:${csPort}` });
    await stopChild(child);
  }

  // --- M: the sitemap through a failed regeneration (its own site; it ages the shared page cache's copy) --------
  if (runs('M')) {
    log('case M: sitemap through a failed regeneration');
    await sitemapKept({ report, dir: app, logFile, env: { ELEBASE_HOST: proxy.url } });
  }

  // --- L: the live conditions' sources hang or fail (its own site and a stand-in of the agencies) ---------------
  if (runs('L')) {
    log(`case L: condition sources fail (${CONDITIONS_SECONDS} s)`);
    await conditionsOutage({ report, dir: app, logFile, env: siteEnv, seconds: CONDITIONS_SECONDS });
  }

  // --- 5 -----------------------------------------------------------------------------------------------------
  if (runs('5')) {
    log(`case 5: load (${LOAD_SECONDS} s)`);
    await load({
      site,
      report,
      sitePid: siteChild.pid,
      seconds: LOAD_SECONDS,
      paths: ['/', '/about-whitefish', '/dine', '/stay?order=a-z', '/events', '/search?q=lake', loadEntry, '/api/lists/dine', '/api/search?q=ski', '/webcams', '/map'],
    });
  }
  await stopChild(siteChild);

  // --- 4 (its own site process, client time-out 1.5 s) --------------------------------------------------------
  log('case 4: outage, slowness, 429');
  const outagePort = await freePort(3400, 3499);
  const outageSite = `http://127.0.0.1:${outagePort}`;
  // The content budget at its default here: the site's back-off after a 429 is what this case times.
  const { CONTENT_BUDGET: _raisedBudget, ...outageEnv } = siteEnv;
  siteChild = await startSite({ dir: app, port: outagePort, logFile: logFile('site-outage'), env: { ...outageEnv, ELEBASE_TIMEOUT: String(CLIENT_TIMEOUT_MS) } });
  const unique = () => `u${randomBytes(4).toString('hex')}`;
  const entryId = () => pick();
  // Entry pages never requested so far (`/entries/x/{id}` reads the entry, then redirects to its canonical path).
  const uncached = [
    ...Array.from({ length: 4 }, () => ({ path: `/entries/x/${entryId()}`, kind: 'page' })),
    { path: `/dine?search=${unique()}`, kind: 'view' },
    { path: `/search?q=${unique()}`, kind: 'view' },
    { path: `/api/lists/stay?search=${unique()}`, kind: 'api' },
    { path: `/api/search?q=${unique()}`, kind: 'api' },
  ];
  const errorViews = [];
  const limitPort = await freePort(4400, 4499);
  let limitChild = null;
  if (runs('4')) await outage({
    site: outageSite,
    report,
    clientTimeoutMs: CLIENT_TIMEOUT_MS,
    proxy,
    cached: ['/', '/about-whitefish', '/dine', '/events', '/search?q=lake', loadEntry],
    uncached,
    stopService: () => stopChild(cs.child),
    startService: csStart,
    checkHeaders: (type, res) => errorViews.push({ type, res }),
    rateLimited: {
      start: async () => {
        limitChild = await startContentService({ port: limitPort, dataDir, logFile: logFile('content-service-limited'), env: { CONTENT_RATE_LIMIT: '3', CONTENT_RATE_WINDOW: '120' } });
        const auth = { authorization: `Basic ${Buffer.from(`:${DEV_TOKEN}`).toString('base64')}` };
        let probe;
        for (let i = 0; i < 4; i++) probe = await request(`http://127.0.0.1:${limitPort}`, `/${DEV_PROJECT}/v1/entries?limit=1`, { headers: auth });
        proxy.state.upstreamPort = limitPort;
        return {
          probe,
          after: Array.from({ length: 5 }, () => `/entries/x/${entryId()}`),
          stop: async () => {
            proxy.state.upstreamPort = csPort;
            await stopChild(limitChild);
          },
        };
      },
    },
  });

  // --- 6 -----------------------------------------------------------------------------------------------------
  if (runs('6')) log('case 6: headers and secrets');
  if (runs('6')) await checkHeaders({
    report,
    site: outageSite,
    pages: [
      ['home', '/'],
      ['season home', '/home-winter'],
      ['content page', '/about-whitefish'],
      ['list', '/dine'],
      ['map', '/map'],
      ['entry', loadEntry],
      ['search', '/search?q=lake'],
      ['not found', '/no-such-page-wf'],
      ['form thanks', '/forms/contact/thanks'],
      ['form error', '/forms/contact/error?reason=busy'],
    ],
    extra: errorViews.slice(0, 2),
  });

  // --- R, F: open redirects (on the site with PREVIEW_SECRET), forged client addresses (sites of their own) ------
  if (runs('R')) {
    log('case R: open redirects');
    await redirects({ site: outageSite, report, previewSecret: secrets.PREVIEW_SECRET });
  }
  if (runs('F')) {
    log('case F: forged client addresses');
    await forgedAddresses({ report, dir: app, logFile: logFile('site-forged'), env: { ELEBASE_HOST: proxy.url } });
  }

  // --- J: 10,000 junk entry URLs, on a site of its own with the client and content limits raised (case 7's subject)
  if (runs('J')) {
    log('case J: junk entry URLs');
    const junkPort = await freePort(3400, 3499);
    const junkSite = await startSite({ dir: app, port: junkPort, logFile: logFile('site-junk'), env: siteEnv });
    await junkUrls({ site: `http://127.0.0.1:${junkPort}`, report, appDir: app, sitePid: junkSite.pid, entries: exported.entries });
    await stopChild(junkSite);
  }

  // --- 7: a site with its default limits, and a content service with its default quota on the same store ------
  if (runs('7')) {
    log('case 7: flood from one client');
    await stopChild(siteChild);
    const floodCsPort = await freePort(4400, 4499);
    const floodCs = await startContentService({ port: floodCsPort, dataDir, logFile: logFile('content-service-flood'), env: {} });
    const floodPort = await freePort(3400, 3499);
    const floodSite = await startSite({ dir: app, port: floodPort, logFile: logFile('site-flood'), env: { ELEBASE_HOST: `http://127.0.0.1:${floodCsPort}` } });
    await floodCase({ report, site: `http://127.0.0.1:${floodPort}`, sitePid: floodSite.pid, contentLogFile: logFile('content-service-flood'), entryIds: Array.from({ length: 12 }, () => pick()) });
    await stopChild(floodSite);
    await stopChild(floodCs);
  }

  // --- S: a swarm through the shipped nginx; a site with its default limits, a content service with its default
  // quota (a fresh one: case 7 spent part of the other's window)
  if (runs('S')) {
    log(`case S: swarm (${SWARM_SECONDS} s)`);
    if (!ensureNginx()) throw new Error('nginx is needed for the swarm case');
    const swarmCsPort = await freePort(4400, 4499);
    const swarmCs = await startContentService({ port: swarmCsPort, dataDir, logFile: logFile('content-service-swarm'), env: {} });
    // A proxy of its own, so every content request during the swarm can be put down to who made it.
    const swarmProxy = await createProxy({ port: await freePort(4400, 4499), upstreamPort: swarmCsPort });
    const swarmPort = await freePort(3400, 3499);
    const swarmSite = await startSite({
      dir: app,
      port: swarmPort,
      logFile: logFile('site-swarm'),
      env: { ELEBASE_HOST: swarmProxy.url, TRUSTED_PROXY_HOPS: '1' },
    });
    const nginx = await startNginx({ listenPort: await freePort(8400, 8499), upstreamPorts: [swarmPort] });
    try {
      await swarm({
        report,
        origin: nginx.url,
        canonicalHost: CANONICAL_HOST,
        appDir: app,
        nginxCacheDir: path.join(nginx.dir, 'cache'),
        contentUrl: `http://127.0.0.1:${swarmCsPort}`,
        contentLogFile: logFile('content-service-swarm'),
        proxy: swarmProxy,
        entries: exported.entries.filter((e) => e.phase === 4),
        entryPath: loadEntry,
        seconds: SWARM_SECONDS,
        sitePid: swarmSite.pid,
      });
    } finally {
      await nginx.stop();
    }
    await stopChild(swarmSite);
    await stopChild(swarmCs);
    await swarmProxy.close();
  }

  // --- P: one client tries to hold the server: sites of their own with their default limits, nginx in front of the
  // second
  if (runs('P')) {
    log(`case P: one client holds the server (${HOLD_SECONDS} s direct, ${HOLD_SECONDS} s through nginx)`);
    if (!ensureNginx()) throw new Error('nginx is needed for the held-server case');
    const holdEnv = { ELEBASE_HOST: proxy.url, REVALIDATE_SECRET: secrets.REVALIDATE_SECRET };
    const serve = async (name, env, withNginx) => {
      const port = await freePort(3400, 3499);
      const child = await startSite({ dir: app, port, logFile: logFile(name), env });
      const nginx = withNginx ? await startNginx({ listenPort: await freePort(8400, 8499), upstreamPorts: [port] }) : null;
      const stop = async () => {
        await nginx?.stop();
        await stopChild(child);
      };
      return { origin: nginx?.url ?? `http://127.0.0.1:${port}`, pid: child.pid, stop };
    };
    await heldServer({
      report,
      direct: () => serve('site-held', holdEnv, false),
      behindNginx: () => serve('site-held-nginx', { ...holdEnv, TRUSTED_PROXY_HOPS: '1' }, true),
      host: CANONICAL_HOST,
      entryPath: loadEntry,
      revalidateSecret: secrets.REVALIDATE_SECRET,
      seconds: HOLD_SECONDS,
    });
  }

  // --- A: the open feed (/api/v1/, /mcp) under a swarm of hostile calls; default limits, a proxy counting content reads
  if (runs('A')) {
    log(`case A: open feed swarm (${SWARM_SECONDS} s)`);
    const feedCsPort = await freePort(4400, 4499);
    const feedCs = await startContentService({ port: feedCsPort, dataDir, logFile: logFile('content-service-feed'), env: {} });
    const feedProxy = await createProxy({ port: await freePort(4400, 4499), upstreamPort: feedCsPort });
    const feedPort = await freePort(3400, 3499);
    const feedSite = await startSite({ dir: app, port: feedPort, logFile: logFile('site-feed'), env: { ELEBASE_HOST: feedProxy.url } });
    await feedSwarm({
      report,
      site: `http://127.0.0.1:${feedPort}`,
      proxy: feedProxy,
      entryIds: exported.entries.filter((e) => e.phase === 4).map((e) => e.id),
      entryPath: loadEntry,
      seconds: SWARM_SECONDS,
    });
    await stopChild(feedSite);
    await stopChild(feedCs);
    await feedProxy.close();
  }

  // --- O: the content host down for OUTAGE_SECONDS under two instances sharing one Redis; a publish after it --------
  if (runs('O')) {
    log(`case O: content host down ${OUTAGE_SECONDS} s, two instances`);
    await replicaOutage({
      report,
      dir: app,
      logFile,
      dataDir,
      work,
      revalidateSecret: secrets.REVALIDATE_SECRET,
      seconds: OUTAGE_SECONDS,
      entries: exported.entries,
      entryId: pick(),
      tripIds: [pick(), pick()],
    });
  }

  // --- W: what the replica learns without the webhook, on every page in time (one instance, then two on Redis) --
  if (runs('W')) {
    log('case W: replica changes without the webhook, one instance and two');
    await replicaFresh({ report, dir: app, work, logFile });
  }

  // --- V: junk query variants of real pages through the shipped nginx (the main site's raised limits) ---------
  if (runs('V')) {
    log('case V: junk query variants through nginx');
    if (!ensureNginx()) throw new Error('nginx is needed for the junk variants case');
    const variantsPort = await freePort(3400, 3499);
    const variantsSite = await startSite({ dir: app, port: variantsPort, logFile: logFile('site-variants'), env: { ...siteEnv, TRUSTED_PROXY_HOPS: '1' } });
    const nginx = await startNginx({ listenPort: await freePort(8400, 8499), upstreamPorts: [variantsPort] });
    try {
      await junkVariants({ report, origin: nginx.url, nginxCacheDir: path.join(nginx.dir, 'cache'), entryPath: loadEntry });
    } finally {
      await nginx.stop();
    }
    await stopChild(variantsSite);
  }

  // --- 8 -----------------------------------------------------------------------------------------------------
  if (runs('8')) {
    log('case 8: fail closed');
    await failClosed({ report });
  }
  await stopAll();
  await proxy.close();
  checkHtmlAndLogs({ report, watcher, logFiles: fs.readdirSync(logs).map((f) => path.join(logs, f)), secrets });
}

let crashed = null;
try {
  await main();
} catch (error) {
  crashed = error;
}
await cleanup();
const total = Date.now() - started;
const timing = report.section('T', `Whole suite within ${BUDGET_MS / 60_000} minutes`);
timing.check(total <= BUDGET_MS, `suite slower than ${BUDGET_MS / 60_000} minutes`, `${(total / 1000).toFixed(0)} s`);
timing.done();
timing.section.ms = total;
if (crashed) {
  const s = report.section('!', 'Suite error');
  s.check(false, 'the suite stopped early', crashed.stack?.split('\n').slice(0, 4).join(' | '));
  s.done();
}
console.log(`\n${report.table()}\n`);
const details = report.details();
if (details) console.log(`${details}\n`);
fs.writeFileSync(path.join(work, 'summary.txt'), `${report.table()}\n\n${details}\n`);
console.log(`Logs and summary: ${work}`);
process.exit(report.failed > 0 ? 1 : 0);
