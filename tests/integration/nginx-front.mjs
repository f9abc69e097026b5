// `npm run test:nginx`: the site as deployed, `server/main.ts` behind the shipped nginx (TRUSTED_PROXY_HOPS=1),
// answering what an outside client can make it do:
// - junk query variants of real pages (tracking keys, unknown keys, a `date` naming no occurrence) add no copies to
//   nginx's cache and push no real page out; a campaign link is served the page's one copy;
// - nginx's own answers (413 for an oversized body on any path, 429, 502 with no instance) carry the security
//   headers, name no nginx version, and the access log holds no query string (a preview token);
// - a form posted from another site is refused (403), our own pages' posts are stored.
//
// Serves the existing build of this checkout (run `npm run build` first; hold the build lock while this runs) with a
// fresh content store on free loopback ports. Prints PASS/FAIL lines; exits 1 on any failure.
import '../../shared/require-supported-node.mjs';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ROOT, startContentService, stop } from '../../scripts/lib/processes.mjs';
import { freePort } from '../../scripts/lib/redis.mjs';
import { ensureNginx, startNginx } from '../../deploy/nginx/local.mjs';
import { sendJunkVariants, variantPages } from '../fixtures/junk-query-variants.mjs';
import { sendFrom } from '../fixtures/loopback-client.mjs';
import { reporter } from './report.mjs';
import { integrationWorkspace, startServeInstance } from './serve-instance.mjs';

const TIME_LIMIT_MS = Number(process.env.INTEGRATION_TIME_LIMIT_MS || 300_000);
const JUNK_VARIANTS = 1_000;
/** What 1,000 junk variants may add to nginx's cache at most. */
const JUNK_FILES_ALLOWED = 10;
/** The security headers the app sends on every answer (lib/server/security-headers.ts; HSTS only in production). */
const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy'];
const PREVIEW_SECRET = `nginx-front-${process.pid}`;

const report = reporter();
const { pass, fail, check } = report;
const workspace = integrationWorkspace('wf-nginx-front-');
const { work, processes } = workspace;
/** nginx, once started: stopped first, then the site and the content service. */
let nginx;
const cleanup = () => (nginx?.stop() ?? Promise.resolve()).then(workspace.stopProcesses).then(workspace.remove);
const timer = report.guard(TIME_LIMIT_MS, cleanup);

const cacheFiles = () => readdirSync(path.join(nginx.dir, 'cache'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
const get = (pathname, from = '127.0.0.1', headers = {}) => sendFrom(nginx.url, { from, path: pathname, headers });
const missingSecurityHeaders = (answer) => SECURITY_HEADERS.filter((name) => !answer.headers[name]);

/** A POST whose body is written whole before the answer is read, as a script or a browser sends it (no Expect). */
function postRaw(pathname, size, { chunked = false } = {}) {
  const { port } = new URL(nginx.url);
  return new Promise((resolve) => {
    const headers = { 'content-type': 'application/x-www-form-urlencoded', ...(chunked ? {} : { 'content-length': String(size) }) };
    const req = http.request({ host: '127.0.0.1', port, path: pathname, method: 'POST', headers, agent: false });
    req.on('response', (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', (error) => resolve({ status: 0, headers: {}, body: '', error: error.code ?? error.message }));
    const chunk = Buffer.alloc(64 * 1024, 97);
    let sent = 0;
    const write = () => {
      while (sent < size) {
        const n = Math.min(chunk.length, size - sent);
        sent += n;
        if (!req.write(chunk.subarray(0, n))) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

/** Real pages, each asked twice so nginx holds them; the entry page is the sitemap's first entry. */
async function warmPages() {
  const sitemap = await get('/sitemap.xml');
  const entry = sitemap.body.match(/<loc>https?:\/\/[^<]*?(\/entries\/[^<]+)<\/loc>/)?.[1];
  if (!check(Boolean(entry), 'the sitemap names an entry page')) return null;
  const pages = variantPages(entry);
  for (const page of pages) await get(page);
  const again = await Promise.all(pages.map((page) => get(page)));
  check(
    again.every((answer) => answer.status === 200 && answer.headers['x-cache-status'] === 'HIT'),
    `nginx holds the ${pages.length} real pages (second request a HIT)`,
    again.map((answer, i) => `${pages[i]} ${answer.status} ${answer.headers['x-cache-status']}`).join(', '),
  );
  return { pages, entry };
}

async function junkVariants({ pages, entry }) {
  const before = cacheFiles();
  const answers = await sendJunkVariants(get, entry, { count: JUNK_VARIANTS });
  const statuses = [...new Set(answers.map((answer) => answer.status))];
  check(statuses.length === 1 && statuses[0] === 200, `${JUNK_VARIANTS} junk variants of real pages answer 200`, `statuses ${statuses.join(' ')}`);
  const shared = answers.filter((answer) => !/private|no-store/.test(answer.headers['cache-control'] ?? '') && answer.headers['x-cache-status'] !== 'HIT');
  check(shared.length === 0, 'the app answers every junk variant nginx did not already hold privately (private, no-store)', `${shared.length} shared`);
  const added = cacheFiles() - before;
  check(added <= JUNK_FILES_ALLOWED, `the junk variants add ${added} files to nginx's cache (at most ${JUNK_FILES_ALLOWED}; ${before} before)`);
  const still = await Promise.all(pages.map((page) => get(page)));
  check(still.every((answer) => answer.headers['x-cache-status'] === 'HIT'), 'every real page is still a HIT afterwards: nothing pushed out');
  const campaign = await get('/about-whitefish?utm_source=newsletter&utm_campaign=winter');
  check(campaign.status === 200 && campaign.headers['x-cache-status'] === 'HIT', 'a campaign link (tracking keys only) is served the page\'s one copy', campaign.headers['x-cache-status']);
}

async function ownAnswers() {
  for (const [label, answer] of [
    ['a 5 MB POST to /', await postRaw('/', 5_000_000)],
    ['a chunked 5 MB POST to /stay', await postRaw('/stay', 5_000_000, { chunked: true })],
    ['a 40 kB form post', await postRaw('/api/forms/contact', 40_000)],
  ]) {
    check(
      answer.status === 413 && missingSecurityHeaders(answer).length === 0 && answer.headers['cache-control'] === 'no-store',
      `${label}: 413 with the security headers, read by the client`,
      `${answer.status} ${answer.error ?? ''} missing ${missingSecurityHeaders(answer).join(' ')}`,
    );
  }
  const flood = await Promise.all(Array.from({ length: 90 }, () => get('/api/health', '127.0.9.9')));
  const refused = flood.find((answer) => answer.status === 429);
  check(
    Boolean(refused) && missingSecurityHeaders(refused).length === 0 && refused.headers['retry-after'] === '1',
    "nginx's 429 carries the security headers and Retry-After",
    refused ? `missing ${missingSecurityHeaders(refused).join(' ')}` : 'no 429',
  );
  const page = await get('/');
  check(page.headers.server === 'nginx', `no nginx version in Server (${page.headers.server})`);
  const once = page.headers['x-frame-options'];
  check(once === 'SAMEORIGIN' && (page.headers['content-security-policy'] ?? '').includes('frame-src'), "a page carries the app's own headers once, not nginx's", `${once}`);
}

async function forms() {
  const urlencoded = `email=nginx-${process.pid}%40example.com`;
  const send = (headers) =>
    sendFrom(nginx.url, {
      method: 'POST',
      path: '/api/forms/consumer',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers },
      body: urlencoded,
    });
  const evil = await send({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
  check(
    evil.status === 403 && /another website/.test(evil.body) && missingSecurityHeaders(evil).length === 0,
    'a form posted from another site is refused: 403 page with the security headers',
    `${evil.status} missing ${missingSecurityHeaders(evil).join(' ')}`,
  );
  const own = await send({ origin: nginx.url, 'sec-fetch-site': 'same-origin' });
  check(own.status === 303 && own.headers.location === '/forms/consumer/thanks', 'a form posted from our own page is stored (303 to thanks)', `${own.status}`);
}

async function accessLog() {
  await get(`/?preview=true&token=${PREVIEW_SECRET}`);
  await get(`/api/preview?path=/&token=${PREVIEW_SECRET}`);
  await get('/search?q=private+words', '127.0.0.1', { referer: `${nginx.url}/stay?token=${PREVIEW_SECRET}` });
  const log = readFileSync(path.join(nginx.dir, 'logs', 'access.log'), 'utf8');
  const lines = log.trim().split('\n');
  check(
    lines.length > 100 && !log.includes(PREVIEW_SECRET) && !log.includes('private+words') && !lines.some((line) => /"[A-Z]+ [^" ]*\?/.test(line)),
    `the access log (${lines.length} lines) holds no query string: no preview token, no search words`,
  );
}

async function noInstance(site) {
  await stop(site);
  const answer = await get('/search?q=never-cached');
  check(answer.status === 502 && missingSecurityHeaders(answer).length === 0, "with no instance, nginx's 502 carries the security headers", `${answer.status}`);
}

async function main() {
  if (!existsSync(path.join(ROOT, '.next/BUILD_ID'))) throw new Error('no build: run `npm run build` first');
  if (!ensureNginx()) throw new Error('nginx is not available (see above)');
  const contentPort = await freePort();
  const contentEnv = { ...process.env, CONTENT_PORT: String(contentPort), CONTENT_DATA_DIR: path.join(work, 'content'), CONTENT_SEED: 'sample', CONTENT_RATE_LIMIT: '100000' };
  const service = await startContentService(contentEnv);
  processes.push(service.child);
  const sitePort = await freePort();
  const { child: site } = await startServeInstance({ name: 'site', port: sitePort, work, processes, env: {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
    ELEBASE_HOST: `http://127.0.0.1:${contentPort}`,
    PREVIEW_SECRET,
    TRUSTED_PROXY_HOPS: '1',
    CLIENT_RATE_LIMIT: '100000',
  } });
  nginx = await startNginx({ listenPort: await freePort(), upstreamPorts: [sitePort], accessLog: true });
  pass(`server/main.ts on ${sitePort} behind the shipped nginx on ${nginx.url}`);
  const warm = await warmPages();
  if (warm) await junkVariants(warm);
  await ownAnswers();
  await forms();
  await accessLog();
  await noInstance(site);
}

try {
  await main();
} catch (error) {
  fail(error instanceof Error ? error.stack : String(error));
} finally {
  clearTimeout(timer);
  await cleanup();
}
console.log(report.failures === 0 ? 'nginx front: all passed' : `nginx front: ${report.failures} failed`);
process.exit(report.failures === 0 ? 0 : 1);
