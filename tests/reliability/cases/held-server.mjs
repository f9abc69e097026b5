// Case P: one client tries to hold the server, directly and through the shipped nginx. From one address, for
// `seconds` (RELIABILITY_HOLD_SECONDS, 60): one connection that pipelines 200 page GETs and never reads (a fresh one
// each HOLD.connectionMs, as a patient attacker would), four form posts that declare 15 kB and send a byte a second
// (each replaced when the server answers it), and 200 connections that send their headers a byte a second (likewise).
// Meanwhile visitors on other addresses load home, list states nobody asked for before and entry pages.
//
// Targets: every visitor page 200, p99 under 2 s; the pipelined requests past the client's queue share answered 429
// (or the connection closed); the trickling posts are answered 408 (direct; behind nginx, nginx
// answers them itself or holds them, never the app); `/_next/static/%2e%2e/`-style variants of every page kind
// (scripts/lib/page-kinds.mjs) never answer a page, directly or through nginx, while the build's real static files
// still answer 200; the publish webhook refuses a 20 MB body (413) and 500 made-up types (400); the site's resident
// memory peaks at most RSS_PEAK_MB over the run.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { pageKinds } from '../../../scripts/lib/page-kinds.mjs';
import { formatCounts as fmt } from '../lib/content-log.mjs';
import { isHtml, request, sleep } from '../lib/http.mjs';
import { rssSampler } from '../lib/rss.mjs';

const ATTACKER = '127.0.0.60';
const VISITORS = ['127.0.0.61', '127.0.0.62'];
/** The hold: GETs on the one pipelined connection, how long each such connection lives, slow senders of each kind. */
const HOLD = { pipelined: 200, connectionMs: 15_000, tricklingBodies: 4, slowHeaders: 200 };
/** The visitors' target and pace. */
const VISITOR = { p99Ms: 2_000, pauseMs: 400 };
export const RSS_PEAK_MB = 300;

const word = () => randomBytes(5).toString('hex');

/** The ways a target names a page from under `/_next/static/` (each resolves to `path` by the URL rules Next uses). */
export function staticPrefixVariants(path) {
  return [
    `/_next/static/%2e%2e/%2e%2e${path}`,
    `/_next/static/%2E%2E/%2e%2E${path}`,
    `/_next/static/chunks/%2e%2e/%2e%2e/%2e%2e${path}`,
    `/_next/static/.%2e/%2e./..${path}`,
    `/_next/static/../..${path}`,
    `/_next/static/./%2e%2e/%2e%2e${path}`,
  ];
}

/** Raw sockets from ATTACKER to `origin` until `until()` is false; counts what the server did to them. */
function attack(origin, host, until) {
  const { hostname, port } = new URL(origin);
  const counts = new Map();
  const count = (key) => counts.set(key, (counts.get(key) ?? 0) + 1);
  const open = () => net.connect({ host: hostname, port: Number(port), localAddress: ATTACKER });
  const timers = new Set();
  const every = (ms, fn) => {
    const t = setInterval(fn, ms);
    timers.add(t);
    return t;
  };

  // The pipelining connection: 200 GETs at once, never read; replaced every HOLD.connectionMs. Before it goes, it
  // reads for a few seconds: what it was answered (past its queue share, 429s) and whether the server had closed it.
  const pipelined = async () => {
    while (until()) {
      const socket = open();
      socket.on('error', () => {});
      socket.pause();
      socket.write(Array.from({ length: HOLD.pipelined }, (_, i) => `GET ${i % 2 ? `/search?q=${word()}` : '/'} HTTP/1.1\r\nHost: ${host}\r\n\r\n`).join(''));
      await sleep(HOLD.connectionMs);
      let text = '';
      const closed = await new Promise((resolve) => {
        const t = setTimeout(() => resolve(false), 3_000);
        socket.on('data', (chunk) => (text += chunk.toString('latin1')));
        socket.once('end', () => (clearTimeout(t), resolve(true)));
        socket.resume();
      });
      for (const [, status] of text.matchAll(/HTTP\/1\.1 (\d{3}) /g)) count(`pipelined: ${status}`);
      count(closed ? 'pipelined connection: closed by the server' : 'pipelined connection: open, nothing held');
      socket.destroy();
    }
  };

  // A request that sends `head` at once and then `byte` a second; replaced once answered or closed.
  const slowly = (label, head, byte) => {
    if (!until()) return;
    const socket = open();
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      socket.write(head);
      const t = every(1_000, () => socket.writable && socket.write(byte));
      socket.once('close', () => clearInterval(t));
    });
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => {});
    socket.once('close', () => {
      count(`${label}: ${/^HTTP\/1\.1 (\d+)/.exec(answer)?.[1] ?? 'closed without an answer'}`);
      if (until()) setTimeout(() => slowly(label, head, byte), 100 + Math.random() * 900);
    });
  };
  const trickle = () =>
    slowly('trickling body', `POST /api/forms/contact HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 15000\r\n\r\n{"m":"`, 'x');
  const slowHeaders = () => slowly('slow headers', `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Slow: `, 'a');

  const running = pipelined();
  for (let i = 0; i < HOLD.tricklingBodies; i++) trickle();
  for (let i = 0; i < HOLD.slowHeaders; i++) setTimeout(slowHeaders, i * 5);
  return {
    counts,
    done: async () => {
      await running;
      for (const t of timers) clearInterval(t);
    },
  };
}

/** A visitor's round: home, a list state and a search nobody asked for before, an entry page. */
async function visit(origin, host, agent, entryPath, until) {
  const results = [];
  while (until()) {
    for (const path of ['/', `/dine?search=${word()}`, `/stay?order=z-a&search=${word()}`, `/search?q=${word()}`, entryPath]) {
      const r = await request(origin, path, { headers: { host }, useAgent: agent, timeout: 15_000 });
      results.push({ path, status: r.status || r.error, ms: r.ms });
      await sleep(VISITOR.pauseMs);
    }
  }
  return results;
}

/** One run against `origin` (the site itself or nginx in front of it). */
async function holdRun({ section, label, origin, host, sitePid, entryPath, kinds, seconds }) {
  const rss = rssSampler(sitePid);
  const deadline = Date.now() + seconds * 1000;
  const until = () => Date.now() < deadline;
  const attacker = attack(origin, host, until);
  await sleep(2_000); // the hold is in place
  const visitors = VISITORS.map((address) => new http.Agent({ keepAlive: true, maxSockets: 4, localAddress: address }));
  const visits = (await Promise.all(visitors.map((agent) => visit(origin, host, agent, entryPath, until)))).flat();

  // Dot-segment variants of every page kind, asked while the hold goes on, from a visitor's address.
  const variants = [];
  for (const [kind, path] of Object.entries(kinds)) {
    for (const target of staticPrefixVariants(path)) {
      const r = await request(origin, target, { headers: { host }, useAgent: visitors[0], timeout: 15_000 });
      // A page is what Next renders: any success or redirect, or a body of Next's (its flight data), whatever the status.
      variants.push({ kind, target, status: r.status || r.error, page: (r.status >= 200 && r.status < 400) || (isHtml(r) && /self\.__next_f/.test(r.body)) });
    }
  }
  await attacker.done();
  const peakMb = rss.stop();

  for (const v of visits) section.check(v.status === 200, `${label}: visitor page not 200 while held`, `${v.path} → ${v.status} in ${v.ms} ms`);
  const times = visits.map((v) => v.ms).sort((a, b) => a - b);
  const p99 = times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? Infinity;
  section.check(visits.length >= 20, `${label}: too few visitor pages while held`, `${visits.length}`);
  section.check(p99 < VISITOR.p99Ms, `${label}: visitor p99 not under ${VISITOR.p99Ms} ms`, `${p99} ms`);
  for (const v of variants) section.check(!v.page, `${label}: a /_next/static/ dot variant answered a page`, `${v.kind} ${v.target} → ${v.status}`);
  section.check(peakMb <= RSS_PEAK_MB, `${label}: site RSS peak over ${RSS_PEAK_MB} MB`, `${peakMb} MB`);
  const variantStatuses = new Map();
  for (const v of variants) variantStatuses.set(v.status, (variantStatuses.get(v.status) ?? 0) + 1);
  section.note(
    `${label}: ${visits.length} visitor pages, p99 ${p99} ms, slowest ${times.at(-1)} ms; attacker ${ATTACKER}: ${fmt(attacker.counts)}; ` +
      `${variants.length} dot variants of ${Object.keys(kinds).length} page kinds: ${fmt(variantStatuses)}; site RSS peak ${peakMb} MB.`,
  );
  visitors.forEach((agent) => agent.destroy());
  return attacker.counts;
}

/**
 * @param {{ report, direct: () => Promise<Served>, behindNginx: () => Promise<Served>, host: string, entryPath: string,
 *   revalidateSecret: string, seconds?: number }} options; each function starts a site with its default limits (and
 *   nginx in front of it), `host` is the one nginx serves.
 * @typedef {{ origin: string, pid: number, stop: () => Promise<void> }} Served
 */
export async function heldServer({ report, direct: startDirect, behindNginx: startBehindNginx, host, entryPath, revalidateSecret, seconds = 60 }) {
  const section = report.section('P', `One client holds the server: pipelining, trickling bodies, slow headers, ${seconds} s, direct and through nginx`);
  const direct = await startDirect();
  try {
    const htmlOf = async (path) => (await request(direct.origin, path, { timeout: 30_000 })).body;
    const { kinds } = await pageKinds(htmlOf);

    // The build's real static files still pass.
    const [chunk] = [...(await htmlOf('/')).matchAll(/\/_next\/static\/chunks\/[\w.~-]+\.js/g)].map((m) => m[0]);
    const file = await request(direct.origin, chunk ?? '/_next/static/none', { timeout: 10_000 });
    section.check(file.status === 200, 'a real static file not answered 200', `${chunk} → ${file.status}`);

    // The webhook's caps (directly: nginx takes 32 kB bodies at most anyway).
    const hook = (body) => request(direct.origin, '/api/revalidate', { method: 'POST', headers: { 'x-revalidate-secret': revalidateSecret, 'content-type': 'application/json' }, body, timeout: 30_000 });
    const big = await hook(JSON.stringify({ ids: ['a'], pad: 'x'.repeat(20 * 1024 * 1024) }));
    section.check(big.status === 413, 'a 20 MB webhook body not answered 413', `${big.status || big.error}`);
    const many = await hook(JSON.stringify({ types: Array.from({ length: 500 }, (_, i) => `made-up-${i}`) }));
    section.check(many.status === 400, '500 made-up types not answered 400', `${many.status}: ${many.body.slice(0, 120)}`);
    section.note(`Webhook: 20 MB body → ${big.status || big.error}, 500 made-up types → ${many.status}.`);

    const counts = await holdRun({ section, label: 'direct', origin: direct.origin, host: new URL(direct.origin).host, sitePid: direct.pid, entryPath, kinds, seconds });
    const trickled = [...counts].filter(([key]) => key.startsWith('trickling body'));
    section.check(trickled.length > 0 && trickled.every(([key]) => key === 'trickling body: 408'), 'direct: a trickling body not answered 408', fmt(new Map(trickled)));
    // Its pipelined requests are its queue: past its share they are refused, or the connection is closed.
    const pipelined = [...counts].filter(([key]) => key.startsWith('pipelined'));
    section.check(counts.has('pipelined: 429') || counts.has('pipelined connection: closed by the server'), 'direct: pipelined requests not held to the client\'s queue share', fmt(new Map(pipelined)));
    await direct.stop();

    const behind = await startBehindNginx();
    try {
      await holdRun({ section, label: 'through nginx', origin: behind.origin, host, sitePid: behind.pid, entryPath, kinds, seconds });
    } finally {
      await behind.stop();
    }
  } finally {
    await direct.stop();
  }
  section.done();
}
