// Case 7: one client floods random queries; another visitor's pages are unaffected and the content quota is never
// hit. The site runs with its default limits (CLIENT_RATE_LIMIT, CONTENT_BUDGET) against a content service with
// its default quota. Each client has its own loopback source address (Linux routes 127.0.0.0/8 to loopback), so the
// per-client limit is tested without trusting any header.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { contentStatuses, formatCounts as fmt } from '../lib/content-log.mjs';
import { pool, request, sleep } from '../lib/http.mjs';
import { rssSampler } from '../lib/rss.mjs';
import { RSS_PEAK_MB } from './held-server.mjs';

const FLOOD_REQUESTS = 2_000;
const FLOOD_SECONDS = 10;
const VISITOR_P99_MS = 2_000;
/**
 * Between the visitor's pages: a brisk person's pace. A client asking for uncached pages faster than its share of
 * the content budget (a quarter of a 10 s slice) is refused like any flooder.
 */
const VISITOR_PAUSE_MS = 400;

const word = () => randomBytes(5).toString('hex');
const agentFor = (localAddress) => new http.Agent({ keepAlive: true, maxSockets: 32, localAddress });

async function flood(site, agent) {
  const statuses = new Map();
  const started = Date.now();
  const deadline = started + FLOOD_SECONDS * 1000;
  let sent = 0;
  await pool(
    Array.from({ length: 20 }, () => async () => {
      // At least FLOOD_REQUESTS, spread over at least FLOOD_SECONDS.
      while (sent < FLOOD_REQUESTS || Date.now() < deadline) {
        sent++;
        const path = sent % 3 === 0 ? `/events?search=${word()}` : `/api/search?q=${word()}`;
        const r = await request(site, path, { useAgent: agent, timeout: 10_000, maxBytes: 1 << 16 });
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      }
    }),
    20,
  );
  return { sent, seconds: (Date.now() - started) / 1000, statuses };
}

/** Home, three list states nobody asked for before and an entry page never rendered, in a loop. */
async function visit(site, agent, entryIds, until) {
  const results = [];
  for (let round = 0; until() && round < entryIds.length; round++) {
    const paths = ['/', `/dine?search=${word()}`, `/stay?order=z-a&search=${word()}`, `/events?search=${word()}`, `/entries/x/${entryIds[round]}`];
    for (let path of paths) {
      const t0 = Date.now();
      let r = await request(site, path, { useAgent: agent, timeout: 15_000 });
      if (r.status === 308 && r.headers.location) {
        path = new URL(r.headers.location, site).pathname;
        r = await request(site, path, { useAgent: agent, timeout: 15_000 });
      }
      results.push({ path, status: r.status, ms: Date.now() - t0 });
      await sleep(VISITOR_PAUSE_MS);
    }
  }
  return results;
}


export async function floodCase({ report, site, sitePid, contentLogFile, entryIds }) {
  const section = report.section('7', 'Flood from one client, another visitor unaffected');
  const flooder = agentFor('127.0.0.2');
  const visitor = agentFor('127.0.0.3');
  // Warm what every visitor shares (the shell, site entry, notices) as any deployment would be.
  await request(site, '/', { useAgent: visitor, timeout: 30_000 });

  const rss = rssSampler(sitePid);
  let flooding = true;
  const floodRun = flood(site, flooder).finally(() => (flooding = false));
  await sleep(1_000); // the flood is under way
  const visits = await visit(site, visitor, entryIds, () => flooding);
  const floodResult = await floodRun;
  const peakMb = rss.stop();
  section.check(peakMb <= RSS_PEAK_MB, `site RSS peak over ${RSS_PEAK_MB} MB during the flood`, `${peakMb} MB`);

  section.check(floodResult.sent >= FLOOD_REQUESTS, 'flood smaller than planned', `${floodResult.sent} requests`);
  const limited = floodResult.statuses.get(429) ?? 0;
  section.check(limited > floodResult.sent / 2, 'flooding client not limited', fmt(floodResult.statuses));
  section.check(![...floodResult.statuses.keys()].some((s) => s === 0 || s >= 500 && s !== 503), 'flood answered with errors', fmt(floodResult.statuses));
  for (const v of visits) section.check(v.status === 200, 'visitor page not 200 during the flood', `${v.path} → ${v.status} in ${v.ms} ms`);
  const times = visits.map((v) => v.ms).sort((a, b) => a - b);
  const p99 = times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? Infinity;
  section.check(visits.length >= 10, 'too few visitor pages during the flood', `${visits.length}`);
  section.check(p99 <= VISITOR_P99_MS, `visitor p99 over ${VISITOR_P99_MS} ms`, `${p99} ms`);
  const content = contentStatuses(contentLogFile);
  section.check(!content.has(429), 'content service answered 429 (quota spent)', fmt(content));
  section.note(
    `Flood: ${floodResult.sent} requests from 127.0.0.2 in ${floodResult.seconds.toFixed(1)} s (${fmt(floodResult.statuses)}); ` +
      `visitor 127.0.0.3: ${visits.length} pages, p99 ${p99} ms, max ${times.at(-1)} ms; content service: ${fmt(content)}; site RSS peak ${peakMb} MB.`,
  );
  flooder.destroy();
  visitor.destroy();
  section.done();
}
