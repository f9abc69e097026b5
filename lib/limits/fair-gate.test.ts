import { createFairGate, GateRefusedError } from './fair-gate';

const settings = { concurrency: 1, perClientQueue: 8, maxQueue: 64, maxWaitMs: 60_000 };

/** Enters for `key`, records the order turns are given in, and ends each turn as soon as it is given. */
function enterRecorded(gate: ReturnType<typeof createFairGate>, key: string, order: string[]) {
  return gate.enter(key).then((done) => {
    order.push(key);
    done();
  });
}

it('serves a quiet client before the requests a busy client already has waiting', async () => {
  const gate = createFairGate(settings);
  const order: string[] = [];
  const first = await gate.enter('swarm');
  const swarm = Array.from({ length: 6 }, () => enterRecorded(gate, 'swarm', order));
  const visitor = enterRecorded(gate, 'visitor', order);
  first();
  await Promise.all([...swarm, visitor]);
  expect(order[0]).toBe('visitor');
  expect(order.filter((key) => key === 'swarm')).toHaveLength(6);
});

it('serves a quiet client next when many busy clients have requests waiting, not after a round of them', async () => {
  const gate = createFairGate(settings);
  const order: string[] = [];
  let visitor: Promise<void> | undefined;
  const first = await gate.enter('busy-0');
  const busy = Array.from({ length: 10 }, (_, c) =>
    Array.from({ length: 3 }, () =>
      gate.enter(`busy-${c}`).then((done) => {
        order.push(`busy-${c}`);
        // The visitor opens a page while the busy clients are in their second round.
        if (order.length === 15) visitor = enterRecorded(gate, 'visitor', order);
        done();
      }),
    ),
  ).flat();
  first();
  await Promise.all(busy);
  await visitor;
  expect(order.indexOf('visitor')).toBe(15);
});

it('serves a known visitor back from reading before a swarm of addresses new to the gate', async () => {
  let clock = 0;
  const gate = createFairGate({ ...settings, maxQueue: 128, now: () => clock });
  const order: string[] = [];
  (await gate.enter('visitor'))(); // an earlier page
  clock += 5_000;
  const first = await gate.enter('swarm-0');
  const swarm = Array.from({ length: 20 }, (_, c) => [enterRecorded(gate, `swarm-${c + 1}`, order), enterRecorded(gate, `swarm-${c + 1}`, order)]).flat();
  const visitor = enterRecorded(gate, 'visitor', order);
  first();
  await Promise.all([...swarm, visitor]);
  expect(order[0]).toBe('visitor');
});

it.each([
  ['straight back, it waits behind what was queued before it', 10, ['b', 'b', 'a']],
  ['back from reading, it goes first', 5_000, ['b', 'a', 'b']],
])('a client that asks again: %s', async (_, pauseMs, expected) => {
  let clock = 0;
  const gate = createFairGate({ ...settings, now: () => clock });
  const order: string[] = [];
  const first = await gate.enter('a');
  const waiting = [enterRecorded(gate, 'b', order), enterRecorded(gate, 'b', order)];
  first();
  clock += pauseMs as number;
  const again = enterRecorded(gate, 'a', order);
  await Promise.all([...waiting, again]);
  expect(order).toEqual(expected);
});

it('takes turns between busy clients instead of serving one until its queue is empty', async () => {
  const gate = createFairGate(settings);
  const order: string[] = [];
  const first = await gate.enter('a');
  const waiting = [...Array.from({ length: 3 }, () => enterRecorded(gate, 'a', order)), ...Array.from({ length: 3 }, () => enterRecorded(gate, 'b', order))];
  first();
  await Promise.all(waiting);
  expect(order.join('')).toBe('bababa');
});

it('answers 429 to a client over its queue share and 503 when the queue is full, and lets the rest through', async () => {
  const gate = createFairGate({ ...settings, perClientQueue: 2, maxQueue: 3 });
  const first = await gate.enter('busy');
  const order: string[] = [];
  const queued = [enterRecorded(gate, 'busy', order), enterRecorded(gate, 'busy', order)];
  await expect(gate.enter('busy')).rejects.toMatchObject({ refusal: { status: 429, reason: 'client_queue_full' } });
  const other = enterRecorded(gate, 'other', order);
  await expect(gate.enter('third')).rejects.toMatchObject({ refusal: { status: 503, reason: 'queue_full' } });
  first();
  await Promise.all([...queued, other]);
  expect(order).toEqual(['other', 'busy', 'busy']);
  expect(gate.stats()).toMatchObject({ running: 0, waiting: 0, clients: 0 });
});

it('gives up on a request that waited too long and still serves the ones behind it', async () => {
  jest.useFakeTimers();
  try {
    const gate = createFairGate({ ...settings, maxWaitMs: 1_000 });
    const first = await gate.enter('a');
    const late = gate.enter('b');
    const caught = late.catch((error: unknown) => error);
    jest.advanceTimersByTime(1_001);
    const error = await caught;
    expect(error).toBeInstanceOf(GateRefusedError);
    expect((error as GateRefusedError).refusal).toMatchObject({ status: 503, reason: 'waited_too_long', retryAfterSeconds: 1 });
    const next = gate.enter('c');
    first();
    (await next)();
    expect(gate.stats()).toMatchObject({ running: 0, waiting: 0 });
  } finally {
    jest.useRealTimers();
  }
});

it('holds no more clients than have work in it, and remembers a bounded number of idle ones', async () => {
  const gate = createFairGate({ ...settings, concurrency: 4 });
  for (let i = 0; i < 12_000; i++) (await gate.enter(`client-${i}`))();
  const stats = gate.stats();
  expect(stats.clients).toBe(0);
  expect(stats.remembered).toBeLessThanOrEqual(10_000);
});

it('counts answers a client has not taken yet in its queue share, and frees the share once they are sent', async () => {
  const gate = createFairGate({ concurrency: 4, perClientQueue: 2, maxQueue: 64, maxWaitMs: 60_000 });
  const unsent = [gate.sending('pipeliner'), gate.sending('pipeliner')];
  await expect(gate.enter('pipeliner')).rejects.toMatchObject({ refusal: { status: 429, reason: 'client_queue_full' } });
  // Another client is not held by them: the turns are free.
  (await gate.enter('visitor'))();
  unsent[0]();
  unsent[0]();
  const turn = await gate.enter('pipeliner');
  turn();
  unsent[1]();
  expect(gate.stats()).toMatchObject({ running: 0, waiting: 0, sending: 0, clients: 0 });
});
