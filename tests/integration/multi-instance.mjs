// `npm run test:integration`: two site instances (`server/main.ts`, the server `npm start` runs) share one Redis cache (docs/operations.md#several-instances).
// Through the shipped nginx it also checks request shapes a client writes freely: an unknown Host is refused, no
// header adds a cache entry, router (RSC) requests and their redirects are never stored, and requests that bypass
// the cache (methods, Authorization, draft cookies, router requests) are limited per client.
//
// Starts Debian's redis-server (installed with apt-get when missing) and the embedded content service on free
// loopback ports with a fresh store, builds the site with REDIS_URL set, starts instances A and B, and checks that
// the shipped nginx config caches public pages (and only those), that an entry page rendered by A is served from
// the shared cache by B, that a content change stays invisible until a publish, and that `POST /api/revalidate`
// on A makes B serve the new title, and that an editor's approval of a submitted event at A's /review is on both
// instances' /events, entry page, /events.ics and sitemap within 5 s (./submission-approval.mjs). Last, with Redis
// stopped, both instances keep serving (in-memory fallback).
// Prints PASS/FAIL lines; exits 1 on any failure.
//
// The build writes .next/ (shared with every other build of this checkout): hold whatever lock your machine uses
// for builds for the whole run. INTEGRATION_SKIP_BUILD=1 reuses the existing build of this checkout instead
// (the server reads next.config.ts again, so REDIS_URL at run time is enough to turn the shared cache on).
import '../../shared/require-supported-node.mjs';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../scripts/build.mjs';
import { ROOT, run, startContentService } from '../../scripts/lib/processes.mjs';
import { ensureRedisServer, freePort, redisCommand, startRedis } from '../../scripts/lib/redis.mjs';
import { ensureNginx, startNginx } from '../../deploy/nginx/local.mjs';
import { sendFrom } from '../fixtures/loopback-client.mjs';
import { reporter } from './report.mjs';
import { approvalReachesBoth } from './submission-approval.mjs';
import { integrationWorkspace, startServeInstance } from './serve-instance.mjs';

const started = Date.now();
const TIME_LIMIT_MS = Number(process.env.INTEGRATION_TIME_LIMIT_MS || 600_000);
const REVALIDATE_ROUTE = path.join(ROOT, 'app/api/revalidate/route.ts');
const SECRET = `integration-${process.pid}-${Date.now()}`;
const CACHE_PREFIX = 'whitefish-integration:';
const CLIENT_LIMIT = 20;

const workspace = integrationWorkspace('wf-integration-');
const { work, processes } = workspace;
let redis;
let nginx;

const report = reporter();
const { pass, fail, check } = report;

async function cleanup() {
  await nginx?.stop();
  await workspace.stopProcesses();
  await redis?.stop();
  workspace.remove();
}

const timer = report.guard(TIME_LIMIT_MS, cleanup);

const startInstance = (name, port, env) => startServeInstance({ name, port, env, work, processes });

function h1(html) {
  const match = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/);
  return match ? match[1].replace(/<[^>]+>/g, '').trim() : null;
}

/** GET that follows redirects itself, so the result names the path it ended on. */
async function getPage(instance, pathname) {
  let current = pathname;
  let response;
  for (let hop = 0; hop < 5; hop += 1) {
    response = await fetch(instance.base + current, { redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status > 399 || !location) break;
    await response.arrayBuffer();
    current = new URL(location, instance.base).pathname;
  }
  const html = await response.text();
  return {
    status: response.status,
    url: current,
    cache: response.headers.get('x-nextjs-cache'),
    control: response.headers.get('cache-control'),
    title: h1(html),
  };
}

async function main() {
  if (!ensureRedisServer()) {
    fail('redis-server is not available (see above)');
    return;
  }
  const hasRevalidateRoute = existsSync(REVALIDATE_ROUTE);
  if (!hasRevalidateRoute) fail(`${path.relative(ROOT, REVALIDATE_ROUTE)} is missing: the revalidation steps are skipped`);

  redis = await startRedis();
  pass(`redis-server answers on ${redis.url}`);

  const contentPort = await freePort();
  const contentEnv = {
    ...process.env,
    CONTENT_PORT: String(contentPort),
    CONTENT_DATA_DIR: path.join(work, 'content'),
    CONTENT_SEED: 'sample',
    CONTENT_RATE_LIMIT: '100000',
  };
  const service = await startContentService(contentEnv);
  processes.push(service.child);
  const elebaseHost = `http://127.0.0.1:${contentPort}`;

  const siteEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
    ELEBASE_HOST: elebaseHost,
    REDIS_URL: redis.url,
    CACHE_PREFIX,
    REVALIDATE_SECRET: SECRET,
    PREVIEW_SECRET: `preview-${SECRET}`,
    CLIENT_RATE_LIMIT: String(CLIENT_LIMIT),
    INSTANCES: '2',
  };

  if (process.env.INTEGRATION_SKIP_BUILD !== '1') {
    const buildStarted = Date.now();
    await build(siteEnv);
    pass(`next build with REDIS_URL set (${((Date.now() - buildStarted) / 1000).toFixed(1)} s)`);
    const config = JSON.parse(readFileSync(path.join(ROOT, '.next/required-server-files.json'), 'utf8')).config;
    check(
      String(config.cacheHandler).endsWith('cache-handler.mjs') && config.cacheMaxMemorySize === 0,
      'the build is configured with cache-handler.mjs and cacheMaxMemorySize 0',
    );
  } else {
    // The server reads next.config.ts again, so REDIS_URL at run time turns the handler on for any build.
    pass('reusing the existing build (INTEGRATION_SKIP_BUILD=1)');
  }

  const [portA, portB] = [await freePort(), await freePort()];
  const [a, b] = await Promise.all([
    startInstance('A', portA, siteEnv),
    startInstance('B', portB, siteEnv),
  ]);
  pass(`instances A (${a.base}) and B (${b.base}) started`);

  await limitsShared(a, b);

  if (ensureNginx()) await throughNginx([portA, portB]);
  else fail('nginx is not available (see above)');

  await approvalReachesBoth(a, b, elebaseHost, report);

  // An entry with a plain title (no HTML entities to decode) from the store the service reads.
  const exportFile = path.join(work, 'export.json');
  await run('npm', ['run', '--silent', 'content:export', '--', exportFile], { env: contentEnv, stdio: 'ignore' });
  const data = JSON.parse(readFileSync(exportFile, 'utf8'));
  const entry = data.entries.find(
    (candidate) =>
      candidate.phase === 4 &&
      /^[A-Za-z0-9 ]{4,60}$/.test(candidate.title ?? '') &&
      candidate.types?.some((type) => ['dine', 'stay', 'shop'].includes(type.id)),
  );
  if (!check(Boolean(entry), 'found a published entry to change')) return;
  const oldTitle = entry.title;

  const first = await getPage(a, `/entries/x/${encodeURIComponent(entry.id)}`);
  check(first.status === 200 && first.title === oldTitle, `A renders ${first.url} with "${oldTitle}"`, JSON.stringify(first));
  const pagePath = first.url;
  check(/Redis connected/.test(readFileSync(a.logFile, 'utf8')), "A's cache handler connected to Redis");
  const keys = await redisCommand(redis.port, 'DBSIZE');
  check(Number(keys.slice(1)) > 0, 'A wrote its cache entries to Redis', `DBSIZE ${keys}`);

  const fromB = await getPage(b, pagePath);
  check(
    fromB.status === 200 && fromB.title === oldTitle && fromB.cache === 'HIT' && fromB.control === first.control,
    `B serves the page A rendered from the shared cache (x-nextjs-cache: HIT, old title, A's Cache-Control "${first.control}")`,
    JSON.stringify(fromB),
  );

  // Change the title in the content service (WAL lets the import write while the service runs).
  const newTitle = `${oldTitle} Updated ${Date.now().toString(36)}`;
  const importFile = path.join(work, 'import.json');
  writeFileSync(importFile, JSON.stringify({ entries: [{ ...entry, title: newTitle }], contacts: [], groups: [], featureTypes: [] }));
  await run('npm', ['run', '--silent', 'content:import', '--', importFile], { env: contentEnv, stdio: 'ignore' });
  pass(`changed the entry's title to "${newTitle}" in the content service`);

  const beforePublish = await getPage(b, pagePath);
  check(
    beforePublish.status === 200 && beforePublish.title === oldTitle && beforePublish.cache === 'HIT',
    'before revalidation B still serves the cached page (HIT, old title: it knows the page\'s lifetime from the entry)',
    JSON.stringify(beforePublish),
  );

  let pageAfter = pagePath;
  if (hasRevalidateRoute) pageAfter = await publish(a, b, entry, pagePath, newTitle);

  // Redis gone: both instances keep answering (the handler falls back to its in-memory cache).
  await redis.stop();
  const [stayA, pageB] = await Promise.all([getPage(a, '/stay'), getPage(b, pageAfter)]);
  check(
    stayA.status === 200 && pageB.status === 200 && pageB.title === (hasRevalidateRoute ? newTitle : oldTitle),
    'with Redis stopped, A and B keep serving',
    JSON.stringify({ stayA, pageB }),
  );
  const logs = readFileSync(a.logFile, 'utf8');
  check(/Redis (connection error|unavailable)/.test(logs), 'the lost Redis connection is logged');
}

/**
 * The per-client limit and the content budget are counted once in Redis: a client that spreads its requests over
 * both instances gets CLIENT_LIMIT in all, not CLIENT_LIMIT on each. `/entries/x/not-an-id` counts toward the limit
 * and is answered by the entry gate without a content read.
 */
async function limitsShared(a, b) {
  const statuses = [];
  for (let i = 0; i < CLIENT_LIMIT + 4; i++) {
    const instance = i % 2 ? b : a;
    statuses.push((await sendFrom(instance.base, { from: '127.0.0.9', path: '/entries/x/not-an-id' })).status);
  }
  check(
    statuses.slice(0, CLIENT_LIMIT).every((s) => s === 404) && statuses.slice(CLIENT_LIMIT).every((s) => s === 429),
    `one client alternating between A and B gets ${CLIENT_LIMIT} requests in all, then 429 on both (counted once in Redis)`,
    statuses.join(' '),
  );
  const keys = await redisCommand(redis.port, `KEYS ${CACHE_PREFIX}limits:*`);
  check(keys.includes('limits:client'), 'the limits live in Redis under the cache prefix', keys);
}

/** The shipped deploy/nginx/whitefish.conf in front of both instances: caches what the app marks public. */
async function throughNginx(upstreamPorts) {
  nginx = await startNginx({ listenPort: await freePort(), upstreamPorts });
  const get = async (pathname, headers = {}) => {
    const response = await fetch(nginx.url + pathname, { headers, redirect: 'manual' });
    await response.arrayBuffer();
    return { status: response.status, cache: response.headers.get('x-cache-status'), control: response.headers.get('cache-control') ?? '' };
  };
  for (const pathname of ['/', '/stay']) {
    const first = await get(pathname);
    const second = await get(pathname);
    const shared = /s-maxage=[1-9]|public/.test(first.control) && !/private|no-store|no-cache/.test(first.control);
    check(
      first.status === 200 && (shared ? second.cache === 'HIT' : second.cache !== 'HIT'),
      `nginx: ${pathname} twice → ${first.cache}, ${second.cache} (${shared ? 'public' : 'not public'}: "${first.control}")`,
    );
  }
  const preview = await get('/', { cookie: '__prerender_bypass=test' });
  check(preview.cache === 'BYPASS', `nginx: a request with the draft-mode cookie bypasses the cache (${preview.cache})`);
  await requestShapesThroughNginx();
  await nginx.stop();
  nginx = undefined;
}

/** Files in nginx's cache directory: one per stored answer. */
function nginxCacheFiles() {
  return readdirSync(path.join(nginx.dir, 'cache'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

/** One request through nginx from a loopback address (each address is a client of its own); status 0 = no answer. */
const sendThroughNginx = (from, request) => sendFrom(nginx.url, { from, ...request }).catch(() => ({ status: 0, headers: {}, body: '' }));

/**
 * Request shapes a client writes freely: one canonical host, a cache key no header multiplies, router requests
 * (and their redirects) never stored, and requests that bypass the cache limited per client.
 */
async function requestShapesThroughNginx() {
  const unknownHosts = await Promise.all(['evil.example', `r${Date.now()}.example`, 'explorewhitefish.com.evil.example'].map((host) => sendThroughNginx('127.0.0.41', { path: '/', headers: { host } })));
  check(unknownHosts.every((answer) => answer.status === 0), 'nginx: an unknown Host is refused without an answer (444)', unknownHosts.map((a) => a.status).join(' '));

  for (let i = 0; i < 2; i += 1) await sendThroughNginx('127.0.0.41', { path: '/stay' });
  const before = nginxCacheFiles();
  const junk = [];
  for (let i = 0; i < 12; i += 1) {
    const random = `${Date.now().toString(36)}${i}`;
    junk.push(
      { path: '/stay', headers: { host: `${random}.example` } },
      { path: '/stay', headers: { 'next-url': `/${random}` } },
      { path: `/stay?_rsc=${random}` },
      { path: `/stay?_rsc=${random}`, headers: { rsc: '1' } },
      { path: '/stay', headers: { rsc: '1', 'next-router-prefetch': '1' } },
      { path: '/stay', headers: { 'next-router-segment-prefetch': `/_tree${random}` } },
    );
  }
  const junkAnswers = [];
  for (const request of junk) junkAnswers.push(await sendThroughNginx('127.0.0.41', request));
  const stored = junkAnswers.filter((answer) => ['MISS', 'HIT', 'EXPIRED', 'STALE', 'UPDATING', 'REVALIDATED'].includes(answer.headers['x-cache-status']));
  check(
    nginxCacheFiles() === before && stored.length === 0,
    `nginx: ${junk.length} requests with random Host, Next-Url, _rsc and router headers add no cache file (${before} before and after) and are never answered from the cache`,
    `${nginxCacheFiles()} files; cache statuses ${[...new Set(junkAnswers.map((a) => a.headers['x-cache-status']))].join(' ')}`,
  );

  // A client navigation with a stale `_rsc`: Next answers with a redirect to another `_rsc`, which must never be
  // shared (a stored one made navigation loop for every visitor).
  const state = encodeURIComponent(JSON.stringify(['', { children: ['map', { children: ['__PAGE__', {}] }] }, null, null, 1]));
  const rscHeaders = { rsc: '1', 'next-router-state-tree': state };
  const rsc = [];
  for (let i = 0; i < 2; i += 1) rsc.push(await sendThroughNginx('127.0.0.46', { path: '/map?_rsc=stale', headers: rscHeaders }));
  check(
    rsc.every((answer) => answer.status > 0 && answer.headers['x-cache-status'] === 'BYPASS' && !/public|s-maxage/.test(answer.headers['cache-control'] ?? '')),
    `nginx: an RSC request with a stale _rsc (${rsc[0].status}) is never stored nor marked shareable`,
    JSON.stringify(rsc.map((a) => ({ status: a.status, cache: a.headers['x-cache-status'], control: a.headers['cache-control'], location: a.headers.location }))),
  );

  // Requests that bypass the cache are limited per client like any uncached page; cached pages are not.
  const burst = async (from, request, count = 60) => {
    const answers = await Promise.all(Array.from({ length: count }, () => sendThroughNginx(from, request)));
    return answers.map((answer) => answer.status);
  };
  const posts = await burst('127.0.0.42', { method: 'POST', path: '/events', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' });
  check(
    posts.includes(429) && posts.every((status) => status === 405 || status === 429),
    `nginx: POST /events from one client answers 405 (no render), then 429 (${posts.filter((s) => s === 429).length} of ${posts.length})`,
    posts.join(' '),
  );
  const methods = await Promise.all(['PUT', 'PATCH', 'DELETE', 'PROPFIND', 'PURGE'].map((method) => sendThroughNginx('127.0.0.47', { method, path: '/events' })));
  check(
    methods.every((answer) => answer.status === 405 && answer.headers.allow === 'GET, HEAD' && answer.headers['content-security-policy']),
    'nginx: PUT, PATCH, DELETE, PROPFIND and PURGE on /events answer 405 from the app, with Allow and the security headers',
    methods.map((a) => `${a.status} ${a.headers.allow}`).join(', '),
  );
  const trace = await sendThroughNginx('127.0.0.47', { method: 'TRACE', path: '/' });
  check(trace.status === 405, `nginx: TRACE / answers 405 (nginx refuses TRACE itself) (${trace.status})`);
  const authorized = await burst('127.0.0.43', { path: '/events', headers: { authorization: 'Basic eDp5' } });
  check(authorized.includes(429), `nginx: GET /events with Authorization from one client is limited (${authorized.filter((s) => s === 429).length} × 429)`, authorized.join(' '));
  const forged = await burst('127.0.0.44', { path: '/events', headers: { cookie: '__prerender_bypass=forged' } });
  check(forged.includes(429) && forged.every((status) => status === 200 || status === 429), `nginx: a forged draft cookie from one client is limited (${forged.filter((s) => s === 429).length} × 429)`, forged.join(' '));
  const router = await burst('127.0.0.48', { path: '/events?_rsc=x', headers: { rsc: '1', 'next-url': '/x' } }, 260);
  check(router.includes(429), `nginx: router requests from one client are limited (${router.filter((s) => s === 429).length} of ${router.length} × 429)`, [...new Set(router)].join(' '));
  const cached = await burst('127.0.0.45', { path: '/events' });
  check(cached.every((status) => status === 200), 'nginx: the same number of plain GET /events from one client all answer 200 (cached pages are not limited)', cached.join(' '));
}

/** The publish: revalidate on A, read on B. Returns the page's path after the change (its slug follows the title). */
async function publish(a, b, entry, pagePath, newTitle) {
  const denied = await fetch(`${a.base}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': 'wrong' },
    body: JSON.stringify({ ids: [entry.id] }),
  });
  check(denied.status === 401 || denied.status === 403, `POST /api/revalidate with a wrong secret is refused (${denied.status})`);

  const revalidated = await fetch(`${a.base}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': SECRET },
    body: JSON.stringify({ ids: [entry.id] }),
  });
  const revalidateBody = await revalidated.text();
  check(revalidated.ok, `POST /api/revalidate {ids:[id]} on A answers ${revalidated.status}`, revalidateBody.slice(0, 300));
  const instances = revalidated.ok ? JSON.parse(revalidateBody).instances : null;
  check(instances?.told === 1 && instances?.applied === 1, 'A answers once B has applied the publish to its replica', revalidateBody.slice(0, 300));

  const afterPublish = await getPage(b, pagePath);
  check(
    afterPublish.status === 200 && afterPublish.title === newTitle,
    `after revalidation on A, B serves the new title (at ${afterPublish.url})`,
    JSON.stringify(afterPublish),
  );
  const onA = await getPage(a, pagePath);
  check(onA.status === 200 && onA.title === newTitle, 'A serves the new title too', JSON.stringify(onA));
  return afterPublish.url;
}

try {
  await main();
} catch (error) {
  fail(`unexpected error: ${error.stack ?? error.message}`);
}
if (report.failures > 0) {
  for (const name of ['A', 'B']) {
    const file = path.join(work, `${name}.log`);
    if (existsSync(file)) console.log(`--- instance ${name} log (last 3000 chars) ---\n${readFileSync(file, 'utf8').slice(-3000)}`);
  }
}
clearTimeout(timer);
await cleanup();
console.log(`${report.failures === 0 ? 'PASS' : 'FAIL'} multi-instance integration test: ${report.failures} failure(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(report.failures === 0 ? 0 : 1);
