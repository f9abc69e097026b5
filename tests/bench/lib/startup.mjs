// `npm start` from the built checkout: time to the first 200 on `/`, and the next-server process's resident
// memory sampled every second over a 60 s mixed-page load run, with where it is (memory-probe.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cannon } from './load.mjs';
import { startProcess, stopProcess, waitForHttp } from './proc.mjs';
import { ONE_CLIENT_IS_MANY, ROOT, cleanEnv, nextServerPid, rssBytes } from './stack.mjs';
import { median } from '../../../scripts/lib/bench-stats.mjs';

const PROBE = fileURLToPath(new URL('./memory-probe.mjs', import.meta.url));

/** `probeLog`: a file the site's server appends its memory split to every second (memory-probe.mjs). */
export async function timeNpmStart({ port, contentPort, dataDir, logFile, probeLog = null }) {
  const started = performance.now();
  const probe = probeLog ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${PROBE}`.trim(), BENCH_MEMORY_LOG: probeLog } : {};
  const child = startProcess('npm', ['start'], {
    cwd: ROOT,
    env: cleanEnv({ PORT: String(port), CONTENT_PORT: String(contentPort), CONTENT_DATA_DIR: dataDir, CONTENT_RATE_LIMIT: '1000000', ...ONE_CLIENT_IS_MANY, ...probe }),
    logFile,
  });
  await waitForHttp(`http://127.0.0.1:${port}/`, { child, timeoutMs: 120_000, intervalMs: 20 });
  return { child, readyMs: Math.round(performance.now() - started), origin: `http://127.0.0.1:${port}` };
}

/**
 * Where the memory was, from the probe's lines: at the RSS peak and as medians over the run's second half. `other`
 * is RSS less the V8 heap and external memory: code, the native addons' memory (SQLite's page cache), the
 * allocator's free pages.
 */
export function memorySplit(probeLog) {
  if (!probeLog || !fs.existsSync(probeLog)) return null;
  const lines = fs.readFileSync(probeLog, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
  if (!lines.length) return null;
  const split = (l) => ({ rss: l.rss, heapTotal: l.heapTotal, heapUsed: l.heapUsed, newSpace: l.spaces.new_space ?? null, external: l.external, other: Math.round((l.rss - l.heapTotal - l.external) * 10) / 10, mappedFiles: l.rssFile });
  const peak = lines.reduce((a, b) => (b.rss > a.rss ? b : a));
  const late = lines.slice(Math.floor(lines.length / 2)).map(split);
  const mid = Object.fromEntries(Object.keys(late[0]).map((k) => [k, Math.round(median(late.map((x) => x[k])) * 10) / 10]));
  return { atPeak: split(peak), secondHalfMedian: mid };
}

export async function memoryUnderLoad({ child, origin, paths, seconds = 60, probeLog = null }) {
  const pid = nextServerPid(child.pid, new URL(origin).port);
  if (!pid) throw new Error('the site server process (listening on the port) was not found under npm start');
  const samples = [];
  const sample = () => {
    const rss = rssBytes(pid);
    if (rss) samples.push(rss);
  };
  sample();
  const timer = setInterval(sample, 1000);
  let result;
  try {
    result = await cannon({ url: origin, connections: 50, duration: seconds, requests: paths.map((p) => ({ method: 'GET', path: p })) });
  } finally {
    clearInterval(timer);
  }
  // settle, then the end figure
  await new Promise((r) => setTimeout(r, 2000));
  sample();
  const mb = (b) => Math.round((b / 1048576) * 10) / 10;
  const start = samples[0];
  const end = samples.at(-1);
  const max = Math.max(...samples);
  // Growth over the second half of the run (after warm-up), the part that shows a leak rather than warm-up: the
  // median of its second half against the median of its first. Garbage collection makes RSS a saw (±15 % within
  // seconds here), so two single samples would measure where the saw happened to be.
  const half = samples.slice(Math.floor(samples.length / 2));
  const [early, late] = [median(half.slice(0, half.length >> 1)), median(half.slice(half.length >> 1))];
  return {
    pid,
    startMb: mb(start),
    maxMb: mb(max),
    endMb: mb(end),
    growthPct: Math.round(((end - start) / start) * 1000) / 10,
    secondHalfGrowthPct: Math.round(((late - early) / early) * 1000) / 10,
    samplesMb: samples.map(mb),
    rps: Math.round(result.requests.average),
    errors: result.errors,
    non2xx: result.non2xx,
    splitMb: memorySplit(probeLog),
  };
}

export { stopProcess, path };
