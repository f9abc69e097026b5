// The site's replica at scale: its first sync of a large store (time and counts from the site's own
// `replica_ready` log line, peak RSS of the server from /proc), a single-entry publish (the webhook's answer, which
// comes once the replica holds the change), and list and search answers read from the replica (medians).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sampleMachine } from '../../../scripts/lib/machine-busy.mjs';
import { SERVER_ENV, serverArgs } from '../../../scripts/lib/processes.mjs';
import { percentile } from './content-scale.mjs';
import { descendants, runToEnd, startProcess, waitForHttp, waitForLog } from './proc.mjs';
import { ROOT, cleanEnv, rssBytes } from './stack.mjs';

const round = (n) => (n == null ? null : Math.round(n * 100) / 100);
const mb = (bytes) => Math.round(bytes / 1048576);
/** First words of two-word queries: 144 pairs, each a query the site has not answered before. */
const WORDS = ['lake', 'mountain', 'ski', 'family', 'summer', 'winter', 'glacier', 'downtown', 'trail', 'free', 'music', 'park'];

/**
 * RSS of a process and its descendants, sampled until stopped; the peak in bytes, and the peak of the process's own
 * private memory (RssAnon: heap, the search index, SQLite's cache), which the rest (RssFile: the code, and the
 * replica's file read through mmap, shared with the OS page cache) does not count.
 */
function rssSampler(pid, intervalMs = 200) {
  let peak = 0;
  let peakAnon = 0;
  const sample = () => {
    const total = [pid, ...descendants(pid)].reduce((sum, p) => sum + (rssBytes(p) ?? 0), 0);
    peak = Math.max(peak, total);
    peakAnon = Math.max(peakAnon, rssBytes(pid, 'RssAnon') ?? 0);
    return total;
  };
  const timer = setInterval(sample, intervalMs);
  return { sample, peak: () => peak, peakAnon: () => peakAnon, anon: () => rssBytes(pid, 'RssAnon') ?? 0, stop: () => clearInterval(timer) };
}

/** The site's server on `dir` with an empty replica in `replicaDir`; resolves with its first sync's log line. */
export async function startAndSync({ dir, port, contentHost, replicaDir, logFile, env = {} }) {
  const started = performance.now();
  const child = startProcess(process.execPath, [...serverArgs(), '--dir', dir, '-p', String(port)], {
    cwd: dir,
    env: cleanEnv({ ...SERVER_ENV, ELEBASE_HOST: contentHost, REPLICA_DIR: replicaDir, ...env }),
    logFile,
  });
  const rss = rssSampler(child.pid);
  const [line] = await waitForLog(child, /\{[^\n]*"event":"replica_ready"[^\n]*\}/, 30 * 60_000);
  const wallMs = Math.round(performance.now() - started);
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/api/health`, { child, timeoutMs: 60_000 });
  return { child, origin, rss, ready: { ...JSON.parse(line), wallMs, peakRssMb: mb(rss.peak()), peakAnonMb: mb(rss.peakAnon()) } };
}

/** `replica;dur=1.2, server;dur=3.4` (the site's Server-Timing, SERVER_TIMING=on) → { replica: 1.2, server: 3.4 }. */
export function serverTiming(header) {
  return Object.fromEntries([...(header ?? '').matchAll(/(\w+);dur=([\d.]+)/g)].map((m) => [m[1], Number(m[2])]));
}

const medianOf = (values) => round(percentile([...values].sort((a, b) => a - b), 50));

/** A request of `timeAnswers`: a path to GET, or a path with fetch's method, headers and body. */
const asRequest = (request) => (typeof request === 'string' ? { path: request } : request);
const isOk = (status) => status === 200;

/**
 * p50/p99 of `requests` asked once each in turn (after `warm` requests of the first), with the count of those not
 * `answered` (by default: not 200), and the medians of the site's own Server-Timing: the time in replica reads and
 * in the server (null when it sends none).
 */
export async function timeAnswers(origin, requests, { warm = 10, answered = isOk } = {}) {
  const { path: first, ...firstInit } = asRequest(requests[0]);
  for (let i = 0; i < warm; i++) await (await fetch(`${origin}${first}`, firstInit)).arrayBuffer();
  const machine = await sampleMachine();
  const times = [];
  const timings = [];
  let errors = 0;
  for (const request of requests) {
    const { path: p, ...init } = asRequest(request);
    const started = performance.now();
    const response = await fetch(`${origin}${p}`, init);
    const text = await response.text();
    times.push(performance.now() - started);
    timings.push(serverTiming(response.headers.get('server-timing')));
    if (!answered(response.status, text)) errors++;
  }
  times.sort((a, b) => a - b);
  const timed = timings.every((t) => t.replica !== undefined && t.server !== undefined);
  return {
    p50: round(percentile(times, 50)),
    p99: round(percentile(times, 99)),
    replicaP50: timed ? medianOf(timings.map((t) => t.replica)) : null,
    serverP50: timed ? medianOf(timings.map((t) => t.server)) : null,
    requests: requests.length,
    errors,
    machineBefore: machine,
  };
}

/** The same server's floor for an answer: `/api/health` (no replica read) asked `count` times. */
export function timeFloor(origin, count = 144) {
  return timeAnswers(origin, Array.from({ length: count }, () => '/api/health'));
}

/** Two-word queries (`lake+ski`), 144 of them. */
export const wordPairs = (salt = '') => WORDS.flatMap((a) => WORDS.map((b) => `${a}+${b}${salt}`));

/** Two-word list and search queries, each new to the site (so nothing answers from a cache of answers). */
export function replicaQueries(salt = '') {
  const pairs = wordPairs(salt);
  return {
    list: pairs.map((q) => `/api/lists/stay?search=${q}`),
    search: pairs.map((q) => `/api/search?q=${q}`),
  };
}

/**
 * `count` single-entry publishes: the entry's title changed in the store (`npm run content:import`), then the
 * webhook; each figure is the webhook's answer time, after which the new title must be searchable.
 */
export async function timePublishes({ origin, secret, entries, dataDir, tmp, count = 5 }) {
  const times = [];
  let visible = 0;
  for (const entry of entries.slice(0, count)) {
    const word = `Pub${randomBytes(4).toString('hex')}`;
    const file = path.join(tmp, `publish-${word}.json`);
    const edited = { ...entry, title: `${entry.title} ${word}`, date_time: { ...entry.date_time, edit: new Date().toISOString() } };
    fs.writeFileSync(file, JSON.stringify({ entries: [edited], contacts: [], groups: [], featureTypes: [] }));
    await runToEnd('npm', ['run', '-s', 'content:import', '--', file], { cwd: ROOT, env: cleanEnv({ CONTENT_DATA_DIR: dataDir }), logFile: path.join(tmp, 'import.log') });
    const started = performance.now();
    const response = await fetch(`${origin}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
      body: JSON.stringify({ ids: [entry.id] }),
    });
    await response.arrayBuffer();
    times.push({ ms: Math.round(performance.now() - started), status: response.status });
    if ((await (await fetch(`${origin}/api/search?q=${word}`)).text()).includes(word)) visible++;
  }
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), max: sorted.at(-1), statuses: times.map((t) => t.status), visible, count: times.length };
}

export { mb };
