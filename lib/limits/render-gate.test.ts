/**
 * The production server's fair render gate on a real socket: a client over its queue share is told to come back
 * (429 with Retry-After, never cached), even while it is sending a body, and its queued request is still answered;
 * a client that never reads its answer holds no turn.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { createFairGate } from './fair-gate';
import { passesGate, throughGate } from './render-gate';

let server: http.Server;
let origin: string;
const held: (() => void)[] = [];

beforeAll(async () => {
  const gate = createFairGate({ concurrency: 1, perClientQueue: 1, maxQueue: 8, maxWaitMs: 30_000 });
  server = http.createServer((req, res) => {
    const client = String(req.headers['x-client']);
    throughGate(gate, client, req, res, () => {
      // The turn lasts until the test lets the answer go.
      held.push(() => res.end('rendered'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (client: string, init: RequestInit = {}) => fetch(`${origin}/stay?search=${client}`, { ...init, headers: { 'x-client': client } });

async function heldCount(n: number) {
  while (held.length < n) await new Promise((resolve) => setTimeout(resolve, 10));
}

it('answers 429 with Retry-After to a client over its share, and still answers what it has queued', async () => {
  const first = get('busy');
  await heldCount(1);
  const queued = get('busy');
  await new Promise((resolve) => setTimeout(resolve, 50));
  const refused = await fetch(`${origin}/api/forms/contact`, { method: 'POST', headers: { 'x-client': 'busy', 'content-type': 'application/json' }, body: JSON.stringify({ message: 'x'.repeat(200_000) }) });
  expect(refused.status).toBe(429);
  expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(refused.headers.get('cache-control')).toBe('no-store');
  expect(await refused.text()).toMatch(/try again/i);

  held.shift()!();
  expect((await first).status).toBe(200);
  await heldCount(1);
  held.shift()!();
  const answer = await queued;
  expect(answer.status).toBe(200);
  expect(await answer.text()).toBe('rendered');
});

it('ends a turn when the answer is produced, not when a client that never reads has taken it', async () => {
  const gate = createFairGate({ concurrency: 1, perClientQueue: 4, maxQueue: 8, maxWaitMs: 30_000 });
  const big = http.createServer((req, res) => {
    throughGate(gate, String(req.headers['x-client'] ?? 'reader'), req, res, () => res.end(req.url === '/big' ? Buffer.alloc(32 * 1024 * 1024, 'x') : 'small'));
  });
  await new Promise<void>((resolve) => big.listen(0, '127.0.0.1', resolve));
  const port = (big.address() as AddressInfo).port;
  const stuck = net.connect(port, '127.0.0.1', () => {
    stuck.pause();
    stuck.write('GET /big HTTP/1.1\r\nHost: x\r\nX-Client: stuck\r\n\r\n');
  });
  stuck.on('error', () => {});
  while (gate.stats().sending === 0) await new Promise((resolve) => setTimeout(resolve, 10));
  // The answer waits for its client, in its share of the queue, and the one turn is free for everyone else.
  expect(gate.stats()).toMatchObject({ running: 0, sending: 1 });
  expect(await (await fetch(`http://127.0.0.1:${port}/other`)).text()).toBe('small');
  stuck.destroy();
  await new Promise((resolve) => big.close(resolve));
});

it('lets only the build\'s real static files and the health check past without a turn, on the path Next routes', () => {
  const built = new Set(['/_next/static/chunks/app/page-1a2b.js', '/_next/static/chunks/app/entries/[titleOrId]/[id]/page-3c.js']);
  for (const url of ['/_next/static/chunks/app/page-1a2b.js?v=1', '/_next/static/chunks/app/entries/%5BtitleOrId%5D/%5Bid%5D/page-3c.js', '/api/health', '/api/health?x=1']) {
    expect(passesGate(url, built)).toBe(true);
  }
  for (const url of ['/_next/static/%2e%2e/%2e%2e/search?q=lake', '/_next/static/../../stay', '/_next/static/chunks/app/../../../../entries/x/1', '/_next/static/no-such-file.js', '/_next/static/chunks/', '/search', '/api/healthy']) {
    expect(passesGate(url, built)).toBe(false);
  }
});
