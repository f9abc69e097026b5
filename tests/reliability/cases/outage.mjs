// Case 4: content service stopped, or slower than the client time-out, then back; and a 429 from it. Visitor reads
// come from the site's replica, so pages, list states and API answers never asked for before still answer 200 (an
// entry's `/entries/x/{id}` its 308 to the canonical page, which answers 200); a form post, which must reach the
// service, answers a friendly 503 on a 429.
import { isHtml, request, sleep } from '../lib/http.mjs';

const HARD_TIMEOUT_MS = 15_000;
const RECOVERY_MS = 20_000;
/** More than the limited service's quota (3 in its window), so one post meets its 429. */
const FORMS_TO_EXHAUST = 5;

export async function outage({ site, report, clientTimeoutMs, proxy, cached, uncached, stopService, startService, rateLimited, checkHeaders }) {
  const section = report.section('4', 'Outage, slowness, recovery, 429');
  const budget = clientTimeoutMs + 1000;
  const get = (path) => request(site, path, { timeout: HARD_TIMEOUT_MS, headers: { accept: 'text/html' } });

  // Warm the cached set while healthy.
  for (const path of cached) {
    const r = await get(path);
    section.check(r.status === 200, 'warm-up page not 200 while healthy', `${path} → ${r.status || r.error}`);
  }

  const expectDegraded = async (phase, uncachedPaths) => {
    for (const path of cached) {
      const r = await get(path);
      section.check(r.status === 200 && r.ms <= budget, `${phase}: cached page not 200 within ${budget} ms`, `${path} → ${r.status || r.error} in ${r.ms} ms`);
    }
    for (const { path, kind } of uncachedPaths) {
      const calls = proxy.state.requests;
      const r = await get(path);
      const label = `${path} → ${r.status || r.error} in ${r.ms} ms (${proxy.state.requests - calls} content-service calls)`;
      section.check(!r.timedOut && r.status !== 0, `${phase}: request hung / dropped`, label);
      section.check(r.ms <= budget, `${phase}: answer slower than time-out + 1 s (${budget} ms)`, label);
      if (kind === 'page') {
        section.check(r.status === 308 && r.headers.location, `${phase}: uncached entry not redirected to its page from the replica`, label);
        const page = r.headers.location ? await get(new URL(r.headers.location, site).pathname) : r;
        section.check(page.status === 200 && isHtml(page) && page.ms <= budget, `${phase}: uncached entry page not 200 from the replica`, `${r.headers.location} → ${page.status || page.error} in ${page.ms} ms`);
        if (page.status >= 500) {
          section.check(!/at \w+ \(|node_modules|\.next\/server|ECONNREFUSED|HttpClientError|ERR_NETWORK/.test(page.body), `${phase}: error view leaks internals`, label);
          checkHeaders?.(`503 view (${phase})`, page);
        }
      } else if (kind === 'view') {
        section.check(r.status === 200 && isHtml(r), `${phase}: list state or search never asked before not 200 from the replica`, label);
      } else if (kind === 'api') {
        let json = false;
        try {
          json = typeof JSON.parse(r.body) === 'object';
        } catch {}
        section.check(r.status === 200 && json, `${phase}: API answer not 200 JSON from the replica`, `${label}: ${r.body.slice(0, 100)}`);
      }
    }
  };

  // 1. Service stopped.
  await stopService();
  await expectDegraded('stopped', uncached);
  // 2. Back, but slower than the client time-out.
  await startService();
  proxy.set('delay', clientTimeoutMs + 2500);
  await expectDegraded('slow', uncached);
  // 3. Recovery without restarting the site (a circuit breaker may keep failing fast for a few seconds).
  proxy.set('pass');
  const back = Date.now();
  let recoveredAfter = 0;
  for (const { path, kind } of uncached.filter((u) => u.kind === 'page')) {
    let r;
    while (Date.now() - back < RECOVERY_MS) {
      r = await get(path);
      if (r.status === 200 || r.status === 308) break;
      await sleep(500);
    }
    recoveredAfter = Math.max(recoveredAfter, Date.now() - back);
    section.check(r.status === 200 || r.status === 308, `no recovery within ${RECOVERY_MS / 1000} s of the service coming back`, `${path} (${kind}) → ${r.status || r.error}`);
  }
  section.note(`recovered ${(recoveredAfter / 1000).toFixed(1)} s after the content service came back (no restart)`);

  // 4. Usage limit: the service answers 429 with usage headers.
  const limit = await rateLimited.start();
  try {
    const direct = limit.probe;
    section.check(direct.status === 429 && direct.headers['x-usage-limit-info'] !== undefined && direct.headers['x-usage-limit-time'] !== undefined,
      'precondition: content service 429 lacks usage headers', `${direct.status} ${JSON.stringify(direct.headers).slice(0, 160)}`);
    // Visitor reads no longer spend the quota: form posts exhaust it, and the first one not stored must be busy.
    const before = proxy.state.statuses[429] ?? 0;
    let form;
    for (let i = 0; i < FORMS_TO_EXHAUST; i++) {
      form = await request(site, '/api/forms/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ name: 'Rate Limit', email: `rl-${Date.now()}-${i}@example.com`, message: 'usage limit probe' }),
        timeout: HARD_TIMEOUT_MS,
      });
      if (form.status !== 201) break;
    }
    let body = {};
    try {
      body = JSON.parse(form.body);
    } catch {}
    section.check(
      form.status === 503 && body.error?.id === 'busy' && /\S/.test(body.error?.message ?? '') && !/429|usage_limit|API error/i.test(body.error.message) && Number(form.headers['retry-after']) > 0,
      '429: form answer is not a friendly busy error with Retry-After',
      `${form.status} retry-after=${form.headers['retry-after']} ${form.body.slice(0, 160)}`,
    );
    const upstreamBefore = proxy.state.requests;
    const pageResults = [];
    for (const path of limit.after) pageResults.push({ path, r: await get(path) });
    for (const { path, r } of pageResults) {
      section.check(r.ms <= budget && (r.status === 503 || r.status === 200 || r.status === 308) && (isHtml(r) || r.status === 308), '429: uncached page not a friendly 503 view (or served) in time', `${path} → ${r.status || r.error} in ${r.ms} ms`);
    }
    const upstream = proxy.state.requests - upstreamBefore;
    const sawLimit = (proxy.state.statuses[429] ?? 0) > before || before > 0;
    section.check(sawLimit, 'precondition: the site never received a 429', JSON.stringify(proxy.state.statuses));
    section.check(upstream <= 2, 'site does not back off after a 429 (keeps calling the content service inside Retry-After)',
      `${limit.after.length} page requests after the 429 caused ${upstream} content-service requests (${JSON.stringify(proxy.state.statuses)})`);
  } finally {
    await limit.stop();
  }
  section.done();
}
