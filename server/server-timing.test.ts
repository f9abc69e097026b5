import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestContextStore } from '../lib/server/request-context.ts';
import { withServerTiming } from './server-timing.ts';

/** One answer of a server whose handler spends `replicaMs` in "replica reads" and writes its head as `write` does. */
async function answerOf(write: (res: http.ServerResponse) => void, replicaMs?: number): Promise<Response> {
  const server = http.createServer((_, res) => {
    const store: RequestContextStore = {};
    withServerTiming(res, store);
    if (replicaMs !== undefined) store.replicaMs = replicaMs;
    write(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  } finally {
    server.close();
  }
}

const timing = (response: Response) => Object.fromEntries([...(response.headers.get('server-timing') ?? '').matchAll(/(\w+);dur=([\d.]+)/g)].map((m) => [m[1], Number(m[2])]));

it('tells the replica reads apart from the whole time in the server, whichever way the head is written', async () => {
  const explicit = await answerOf((res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'), 3.456);
  expect(explicit.status).toBe(200);
  expect(timing(explicit).replica).toBe(3.46);
  expect(timing(explicit).server).toBeGreaterThanOrEqual(0);
  const implicit = await answerOf((res) => res.end('ok'));
  expect(await implicit.text()).toBe('ok');
  expect(timing(implicit)).toEqual({ replica: 0, server: expect.any(Number) });
});
