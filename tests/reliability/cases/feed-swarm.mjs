// Case A: the open feed under a swarm. For a minute 50 loopback addresses (each a client of its own) call /api/v1/
// and /mcp with random and hostile parameters and bodies (feed-swarm-worker.mjs) while one visitor browses pages
// at a person's pace. The site runs with its default limits; a proxy sees every content request.
//
// Targets: no answer of the swarm is a server error (5xx) or no answer; the visitor gets only 200s with p99 under
// 2 s; the content host is asked nothing but the replica's probe.
import http from 'node:http';
import { Worker } from 'node:worker_threads';
import { formatCounts as fmt } from '../lib/content-log.mjs';
import { request, sleep } from '../lib/http.mjs';
import { probeAllowance, upstreamReads } from '../lib/upstream-reads.mjs';

const CLIENTS = 50;
/** Requests a second from the whole swarm: ten per address, twice what the per-client limit lets through. */
const RATE = 500;
const VISITOR_P99_MS = 2_000;
const VISITOR_PAUSE_MS = 500;
const VISITOR_PATHS = (entryPath) => ['/', '/stay', '/events', entryPath];

/**
 * @param {{ report, site: string, proxy, entryIds: string[], entryPath: string, seconds?: number }} options
 */
export async function feedSwarm({ report, site, proxy, entryIds, entryPath, seconds = 60 }) {
  const section = report.section('A', `Open feed: ${CLIENTS} addresses, hostile API and MCP calls, ${seconds} s`);
  const visitor = new http.Agent({ keepAlive: true, maxSockets: 2, localAddress: '127.0.1.2' });
  // Warm what the visitor asks for, as any deployment has it: the swarm is measured, not the first render of a page.
  for (const path of VISITOR_PATHS(entryPath)) await request(site, path, { useAgent: visitor, timeout: 30_000 });
  const started = Date.now();
  const deadline = started + seconds * 1000;
  // In a thread of its own, so its answers never queue ahead of the visitor's on this event loop.
  const swarmRun = new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./feed-swarm-worker.mjs', import.meta.url), { workerData: { origin: site, entryIds, deadline, clients: CLIENTS, rate: RATE } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`feed swarm worker exited (${code}) without its counts`)));
  });
  await sleep(1_000);
  const visits = [];
  while (Date.now() < deadline) {
    for (const path of VISITOR_PATHS(entryPath)) {
      const r = await request(site, path, { useAgent: visitor, timeout: 15_000 });
      visits.push({ path, status: r.status, ms: r.ms, error: r.error });
      await sleep(VISITOR_PAUSE_MS);
    }
  }
  const { sent, statuses: counted } = await swarmRun;
  const statuses = new Map(counted);
  const upstream = upstreamReads(proxy, started);

  const failed = [...statuses].filter(([key]) => key.startsWith('error') || Number(key) >= 500);
  section.check(failed.length === 0, 'the swarm got a server error or no answer', fmt(new Map(failed)));
  section.check((statuses.get('400') ?? 0) > 0 && (statuses.get('200') ?? 0) > 0, 'the swarm met neither answers nor refusals', fmt(statuses));
  for (const v of visits) section.check(v.status === 200, 'visitor page not 200 during the swarm', `${v.path} → ${v.status || v.error} in ${v.ms} ms`);
  const times = visits.map((v) => v.ms).sort((a, b) => a - b);
  const p99 = times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? Infinity;
  section.check(visits.length >= 20, 'too few visitor pages during the swarm', `${visits.length}`);
  section.check(p99 < VISITOR_P99_MS, `visitor p99 not under ${VISITOR_P99_MS} ms`, `${p99} ms`);
  section.check(upstream.visitor === 0, 'the swarm or the visitor read from the content host', `${upstream.visitor}: ${upstream.visitorReads.join('; ')}`);
  section.check(upstream.sync <= probeAllowance((Date.now() - started) / 1000), 'content requests beyond the probe', fmt(upstream.counts));
  section.note(`Swarm: ${sent} requests in ${((Date.now() - started) / 1000).toFixed(0)} s (${fmt(statuses)}). Visitor: ${visits.length} pages, p99 ${p99} ms, slowest ${[...visits].sort((a, b) => b.ms - a.ms).slice(0, 3).map((v) => `${v.path} ${v.ms} ms`).join(', ')}. Content host: ${fmt(upstream.counts)}.`);
  visitor.destroy();
  section.done();
}
