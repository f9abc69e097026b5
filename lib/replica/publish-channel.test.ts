/**
 * Publishes between instances over a real redis-server: each other instance applies the change and acknowledges,
 * and the announcing instance learns how many were told and how many applied.
 */
import { ensureRedisServer, startRedis } from '@/scripts/lib/redis.mjs';
import { publishChannel, type PublishChannel } from './publish-channel';

// Real Redis clients and waits of a few hundred ms: on a loaded machine a test takes longer than jest's 5 s default,
// which is a guard against hangs here, not a bound the behaviour is judged by.
jest.setTimeout(30_000);

let redis: Awaited<ReturnType<typeof startRedis>>;
const channels: PublishChannel[] = [];

beforeAll(async () => {
  if (!ensureRedisServer()) throw new Error('redis-server is needed (see above)');
  redis = await startRedis();
}, 120_000);

afterAll(async () => {
  await Promise.all(channels.map((channel) => channel.close()));
  await redis?.stop();
});

function instance(name: string, apply: (change: unknown) => Promise<void>): PublishChannel {
  const channel = publishChannel(redis.url, `test:${name}`, apply, () => {});
  channels.push(channel);
  return channel;
}

it('every other instance applies an announced publish before the announcement resolves', async () => {
  const applied: string[] = [];
  const slowly = (who: string) => async (change: unknown) => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    applied.push(`${who}:${JSON.stringify(change)}`);
  };
  const a = instance('three', async () => {
    throw new Error('an instance never applies its own announcement');
  });
  instance('three', slowly('b'));
  instance('three', slowly('c'));
  await new Promise((resolve) => setTimeout(resolve, 300)); // subscribed
  const answer = await a.announce({ ids: ['x'] }, 5_000);
  expect(answer).toEqual({ told: 2, applied: 2 });
  expect(applied.sort()).toEqual(['b:{"ids":["x"]}', 'c:{"ids":["x"]}']);
});

it('says how many applied when one fails, and answers after the time-out rather than wait for it', async () => {
  const a = instance('failing', async () => {});
  instance('failing', async () => {});
  instance('failing', async () => {
    throw new Error('the content host could not be read');
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await a.announce({ all: true }, 500)).toEqual({ told: 2, applied: 1 });
});

it('resolves at once when no other instance listens', async () => {
  const alone = instance('alone', async () => {});
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await alone.announce({ types: ['stay'] }, 5_000)).toEqual({ told: 0, applied: 0 });
});
