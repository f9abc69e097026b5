// The swarm of the open-feed case (feed-swarm.mjs), in a worker thread: many loopback addresses calling /api/v1/
// and /mcp with random and hostile parameters until the deadline, at most `rate` a second in all. Posts its counts.
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { request } from '../lib/http.mjs';

const { origin, entryIds, deadline, clients: clientCount, rate } = workerData;
const INTERVAL_MS = (1000 * clientCount) / rate;

const word = (n = 5) => randomBytes(n).toString('hex');
const any = (list) => list[Math.floor(Math.random() * list.length)];
const number = () => any([String(Math.random() * 400 - 200), '1e309', '-0', 'NaN', '0x10', '9'.repeat(40), '']);
const day = () => any([new Date(Date.now() + (Math.random() * 800 - 400) * 86_400_000).toISOString().slice(0, 10), '2026-02-30', '0000-00-00', word()]);
/** Texts a search box and a parser meet: FTS syntax, markup, escapes, very long values. */
const hostile = () => any(['"', '*', 'NEAR(a b)', 'a OR b', '<script>x</script>', '%00', '%E0%A4%A', '\u202e', 'x'.repeat(3000), "'; DROP TABLE entries; --", word()]);
/** Written into the path as it is, but for what Node's client refuses to send (spaces, controls, beyond Latin-1). */
const raw = (text) => text.replace(/[^\x21-\xff]/gu, encodeURIComponent);
const types = ['stay', 'dine', 'shop', 'explore', 'event', 'castle', ''];

function apiPath() {
  const p = () => any([
    `near=${number()},${number()}`, `radius=${number()}`, `openAt=${raw(any([new Date().toISOString(), day(), hostile()]))}`, 'openNow=true', `openNow=${word()}`,
    `type=${any(types)},${any(types)}`, `category=${raw(any([word(), hostile()]))}`, `q=${encodeURIComponent(hostile())}`, `q=${raw(hostile())}`,
    `fields=${any(['name', 'url,open', word()])}`, `limit=${number()}`, `cursor=${any([word(20), Buffer.from(JSON.stringify({ k: number(), i: word(), q: word() })).toString('base64url')])}`,
    `from=${day()}`, `to=${day()}`, `${word(3)}=${word()}`,
  ]);
  const query = Array.from({ length: 1 + Math.floor(Math.random() * 4) }, p).join('&');
  switch (Math.floor(Math.random() * 7)) {
    case 0: return `/api/v1/places?${query}`;
    case 1: return `/api/v1/events?${query}`;
    case 2: return `/api/v1/entries/${any([any(entryIds), randomUUID(), word(), '..%2F..%2Fetc', '%ZZ'])}?${Math.random() < 0.3 ? query : ''}`;
    case 3: return `/api/v1/conditions?${Math.random() < 0.5 ? query : ''}`;
    case 4: return `/api/v1/changes?${any([`after=${word(8)}`, `after=${Buffer.from(JSON.stringify({ k: number(), i: '', q: 'changes' })).toString('base64url')}`, query])}`;
    case 5: return '/api/v1/openapi.json';
    default: return `/api/v1/places?${query}&${query}`;
  }
}

const TOOLS = ['search', 'places_open_near', 'events_between', 'entry_details', 'current_conditions', 'whats_on', word()];
function junkArgs() {
  const args = {};
  for (let n = Math.floor(Math.random() * 5); n > 0; n--) {
    args[any(['query', 'latitude', 'longitude', 'radiusKm', 'at', 'from', 'to', 'day', 'id', 'limit', 'type', word()])] = any([hostile(), Number(number()), null, [], {}, true, day()]);
  }
  return args;
}

function mcpBody() {
  const call = () => ({ jsonrpc: '2.0', id: Math.floor(Math.random() * 1e6), method: any(['tools/call', 'tools/call', 'tools/list', 'initialize', 'ping', word()]), params: { name: any(TOOLS), arguments: junkArgs() } });
  switch (Math.floor(Math.random() * 6)) {
    case 0: return JSON.stringify([call(), call(), call()]);
    case 1: return '{'.repeat(5000);
    case 2: return JSON.stringify({ ...call(), params: { pad: 'x'.repeat(80_000) } });
    case 3: return word();
    default: return JSON.stringify(call());
  }
}

/** Past /mcp's bound: the site may answer 413 and close before the client has sent it all. */
const OVERSIZED = 64 * 1024;

async function once(agent) {
  if (Math.random() < 0.6) return request(origin, apiPath(), { method: any(['GET', 'GET', 'GET', 'HEAD', 'OPTIONS', 'POST']), headers: Math.random() < 0.3 ? { accept: 'application/ld+json', 'if-none-match': `"${word()}"` } : {}, useAgent: agent, timeout: 10_000, maxBytes: 1 << 16 });
  const headers = { 'content-type': any(['application/json', 'text/plain']), accept: any(['application/json, text/event-stream', 'text/html', '*/*']) };
  if (Math.random() < 0.15) headers.origin = `https://${word()}.example`;
  const body = mcpBody();
  const r = await request(origin, '/mcp', { method: any(['POST', 'POST', 'POST', 'GET', 'DELETE']), headers, body, useAgent: agent, timeout: 10_000, maxBytes: 1 << 16 });
  return !r.status && body.length > OVERSIZED && /ECONNRESET|EPIPE/.test(r.error ?? '') ? { ...r, error: null, closed: true } : r;
}

const statuses = new Map();
const count = (key) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
let sent = 0;
const clients = Array.from({ length: clientCount }, (_, i) => new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: `127.0.3.${i + 1}` }));
await Promise.all(
  clients.map(async (agent) => {
    while (Date.now() < deadline) {
      const started = Date.now();
      const r = await once(agent);
      sent++;
      count(r.status ? String(r.status) : r.closed ? 'closed (oversized body)' : `error ${r.error}`);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + INTERVAL_MS - Date.now())));
    }
  }),
);
for (const agent of clients) agent.destroy();
parentPort.postMessage({ sent, statuses: [...statuses] });
