// Case M: the sitemap keeps every entry through a failed regeneration. A site with a complete replica serves the
// sitemap (its page cache holds it); the site stops; its cached copy is made an hour and more old, as if the hourly
// regeneration were due, and the data cache is emptied (it would answer the regeneration's read otherwise); the site
// starts again with an empty replica and the content host unreachable (an instance whose store was lost during an
// outage), so the regeneration cannot read any entry. Crawlers must still get the previous sitemap with every
// entry, never one of the static views alone.
import fs from 'node:fs';
import path from 'node:path';
import { request, sleep } from '../lib/http.mjs';
import { freePort, startSite, stopChild } from '../lib/procs.mjs';
import { sitemapPaths } from './crawler.mjs';

/** Past the sitemap's `revalidate` (3600 s): the next request serves the copy and regenerates it. */
const AGE_MS = 2 * 3_600_000;

/** The page cache's copies of the sitemap (`.body` and `.meta`, wherever Next keeps route answers). */
function cachedSitemap(appDir) {
  const server = path.join(appDir, '.next/server');
  return fs.readdirSync(server, { recursive: true }).map(String).filter((f) => /(^|\/)sitemap\.xml\.(body|meta)$/.test(f)).map((f) => path.join(server, f));
}

/** Makes the cached copy look AGE_MS old to Next (file times, and the time its metadata may carry). */
function age(files) {
  const then = new Date(Date.now() - AGE_MS);
  for (const file of files) {
    if (file.endsWith('.meta')) {
      const meta = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (meta.routeCacheLastModified) fs.writeFileSync(file, JSON.stringify({ ...meta, routeCacheLastModified: then.getTime() }));
    }
    fs.utimesSync(file, then, then);
  }
}

export async function sitemapKept({ report, dir, logFile, env }) {
  const section = report.section('M', 'Sitemap kept through a failed regeneration');
  const port = await freePort(3400, 3499);
  const site = `http://127.0.0.1:${port}`;
  let child = await startSite({ dir, port, logFile: logFile('site-sitemap'), env });
  // The build's copy may be due already: the second answer is the one this replica regenerated.
  await request(site, '/sitemap.xml', { timeout: 30_000 });
  await sleep(2000);
  const first = await request(site, '/sitemap.xml', { timeout: 30_000 });
  const before = sitemapPaths(first.body);
  section.check(first.status === 200 && before.length > 100, 'sitemap not served with its entries', `${first.status} ${before.length} URLs`);
  await stopChild(child);

  const files = cachedSitemap(dir);
  section.check(files.length > 0, 'no cached sitemap in the page cache to keep', files.join(', '));
  age(files);
  fs.rmSync(path.join(dir, '.next/cache/fetch-cache'), { recursive: true, force: true });
  // An empty replica (a directory of its own) and a content host that refuses every connection.
  const deadHost = `http://127.0.0.1:${await freePort(4400, 4499)}`;
  const failingLog = logFile('site-sitemap-failing');
  child = await startSite({ dir, port, logFile: failingLog, env: { ...env, ELEBASE_HOST: deadHost, REPLICA_DIR: path.join(dir, '.replica', `${port}-empty`) }, ready: false });
  const health = await request(site, '/api/health', { timeout: 5000 });
  section.check(health.status === 503, 'precondition: the replica should not be ready', `${health.status} ${health.body.slice(0, 120)}`);
  const answers = [];
  for (let i = 0; i < 3; i++) {
    const r = await request(site, '/sitemap.xml', { timeout: 30_000 });
    answers.push({ status: r.status, urls: sitemapPaths(r.body).length, cache: r.headers['x-nextjs-cache'] });
    section.check(r.status === 200 && sitemapPaths(r.body).length === before.length, 'sitemap lost entries when its regeneration failed', `${r.status}, ${sitemapPaths(r.body).length} URLs of ${before.length}`);
    await sleep(1500);
  }
  // The regeneration must really have been tried and failed, or the case proves nothing.
  const failedRender = /still being synced/.test(fs.readFileSync(failingLog, 'utf8'));
  section.check(failedRender, 'no failed regeneration of the sitemap in the log (was it due?)', failingLog);
  await stopChild(child);
  section.note(`Sitemap with a complete replica: ${before.length} URLs. Its cached copy made ${AGE_MS / 3_600_000} h old, the site restarted with an empty replica and the content host unreachable (health ${health.status}): ${answers.map((a) => `${a.status} ${a.cache ?? ''} with ${a.urls} URLs`).join(', ')}; the regeneration failed (its log).`);
  section.done();
}
