// The swarm of the swarm case (swarm.mjs), in a worker thread: many loopback addresses sending random request
// shapes until the deadline, at most `rate` a second in all. Posts its counts when done.
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { request } from '../lib/http.mjs';

const { origin, canonicalHost, entries, lists: LISTS, deadline, clients: clientCount, connections, rate } = workerData;
/** Each connection sends at most one request this often, so the swarm as a whole sends at most `rate` a second. */
const INTERVAL_MS = (1000 * clientCount * connections) / rate;

const METHODS = ['GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'PURGE'];

const word = (n = 5) => randomBytes(n).toString('hex');
const any = (list) => list[Math.floor(Math.random() * list.length)];
const day = () => new Date(Date.now() + (Math.floor(Math.random() * 4000) - 2000) * 86_400_000).toISOString().slice(0, 10);

/** A random path a scanner or a botnet would try. */
function junkPath(entries) {
  const entry = any(entries);
  switch (Math.floor(Math.random() * 16)) {
    case 0: return `/${any(LISTS)}?category=${word()}`;
    case 1: return `/${any(LISTS)}?${word(3)}=${word()}&order=${word(2)}`;
    case 2: return `/${any(LISTS)}?search=${word()}&when=${word(2)}&tab=${any(['map', 'list', word(2)])}`;
    case 3: return `/api/lists/${any(LISTS)}?category=${word()}`;
    case 4: return `/api/trip?ids=${randomUUID()},${randomUUID()}`;
    case 5: return `/trip?ids=${randomUUID()}`;
    case 6: return `/trip.ics?ids=${randomUUID()},${entry.id}`;
    case 7: return `/${any(LISTS)}/${day()}/${word(4)}`; // the internal cached-list routes
    case 8: return any(['/_not-found/view', `/entries/${entry.id}/occurrence/${day()}`, `/entries/${word()}/${entry.id}?date=${day()}`]);
    case 9: return `/entries/${randomUUID()}`;
    case 10: return `/entries/${word()}/${entry.id}`;
    case 11: return `/search?q=${word()}&${word(2)}=1`;
    case 12: return `/api/search?q=${word()}`;
    case 13: return `/map?${word(2)}=${word()}`;
    case 14: return `/events?date=${day()}&when=${word(2)}`;
    default: return `/${word()}`;
  }
}

/** Headers that change how a request is answered or cached, in random combinations. */
function junkHeaders() {
  const headers = {};
  if (Math.random() < 0.3) headers.cookie = `__prerender_bypass=${word(16)}; __next_preview_data=${word(24)}`;
  if (Math.random() < 0.15) headers.authorization = `Basic ${Buffer.from(`${word()}:${word()}`).toString('base64')}`;
  if (Math.random() < 0.2) headers.host = `${word()}.example`;
  if (Math.random() < 0.2) headers['next-url'] = `/${word()}`;
  if (Math.random() < 0.25) {
    headers.rsc = '1';
    headers['next-router-state-tree'] = any([word(), '%7B', encodeURIComponent('["",{"children":'), '[[[[[[']);
  }
  if (Math.random() < 0.1) headers['x-forwarded-for'] = `${Math.floor(Math.random() * 255)}.1.2.3`;
  return headers;
}

async function swarmRequest(origin, entries, agent, canonicalHost) {
  const method = any(METHODS);
  let target = junkPath(entries);
  const headers = { host: canonicalHost, ...junkHeaders() };
  if (headers.rsc) target += `${target.includes('?') ? '&' : '?'}_rsc=${word(3)}`;
  const body = ['POST', 'PUT', 'PATCH'].includes(method) ? JSON.stringify({ [word()]: word() }) : undefined;
  if (body) headers['content-type'] = any(['application/json', 'text/plain', 'multipart/form-data; boundary=x']);
  const foreignHost = headers.host !== canonicalHost;
  const response = await request(origin, target, { method, headers, body, useAgent: agent, timeout: 10_000, maxBytes: 1 << 16 });
  return { response, foreignHost };
}

const statuses = new Map();
const count = (key) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
let sent = 0;
const clients = Array.from({ length: clientCount }, (_, i) => new http.Agent({ keepAlive: true, maxSockets: connections, localAddress: `127.0.2.${i + 1}` }));
await Promise.all(
  clients.flatMap((agent) =>
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        const started = Date.now();
        const { response: r, foreignHost } = await swarmRequest(origin, entries, agent, canonicalHost);
        sent++;
        count(r.status ? String(r.status) : foreignHost ? 'closed (foreign Host)' : `error ${r.error}`);
        if (r.status === 503 && !r.headers['retry-after']) count('503 without Retry-After');
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + INTERVAL_MS - Date.now())));
      }
    }),
  ),
);
for (const agent of clients) agent.destroy();
parentPort.postMessage({ sent, statuses: [...statuses] });
