// Case 5: 50 concurrent visitors for 60 s over mixed pages → 0 errors, next-server RSS flat: growth < 10 % over
// the second half of the run. The first half still fills caches and sizes V8's heap (a clean clone measured
// +10.3 % start → end with a flat second half), so start → end is reported but not judged; a leak keeps growing
// in the second half too. `npm run bench` judges memory the same way.
import { pool, request, sleep } from '../lib/http.mjs';
import { treeRssKb } from '../lib/procs.mjs';

async function runLoad(site, paths, connections, seconds) {
  try {
    const autocannon = (await import('autocannon')).default;
    const result = await autocannon({
      url: site,
      connections,
      duration: seconds,
      timeout: 10,
      requests: paths.map((path) => ({ method: 'GET', path, headers: { accept: 'text/html,application/json' } })),
    });
    return {
      tool: 'autocannon',
      requests: result.requests.total,
      rps: Math.round(result.requests.average),
      p99: result.latency.p99,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
    };
  } catch (error) {
    if (error.code !== 'ERR_MODULE_NOT_FOUND') throw error;
  }
  // Fallback: a plain keep-alive loop per visitor.
  const end = Date.now() + seconds * 1000;
  let requests = 0;
  let errors = 0;
  let non2xx = 0;
  let timeouts = 0;
  const latencies = [];
  await pool(
    Array.from({ length: connections }, (_, v) => async () => {
      for (let i = v; Date.now() < end; i++) {
        const r = await request(site, paths[i % paths.length], { timeout: 10_000 });
        requests++;
        latencies.push(r.ms);
        if (r.timedOut) timeouts++;
        else if (r.status === 0) errors++;
        else if (r.status < 200 || r.status >= 300) non2xx++;
      }
    }),
    connections,
  );
  latencies.sort((a, b) => a - b);
  return { tool: 'http loop', requests, rps: Math.round(requests / seconds), p99: latencies[Math.floor(latencies.length * 0.99)], errors, timeouts, non2xx };
}

export async function load({ site, report, sitePid, paths, connections = 50, seconds = 60 }) {
  const section = report.section('5', `Load (${connections} visitors × ${seconds} s)`);
  // Warm every path, then a short burst, so the baseline is a warmed-up server.
  for (const path of paths) {
    const r = await request(site, path, { timeout: 20_000 });
    section.check(r.status === 200, 'load page not 200 before the run', `${path} → ${r.status || r.error}`);
  }
  await runLoad(site, paths, connections, 15); // warm-up: caches and JIT reach steady state before the baseline
  await sleep(1500);
  const baseline = treeRssKb(sitePid);
  const samples = [];
  const timer = setInterval(() => samples.push(treeRssKb(sitePid)), 1000);
  const result = await runLoad(site, paths, connections, seconds);
  clearInterval(timer);
  await sleep(2000);
  const after = treeRssKb(sitePid);
  const peak = Math.max(...samples, after);
  const growth = (after - baseline) / baseline;
  // Both under load (after the run some buffers are already freed, which could hide growth).
  const mid = samples[Math.floor(samples.length / 2)] ?? baseline;
  const end = samples.at(-1) ?? after;
  const secondHalf = (end - mid) / mid;
  section.check(result.errors === 0, 'connection errors under load', `${result.errors} errors`);
  section.check(result.timeouts === 0, 'timeouts under load', `${result.timeouts} timeouts`);
  section.check(result.non2xx === 0, 'non-2xx answers under load', `${result.non2xx} of ${result.requests}`);
  const mb = (kb) => Math.round(kb / 1024);
  section.check(
    secondHalf < 0.1,
    'resident memory grew ≥ 10 % over the second half of the run',
    `${mb(mid)} MB at mid-run → ${mb(end)} MB at its end (+${(secondHalf * 100).toFixed(1)} %); start ${mb(baseline)} MB, after ${mb(after)} MB, peak ${mb(peak)} MB`,
  );
  section.note(
    `${result.tool}: ${result.requests} requests, ${result.rps} req/s, p99 ${result.p99} ms; RSS ${Math.round(baseline / 1024)} → ${Math.round(after / 1024)} MB ` +
      `(${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %), second half ${secondHalf >= 0 ? '+' : ''}${(secondHalf * 100).toFixed(1)} %, peak ${Math.round(peak / 1024)} MB`,
  );
  section.done();
  return { growth, secondHalf, ...result };
}
