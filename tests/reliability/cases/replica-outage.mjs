// Case O: the content host down for a long while (RELIABILITY_OUTAGE_SECONDS, ten minutes by default), two site
// instances sharing one Redis. For the whole outage every published page (the sitemap's URLs), list states and
// searches no one asked for before, and the calendar feeds answer 200 from the replicas; a form post answers a clear
// 503; each replica's periodic pass fails meanwhile and is logged. After the host is back, an entry edited in its
// store and published to one instance must show on both within 5 s (the other hears of it over Redis).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { ensureRedisServer, startRedis } from '../../../scripts/lib/redis.mjs';
import { formatCounts as fmt } from '../lib/content-log.mjs';
import { request, sleep } from '../lib/http.mjs';
import { createProxy } from '../lib/proxy.mjs';
import { freePort, startContentService, startSite, stopChild } from '../lib/procs.mjs';
import { upstreamReads } from '../lib/upstream-reads.mjs';
import { sitemapPaths } from './crawler.mjs';
import { publishVisible } from './publish-visible.mjs';

const LISTS = ['stay', 'dine', 'shop', 'explore', 'events', 'deals', 'here', 'webcams'];
/** Between walks: the outage is long, the walks need not be back to back. */
const WALK_PAUSE_MS = 20_000;

const word = () => `w${randomBytes(4).toString('hex')}`;

/** Every published page, and list states, searches and feeds with fresh words each walk (never cached before). */
function pagesToWalk(published, { eventId, tripIds }) {
  const lists = LISTS.flatMap((l) => [`/${l}?search=${word()}`, `/${l}?order=z-a&search=lake`, `/api/lists/${l}?search=${word()}`]);
  const searches = [`/search?q=${word()}`, '/search?q=lake', `/api/search?q=${word()}`, `/api/search?q=ski+${word()}`];
  const feeds = ['/events.ics', ...(eventId ? [`/api/calendar/${eventId}`] : []), `/trip.ics?ids=${tripIds.join(',')}`, `/api/trip?ids=${tripIds.join(',')}`];
  return [...published, ...lists, ...searches, ...feeds];
}

/** An event of the store with a date still to come (its calendar feed answers 200). */
function upcomingEvent(entries) {
  const now = new Date().toISOString();
  return entries.find((e) => e.phase === 4 && e.types[0]?.id === 'event' && e.elements.some((el) => el.id === 'event-datetime' && Array.isArray(el.data) && el.data.some((d) => String(d?.[1] ?? d?.[0]) > now)))?.id;
}

export async function replicaOutage({ report, dir, logFile, dataDir, work, revalidateSecret, seconds, entries, entryId, tripIds }) {
  const section = report.section('O', `Content host down ${seconds} s, two instances on one Redis`);
  if (!section.check(ensureRedisServer(), 'redis-server is needed for this case')) return section.done();
  const redis = await startRedis();
  const csPort = await freePort(4400, 4499);
  const startService = () => startContentService({ port: csPort, dataDir, logFile: logFile('content-service-outage'), env: { CONTENT_RATE_LIMIT: '1000000' } });
  let service = await startService();
  const proxy = await createProxy({ port: await freePort(4400, 4499), upstreamPort: csPort });
  const env = { ELEBASE_HOST: proxy.url, REDIS_URL: redis.url, CACHE_PREFIX: `wf-outage-${process.pid}:`, REVALIDATE_SECRET: revalidateSecret, CLIENT_RATE_LIMIT: '1000000', FORM_RATE_LIMIT: '100000' };
  const ports = [await freePort(3400, 3499), await freePort(3400, 3499)];
  const names = ['A', 'B'];
  const children = await Promise.all(ports.map((port, i) => startSite({ dir, port, logFile: logFile(`site-outage-${names[i]}`), env })));
  const sites = ports.map((port) => `http://127.0.0.1:${port}`);
  try {
    const sitemap = await request(sites[0], '/sitemap.xml', { timeout: 30_000 });
    const published = sitemapPaths(sitemap.body);
    section.check(published.length > 100, 'sitemap without its entries before the outage', `${published.length} URLs`);
    const feedIds = { eventId: upcomingEvent(entries), tripIds };

    await stopChild(service);
    const downFrom = Date.now();
    const statuses = new Map();
    let walks = 0;
    let requests = 0;
    const walk = async () => {
      for (const [i, p] of pagesToWalk(published, feedIds).entries()) {
        const r = await request(sites[i % 2], p, { timeout: 15_000 });
        requests++;
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        section.check(r.status === 200, 'not 200 from the replica with the content host down', `${names[i % 2]} ${p} → ${r.status || r.error} in ${r.ms} ms`);
      }
      walks++;
    };
    await walk();
    const form = await request(sites[1], '/api/forms/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ name: 'Outage', email: `outage-${Date.now()}@example.com`, message: 'Is the lake warm in July?' }),
      timeout: 30_000,
    });
    let message = '';
    try {
      message = JSON.parse(form.body).error?.message ?? '';
    } catch {}
    section.check(form.status === 503 && /\S/.test(message) && Number(form.headers['retry-after']) > 0, 'a form post with the content host down is not a clear 503 with Retry-After', `${form.status} retry-after=${form.headers['retry-after']} ${form.body.slice(0, 160)}`);
    while (Date.now() - downFrom < seconds * 1000) {
      await sleep(Math.min(WALK_PAUSE_MS, Math.max(0, downFrom + seconds * 1000 - Date.now())));
      await walk();
    }
    const health = await Promise.all(sites.map((s) => request(s, '/api/health', { timeout: 5000 })));
    for (const [i, h] of health.entries()) section.check(h.status === 200, 'health not 200 during the outage', `${names[i]} ${h.status} ${h.body.slice(0, 200)}`);
    const downSeconds = (Date.now() - downFrom) / 1000;
    const failedPasses = children.map((_, i) => (fs.readFileSync(logFile(`site-outage-${names[i]}`), 'utf8').match(/"event":"replica_sync_failed"/g) ?? []).length);

    service = await startService();
    const visible = await publishVisible({ section, sites, names, dataDir, work, revalidateSecret, entry: entries.find((e) => e.id === entryId), logFiles: names.map((n) => logFile(`site-outage-${n}`)) });
    section.note(
      `Content host down ${downSeconds.toFixed(0)} s: ${walks} walks, ${requests} requests over A and B (${published.length} sitemap URLs, ` +
        `${pagesToWalk([], feedIds).length} fresh list states, searches and feeds each walk): ${fmt(statuses)}. Form post: ${form.status} "${message}". ` +
        `Health at the end: ${health.map((h, i) => `${names[i]} ${h.status} ${h.body.slice(0, 160)}`).join('; ')}. ` +
        `replica_sync_failed lines: A ${failedPasses[0]}, B ${failedPasses[1]}. ${visible} Content host after the outage: ${fmt(upstreamReads(proxy, Date.now() - 60_000).counts)}.`,
    );
  } finally {
    await Promise.all(children.map((c) => stopChild(c)));
    await stopChild(service);
    await proxy.close();
    await redis.stop();
  }
  section.done();
}
