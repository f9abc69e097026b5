// Case S: a swarm. For a minute, many loopback addresses (Linux routes 127.0.0.0/8 to this machine, so each is a
// client of its own to nginx and, through TRUSTED_PROXY_HOPS=1, to the site) send random request shapes through
// the shipped nginx — any method, forged draft cookies, Authorization, foreign Host and Next-Url headers, RSC
// requests with broken router state, junk query keys and values, internal route paths, random trip ids and
// categories — while one visitor loads home, three list states nobody asked for before, an entry page, and posts a
// form. The site and the content service run with their default limits and quota.
//
// Targets: the visitor sees only 200/201, p99 under 2 s; the content service never answers 429 and is asked for
// nothing during the swarm but the replica's probe and the visitor's form posts (`proxy` sees each request); nothing answers
// a server error (a swarm request past the content budget gets a 503 with Retry-After, a foreign Host a closed
// connection); the page, data and nginx caches stop growing while the swarm goes on: in its last third each grows
// by at most what the visitor's own new list states add (measured per state before the swarm) plus SETTLED_GROWTH
// files, whatever the number of junk requests.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { contentStatuses, formatCounts as fmt } from '../lib/content-log.mjs';
import { request, sleep } from '../lib/http.mjs';
import { rssSampler } from '../lib/rss.mjs';
import { probeAllowance, upstreamReads } from '../lib/upstream-reads.mjs';
import { RSS_PEAK_MB } from './held-server.mjs';
import { cacheCounts } from './junk-urls.mjs';
import { storedEmails } from './lost-writes.mjs';

const SWARM_CLIENTS = 56;
const CONNECTIONS_PER_CLIENT = 2;
/**
 * Requests a second from the whole swarm: 36 per address, seven times what nginx lets one address send to the app,
 * so every limit is hit all the time. Not more: the swarm runs on the site's own two cores, and unpaced it spent
 * a core of its own (5,500 a second) that no real botnet takes from the site it attacks.
 */
const SWARM_RATE = 2_000;
const VISITOR_P99_MS = 2_000;
const VISITOR_ROUND_MS = 4_000;
/** Files a cache may gain in the swarm's last third beyond the visitor's own new states (entries' pages refreshed). */
const SETTLED_GROWTH = 20;

const LISTS = ['stay', 'dine', 'shop', 'explore', 'events', 'deals', 'here', 'webcams'];

const word = (n = 5) => randomBytes(n).toString('hex');

/**
 * List states the visitor asks for, each once: every order and tab of every list view, shuffled — states of the
 * finite set the site renders once a day into its page cache, so each is uncached the first time it is asked for.
 */
function freshListStates() {
  const states = LISTS.flatMap((view) => ['a-z', 'z-a', 'title'].flatMap((order) => [`/${view}?order=${order}`, `/${view}?order=${order}&tab=map`]));
  return states.sort(() => Math.random() - 0.5);
}

/** What the visitor does in a loop: home, three list states no one asked for before, an entry page, a form post. */
async function visitOnce(origin, agent, canonicalHost, entryPath, emailPrefix, postForm, listStates) {
  const get = (p) => request(origin, p, { headers: { host: canonicalHost }, useAgent: agent, timeout: 15_000 });
  const results = [];
  const fresh = listStates.splice(0, 3);
  for (const p of ['/', ...fresh, entryPath]) {
    const r = await get(p);
    results.push({ what: `GET ${p}`, status: r.status, ms: r.ms, error: r.error, at: Date.now(), freshState: fresh.includes(p) });
  }
  if (!postForm) return results;
  const email = `${emailPrefix}${word()}@example.com`;
  const r = await request(origin, '/api/forms/contact', {
    method: 'POST',
    headers: { host: canonicalHost, 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ name: 'Swarm visitor', email, message: 'Is the lake warm in July?' }),
    useAgent: agent,
    timeout: 15_000,
  });
  results.push({ what: 'POST /api/forms/contact', status: r.status, ms: r.ms, error: r.error, email });
  return results;
}

function countFiles(dir) {
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => fs.statSync(path.join(dir, String(f))).isFile()).length : 0;
}

function cacheFiles(appDir, nginxCacheDir) {
  const counts = Object.fromEntries(Object.entries(cacheCounts(appDir)).map(([label, c]) => [label, c.files]));
  counts['nginx cache'] = countFiles(nginxCacheDir);
  return counts;
}


/**
 * @param {{ report, origin: string, canonicalHost: string, appDir: string, nginxCacheDir: string,
 *   contentUrl: string, contentLogFile: string, proxy, entries: { id: string }[], entryPath: string, seconds?: number, sitePid: number }} options
 */
export async function swarm({ report, origin, canonicalHost, appDir, nginxCacheDir, contentUrl, contentLogFile, proxy, entries, entryPath, seconds = 60, sitePid }) {
  const section = report.section('S', `Swarm: ${SWARM_CLIENTS} addresses, every request shape, ${seconds} s through nginx`);
  const visitor = new http.Agent({ keepAlive: true, maxSockets: 4, localAddress: '127.0.1.1' });
  // Warm what every visitor shares, as any deployment is.
  await request(origin, '/', { headers: { host: canonicalHost }, useAgent: visitor, timeout: 30_000 });
  await request(origin, entryPath, { headers: { host: canonicalHost }, useAgent: visitor, timeout: 30_000 });

  // What one list state nobody asked for before adds to each cache: the visitor adds that much per new state.
  // Earlier cases on the same site may have asked for some of these states already: a state that adds nothing was
  // one of them, and the next is tried (at most five).
  const listStates = freshListStates();
  let perState = {};
  let before = {};
  for (let tries = 0; tries < 5; tries++) {
    const unprimed = cacheFiles(appDir, nginxCacheDir);
    await request(origin, listStates.pop(), { headers: { host: canonicalHost }, useAgent: visitor, timeout: 30_000 });
    // Caches are written after the answer: wait until two readings a quarter second apart agree (at most 5 s).
    let primed = cacheFiles(appDir, nginxCacheDir);
    for (let i = 0; i < 20; i++) {
      await sleep(250);
      const again = cacheFiles(appDir, nginxCacheDir);
      if (JSON.stringify(again) === JSON.stringify(primed)) break;
      primed = again;
    }
    before = primed;
    perState = Object.fromEntries(Object.keys(primed).map((label) => [label, Math.max(0, primed[label] - unprimed[label])]));
    if (Object.values(perState).some((n) => n > 0)) break;
  }
  const snapshots = [];
  const rss = rssSampler(sitePid);
  const started = Date.now();
  const deadline = started + seconds * 1000;
  // The swarm runs in a thread of its own: sharing this event loop, its thousands of answers a second would queue
  // ahead of the visitor's and add their wait to the visitor's times.
  const swarmRun = new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./swarm-worker.mjs', import.meta.url), {
      workerData: { origin, canonicalHost, entries: entries.map(({ id }) => ({ id })), lists: LISTS, deadline, clients: SWARM_CLIENTS, connections: CONNECTIONS_PER_CLIENT, rate: SWARM_RATE },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`swarm worker exited (${code}) without its counts`)));
  });
  const snapshotter = (async () => {
    for (const at of [1 / 3, 2 / 3]) {
      await sleep(Math.max(0, started + seconds * 1000 * at - Date.now()));
      snapshots.push({ at, counts: cacheFiles(appDir, nginxCacheDir), takenAt: Date.now() });
    }
  })();

  await sleep(1_000);
  const visits = [];
  const emailPrefix = `swarm-${Date.now().toString(36)}-`;
  // At a person's pace, within the per-client limits a real visitor never reaches: a round every few seconds,
  // a form now and then.
  for (let round = 0; Date.now() < deadline; round++) {
    const roundStarted = Date.now();
    visits.push(...(await visitOnce(origin, visitor, canonicalHost, entryPath, emailPrefix, round % 4 === 0, listStates)));
    await sleep(Math.max(0, VISITOR_ROUND_MS - (Date.now() - roundStarted)));
  }
  const [{ sent, statuses: counted }] = await Promise.all([swarmRun, snapshotter]);
  const peakMb = rss.stop();
  section.check(peakMb <= RSS_PEAK_MB, `site RSS peak over ${RSS_PEAK_MB} MB during the swarm`, `${peakMb} MB`);
  const upstream = upstreamReads(proxy, started);
  const statuses = new Map(counted);
  const after = cacheFiles(appDir, nginxCacheDir);

  // The visitor.
  for (const v of visits) {
    const ok = v.what.startsWith('POST') ? v.status === 201 : v.status === 200;
    section.check(ok, 'visitor not answered 200/201 during the swarm', `${v.what} → ${v.status || v.error} in ${v.ms} ms`);
  }
  const times = visits.map((v) => v.ms).sort((a, b) => a - b);
  const p99 = times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? Infinity;
  section.check(visits.length >= 12, 'too few visitor requests during the swarm', `${visits.length}`);
  section.check(p99 < VISITOR_P99_MS, `visitor p99 not under ${VISITOR_P99_MS} ms`, `${p99} ms`);
  const acknowledged = visits.filter((v) => v.status === 201).map((v) => v.email);
  const stored = await storedEmails(contentUrl, 'contact', emailPrefix);
  const once = acknowledged.filter((email) => stored.get(email) === 1).length;
  section.check(once === acknowledged.length, 'an acknowledged form post was not stored exactly once', `${once} of ${acknowledged.length}`);

  // The swarm and the content service.
  // nginx closes a foreign Host's connection without an answer (444); past the content budget the site answers a
  // clear 503 with Retry-After (never by spending the quota). Anything else 5xx, or no answer, is a failure.
  const failed = [...statuses].filter(([key]) => key !== 'closed (foreign Host)' && (key.startsWith('error') || key === '503 without Retry-After' || (Number(key) >= 500 && key !== '503')));
  section.check(failed.length === 0, 'swarm answered with a server error or no answer', fmt(new Map(failed)));
  const content = contentStatuses(contentLogFile);
  section.check(!content.has(429), 'content service answered 429 (quota spent)', fmt(content));
  const swarmSeconds = (Date.now() - started) / 1000;
  section.check(upstream.visitor === 0, 'the swarm or the visitor read from the content host', `${upstream.visitor} reads: ${upstream.visitorReads.join('; ')}`);
  section.check(upstream.sync <= probeAllowance(swarmSeconds), "content requests during the swarm beyond the sync's probe", fmt(upstream.counts));

  // The caches: growth in the last third of the swarm beyond the visitor's own new states is what junk could add.
  const lastThird = snapshots.at(-1);
  const visitorStates = visits.filter((v) => v.freshState && v.status === 200 && v.at >= lastThird.takenAt).length;
  for (const [label, count] of Object.entries(after)) {
    const growth = count - lastThird.counts[label];
    const allowed = SETTLED_GROWTH + visitorStates * perState[label];
    section.check(
      growth <= allowed,
      `${label} still growing with junk requests`,
      `+${growth} files in the last third (${lastThird.counts[label]} → ${count}), allowed ${allowed}: ${visitorStates} new list states of the visitor × ${perState[label]} + ${SETTLED_GROWTH}`,
    );
  }
  const seconds_ = (Date.now() - started) / 1000;
  section.note(
    `Swarm: ${sent} requests from ${SWARM_CLIENTS} addresses in ${seconds_.toFixed(0)} s (${fmt(statuses)}). ` +
      `Visitor: ${visits.length} requests, p99 ${p99} ms, slowest ${[...visits].sort((a, b) => b.ms - a.ms).slice(0, 3).map((v) => `${v.what} ${v.ms} ms (${Math.round((v.at - v.ms - started) / 1000)} s in)`).join(', ')}. Content service: ${fmt(content)}; during the swarm ${fmt(upstream.counts)}. Site RSS peak ${peakMb} MB. ` +
      `A new list state adds ${Object.entries(perState).map(([label, n]) => `${n} ${label} files`).join(', ')}. ` +
      `Cache files before → ⅓ → ⅔ → after: ${Object.keys(after)
        .map((label) => `${label} ${before[label]} → ${snapshots.map((s) => s.counts[label]).join(' → ')} → ${after[label]}`)
        .join('; ')}.`,
  );
  visitor.destroy();
  section.done();
}
