/**
 * The limits against a real redis-server on a free loopback port: two instances count once, and when Redis stops
 * or hangs each instance falls back to its own share (fails closed) at once.
 */
import { createClient } from '@redis/client';
import { ensureRedisServer, startRedis } from '@/scripts/lib/redis.mjs';
import { limitsRedis } from './limits-redis';
import { createActiveClients } from './active-clients';
import { createWindowLimiter } from './window-limiter';

let redis: Awaited<ReturnType<typeof startRedis>>;
const clients: { destroy(): void }[] = [];

async function instance(name: string, points: number, instancePoints: number) {
  const client = createClient({ url: redis.url, disableOfflineQueue: true, socket: { reconnectStrategy: () => 100 } });
  client.on('error', () => {});
  await client.connect();
  clients.push(client);
  return createWindowLimiter({ name, points, instancePoints, seconds: 60, redis: client, redisTimeoutMs: 300 });
}

const allowedOf = async (limiter: { take(key: string): Promise<{ allowed: boolean }> }, key: string, n: number) =>
  (await Promise.all(Array.from({ length: n }, () => limiter.take(key)))).filter((r) => r.allowed).length;

beforeAll(async () => {
  if (!ensureRedisServer()) throw new Error('redis-server is needed (see above)');
  redis = await startRedis();
}, 120_000);

afterAll(async () => {
  for (const client of clients) client.destroy();
  await redis?.stop();
});

it('counts once for every instance that shares the Redis', async () => {
  const a = await instance('t1', 10, 5);
  const b = await instance('t1', 10, 5);
  expect((await allowedOf(a, 'client', 7)) + (await allowedOf(b, 'client', 7))).toBe(10);
  expect((await a.take('client')).retryAfterSeconds).toBeGreaterThan(50);
  expect(await allowedOf(b, 'another client', 3)).toBe(3);
});

it('hands back refusals at a lower share, so a higher share can still use the window', async () => {
  const a = await instance('t2', 10, 5);
  expect((await Promise.all(Array.from({ length: 10 }, () => a.take('site', 0.5)))).filter((r) => r.allowed)).toHaveLength(5);
  expect(await allowedOf(a, 'site', 10)).toBe(5);
});

it('counts a new instance’s first requests in Redis too (the limits client of node-redis, useRedisPackage)', async () => {
  const shared = limitsRedis(redis.url); // not connected yet
  clients.push(shared);
  const limiter = createWindowLimiter({ name: 't3', points: 3, seconds: 60, redis: shared });
  expect(await allowedOf(limiter, 'k', 5)).toBe(3);
  const other = await instance('t3', 3, 3);
  expect(await allowedOf(other, 'k', 1)).toBe(0);
});

it('counts the clients active on every instance once, in a structure of fixed size', async () => {
  const connect = async () => {
    const client = createClient({ url: redis.url, disableOfflineQueue: true, socket: { reconnectStrategy: () => 100 } });
    client.on('error', () => {});
    await client.connect();
    clients.push(client);
    return createActiveClients({ name: 't5', seconds: 60, redis: client });
  };
  const [a, b] = [await connect(), await connect()];
  for (let i = 0; i < 300; i++) await (i % 2 ? a : b).seen(`10.0.${i >> 8}.${i & 255}`);
  // The same addresses again, on the other instance: no more clients than before.
  for (let i = 0; i < 300; i++) await (i % 2 ? b : a).seen(`10.0.${i >> 8}.${i & 255}`);
  const count = await a.seen('10.0.0.0');
  expect(count).toBeGreaterThanOrEqual(297);
  expect(count).toBeLessThanOrEqual(303);
});

// A hung Redis must not hold the request: the answer comes (the test's time-out would catch a hang), from memory.
it('falls back to this instance’s share when Redis hangs or is gone', async () => {
  const a = await instance('t4', 100, 4);
  expect(await allowedOf(a, 'hung', 1)).toBe(1);
  redis.child.kill('SIGSTOP');
  try {
    expect(await allowedOf(a, 'hung', 10)).toBe(4);
  } finally {
    redis.child.kill('SIGCONT');
  }
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  await redis.stop();
  expect(await allowedOf(a, 'gone', 10)).toBe(4);
  // Priorities hold in memory too: half of this instance's share.
  const halves = await Promise.all(Array.from({ length: 10 }, () => a.take('gone-half', 0.5)));
  expect(halves.filter((r) => r.allowed)).toHaveLength(2);
  quiet.mockRestore();
});
