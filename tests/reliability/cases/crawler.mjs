// Case C: a polite crawler right after a site-wide publish. `POST /api/revalidate {"all":true}` empties every cache
// of content, then one address walks every URL of /sitemap.xml at about 3 a second, as a search engine would. Each
// URL must answer 200 from the replica, and the content host must see nothing during the walk but the sync's own
// requests (a probe every 30 s): a render that read upstream would show as a visitor read in the proxy's log.
import http from 'node:http';
import { formatCounts as fmt } from '../lib/content-log.mjs';
import { request, sleep } from '../lib/http.mjs';
import { probeAllowance, upstreamReads } from '../lib/upstream-reads.mjs';

/** About three requests a second, start to start. */
const PACE_MS = 333;

/** The paths (with query) of a sitemap's `<loc>` URLs. */
export function sitemapPaths(xml) {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc.replace(/&amp;/g, '&'));
    return `${url.pathname}${url.search}`;
  });
}

export async function crawler({ report, site, proxy, revalidateSecret }) {
  const section = report.section('C', 'Crawler after a publish of everything');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: '127.0.3.1' });
  const get = (p) => request(site, p, { useAgent: agent, timeout: 15_000 });

  const publishFrom = Date.now();
  const publish = await request(site, '/api/revalidate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': revalidateSecret },
    body: JSON.stringify({ all: true }),
    timeout: 60_000,
  });
  section.check(publish.status === 200, 'the publish of everything was not applied', `${publish.status || publish.error} ${publish.body.slice(0, 200)}`);
  const bySync = upstreamReads(proxy, publishFrom);

  const walkFrom = Date.now();
  const sitemap = await get('/sitemap.xml');
  const paths = sitemapPaths(sitemap.body);
  section.check(sitemap.status === 200 && paths.length > 100, 'sitemap not served with its entries', `${sitemap.status} ${paths.length} URLs`);
  const results = [];
  for (const p of paths) {
    const started = Date.now();
    const r = await get(p);
    results.push({ path: p, status: r.status, ms: r.ms, error: r.error });
    section.check(r.status === 200, 'sitemap URL not 200 after the publish', `${p} → ${r.status || r.error} in ${r.ms} ms`);
    await sleep(Math.max(0, started + PACE_MS - Date.now()));
  }
  const seconds = (Date.now() - walkFrom) / 1000;
  const during = upstreamReads(proxy, walkFrom);
  section.check(during.visitor === 0, 'the walk read from the content host', `${during.visitor} reads: ${during.visitorReads.join('; ')}`);
  section.check(during.sync <= probeAllowance(seconds), "content requests during the walk beyond the sync's probe", fmt(during.counts));

  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const statuses = new Map();
  for (const r of results) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
  section.note(
    `Publish of everything answered in ${publish.ms} ms (its sync: ${fmt(bySync.counts) || 'none'}). Walk: ${results.length} sitemap URLs in ` +
      `${seconds.toFixed(0)} s (${(results.length / seconds).toFixed(1)}/s) from 127.0.3.1: ${fmt(statuses)}, p50 ${times[Math.floor(times.length / 2)]} ms, ` +
      `slowest ${times.at(-1)} ms. Content host during the walk: ${fmt(during.counts) || 'nothing'}.`,
  );
  agent.destroy();
  section.done();
}
