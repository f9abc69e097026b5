/**
 * The production server's fair render gate on a real socket: a client over its queue share is told to come back
 * (429 with Retry-After, never cached), even while it is sending a body, and its queued request is still answered.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFairGate } from './fair-gate';
import { throughGate } from './render-gate';

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
