import { RateLimiter } from '@/content-service/rate-limit';
import { ContentBusyError, CircuitBreaker, guardClient } from './availability';
import { AsyncLocalStorage } from 'node:async_hooks';
import { REQUEST_CONTEXT_KEY, type RequestContextStore } from '@/lib/server/request-context';
import {
  budgetPlan,
  contentBudgetSettings,
  fairShare,
  MIN_FAIR_SHARE,
  SLICE_SECONDS,
  takeContentRequest,
  takeFormRequest,
  takeOrWaitForContentRequest,
  takeOrWaitForSyncRequest,
  type BudgetSettings,
} from './content-budget';

/** The content service's own quota (CONTENT_RATE_LIMIT / CONTENT_RATE_WINDOW defaults, like Elebase). */
const QUOTA = 1200;
const QUOTA_WINDOW_S = 60;

let run = 0;
/** Fresh counters for each test (the limiters are process-wide per settings). */
const settings = (budget = 1000, instances = 1): BudgetSettings => ({ budget, instances, prefix: `test-${++run}:` });

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date('2026-07-01T12:00:00.123Z'));
});
afterEach(() => jest.useRealTimers());

it('holds at most CONTENT_BUDGET requests in any 60 s however the slices fall, below the quota', () => {
  for (const budget of [7, 100, 900, 1000, 1199]) {
    const { slice } = budgetPlan({ budget, instances: 1 });
    expect(slice * (QUOTA_WINDOW_S / SLICE_SECONDS + 1)).toBeLessThanOrEqual(budget);
  }
  const three = budgetPlan({ budget: 1000, instances: 3 });
  expect(three.instanceSlice * 3 * (QUOTA_WINDOW_S / SLICE_SECONDS + 1)).toBeLessThanOrEqual(1000);
});

it('a swarm at full speed for three minutes never makes the content service answer 429', async () => {
  const budget = settings();
  const upstream = new RateLimiter(QUOTA, QUOTA_WINDOW_S);
  const allowedAt: number[] = [];
  let refusedUpstream = 0;
  const clients = Array.from({ length: 40 }, (_, i) => `10.0.${i >> 4}.${i & 15}`);
  for (let tick = 0; tick < 1_800; tick++) {
    // 40 addresses, each every 100 ms, half of them on previews, half on the sync: 400 attempts a second.
    const answers = await Promise.all(clients.map((client, i) => takeContentRequest(budget, i % 2 ? 'preview' : 'sync', client)));
    for (let n = answers.filter((a) => a.allowed).length; n > 0; n--) {
      allowedAt.push(Date.now());
      if (!upstream.hit('site-key').allowed) refusedUpstream++;
    }
    jest.advanceTimersByTime(100);
  }
  expect(refusedUpstream).toBe(0);
  // Any 60 s, wherever it starts: at most the budget.
  let most = 0;
  for (let first = 0, last = 0; first < allowedAt.length; first++) {
    while (last < allowedAt.length && allowedAt[last] - allowedAt[first] < 60_000) last++;
    most = Math.max(most, last - first);
  }
  expect(most).toBeLessThanOrEqual(1000);
  // And used, not wasted: 40 addresses asking at once each get a fortieth of what one priority may spend (two
  // requests), which together is most of what preview and the sync may spend.
  expect(most).toBeGreaterThanOrEqual(480);
});

describe('each priority keeps its own part of every slice', () => {
  const plan = budgetPlan({ budget: 1000, instances: 1 }); // 142 per 10 s: 14 preview, 14 form, 28 sync, a pool of 86
  const take = async (budget: BudgetSettings, priority: 'preview' | 'form' | 'sync', n = plan.slice) => {
    const answers = await Promise.all(Array.from({ length: n }, () => takeContentRequest(budget, priority, null)));
    return answers.filter((a) => a.allowed).length;
  };
  const halfPool = Math.floor(plan.pool / 2);

  it('previews flooding first leave the sync and forms their parts', async () => {
    const budget = settings();
    expect(await take(budget, 'preview')).toBe(plan.reserved.preview + plan.pool);
    expect(plan.reserved.preview + plan.pool).toBeLessThanOrEqual(Math.ceil(plan.slice * 0.7));
    expect(await take(budget, 'sync')).toBe(plan.reserved.sync);
    expect(await take(budget, 'form')).toBe(plan.reserved.form);
    expect(plan.reserved.sync).toBeGreaterThanOrEqual(Math.floor(plan.slice / 5));
    expect(plan.reserved.form).toBeGreaterThanOrEqual(Math.floor(plan.slice / 10));
  });

  it('a publish of everything takes at most half a slice and leaves the rest to previews and forms', async () => {
    const budget = settings();
    expect(await take(budget, 'sync')).toBe(plan.reserved.sync + halfPool);
    expect(plan.reserved.sync + halfPool).toBeLessThanOrEqual(plan.slice / 2);
    expect(await take(budget, 'preview')).toBe(plan.reserved.preview + plan.pool - halfPool);
    expect(await take(budget, 'form')).toBe(plan.reserved.form);
  });

  it('forms flooding first leave previews and the sync their parts; a slice never holds more than its size', async () => {
    const budget = settings();
    const spent = [await take(budget, 'form'), await take(budget, 'preview'), await take(budget, 'sync')];
    expect(spent).toEqual([plan.reserved.form + plan.pool, plan.reserved.preview, plan.reserved.sync]);
    expect(spent.reduce((a, b) => a + b)).toBeLessThanOrEqual(plan.slice);
    const refused = await takeContentRequest(budget, 'preview', null);
    expect(refused).toMatchObject({ allowed: false, priority: 'preview' });
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(SLICE_SECONDS);
    jest.advanceTimersByTime(SLICE_SECONDS * 1000);
    expect(await take(budget, 'preview', 1)).toBe(1);
  });

  it('a slice too small to divide is one pool', () => {
    const small = budgetPlan({ budget: 7, instances: 1 });
    expect(small).toMatchObject({ slice: 1, pool: 1, reserved: { preview: 0, form: 0, sync: 0 } });
  });
});

it('one address takes at most its share: a few greedy addresses leave the rest for other visitors', async () => {
  const budget = settings();
  const { slice, client: share } = budgetPlan({ budget: 1000, instances: 1 });
  const greedy = ['192.0.2.1', '192.0.2.2', '2001:db8::1', '2001:db8::2']; // the two IPv6 ones are one /64
  let spent = 0;
  for (const address of greedy) {
    const answers = await Promise.all(Array.from({ length: slice }, () => takeContentRequest(budget, 'preview', address)));
    spent += answers.filter((a) => a.allowed).length;
  }
  expect(spent).toBe(3 * share);
  const visitor = await Promise.all(Array.from({ length: share }, () => takeContentRequest(budget, 'preview', '198.51.100.9')));
  expect(visitor.every((a) => a.allowed)).toBe(true);
});

it('without Redis each of N instances counts CONTENT_BUDGET / N', async () => {
  const budget = settings(1000, 4);
  const answers = await Promise.all(
    (['preview', 'form', 'sync'] as const).flatMap((priority) => Array.from({ length: 100 }, () => takeContentRequest(budget, priority, null))),
  );
  expect(answers.filter((a) => a.allowed)).toHaveLength(budgetPlan({ budget: 1000, instances: 4 }).instanceSlice);
  expect(budgetPlan({ budget: 1000, instances: 4 }).instanceSlice).toBe(35);
});

it('refuses a content request past the budget without making it, and without opening the breaker', async () => {
  let calls = 0;
  const breaker = new CircuitBreaker();
  const client = guardClient({ entries: async () => ++calls }, () => breaker, async () => ({ allowed: false, retryAfterSeconds: 7, priority: 'sync' }));
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  await expect(client.entries()).rejects.toBeInstanceOf(ContentBusyError);
  await expect(client.entries()).rejects.toMatchObject({ retryAfterSeconds: 7 });
  expect(calls).toBe(0);
  expect(breaker.openFor()).toBe(0);
  error.mockRestore();
});

it('a read outside any visitor’s request (the build) waits for the next slice instead of failing', async () => {
  const { slice } = budgetPlan(contentBudgetSettings());
  await Promise.all(Array.from({ length: slice }, () => takeContentRequest(contentBudgetSettings(), 'preview', null)));
  expect((await takeContentRequest(contentBudgetSettings(), 'preview', null)).allowed).toBe(false);
  let answer: { allowed: boolean } | undefined;
  const waiting = takeOrWaitForContentRequest().then((result) => (answer = result));
  await jest.advanceTimersByTimeAsync(1_000);
  expect(answer).toBeUndefined();
  await jest.advanceTimersByTimeAsync(SLICE_SECONDS * 1000);
  await waiting;
  expect(answer).toMatchObject({ allowed: true });
});

/** Runs `test` with a request context installed as server/main.ts installs it, removed afterwards. */
async function withRequestContext(test: (requests: AsyncLocalStorage<RequestContextStore>) => Promise<void>): Promise<void> {
  const slot = globalThis as unknown as Record<symbol, unknown>;
  const requests = new AsyncLocalStorage<RequestContextStore>();
  slot[REQUEST_CONTEXT_KEY] = requests;
  try {
    await test(requests);
  } finally {
    delete slot[REQUEST_CONTEXT_KEY];
  }
}

it('a preview page waits for the next slice rather than fail while preview reads have spent theirs', async () => {
  jest.setSystemTime(new Date('2026-07-01T14:00:00.123Z')); // slices no other test counted in
  const { slice } = budgetPlan(contentBudgetSettings());
  await withRequestContext(async (requests) => {
    await Promise.all(Array.from({ length: slice }, () => takeContentRequest(contentBudgetSettings(), 'preview', null)));
    let answer: { allowed: boolean } | undefined;
    const waiting = requests.run({ clientAddress: '198.51.100.30' }, () => takeOrWaitForContentRequest().then((result) => (answer = result)));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(answer).toBeUndefined();
    // Meanwhile the sync and forms still have their parts of this slice.
    expect((await takeContentRequest(contentBudgetSettings(), 'sync', null)).allowed).toBe(true);
    expect((await takeContentRequest(contentBudgetSettings(), 'form', null)).allowed).toBe(true);
    await jest.advanceTimersByTimeAsync(SLICE_SECONDS * 1000);
    await waiting;
    expect(answer).toMatchObject({ allowed: true });
  });
});

it('a preview page and the sync read for no one client: inside a visitor’s request they take no share of that address', async () => {
  jest.setSystemTime(new Date('2026-07-01T13:00:00.123Z')); // slices no other test counted in
  const { client } = budgetPlan(contentBudgetSettings());
  await withRequestContext(async (requests) => {
    const inRequestOf = <T>(clientAddress: string, n: number, take: () => Promise<T>) =>
      requests.run({ clientAddress }, () => Promise.all(Array.from({ length: n }, take)));
    // An editor's preview page and a publish webhook's sync, each past what one address may cause in a slice.
    expect((await inRequestOf('198.51.100.20', client + 1, takeOrWaitForContentRequest)).every((a) => a.allowed)).toBe(true);
    jest.advanceTimersByTime(SLICE_SECONDS * 1000);
    expect((await inRequestOf('198.51.100.20', client + 1, takeOrWaitForSyncRequest)).every((a) => a.allowed)).toBe(true);
    jest.advanceTimersByTime(SLICE_SECONDS * 1000);
    // A form post is made for the visitor who posts it: charged to that address.
    expect((await inRequestOf('198.51.100.21', client + 1, takeFormRequest)).filter((a) => a.allowed)).toHaveLength(client);
  });
});

it('divides a slice among the clients asking: a swarm of addresses gets their shares, not the slice', async () => {
  const budget = settings();
  const { slice } = budgetPlan({ budget: 1000, instances: 1 });
  // As many as fairness holds for: what one priority may spend (100) over MIN_FAIR_SHARE.
  const swarm = Array.from({ length: 48 }, (_, i) => `10.1.${i >> 4}.${i & 15}`);
  const visitorAllowed: boolean[] = [];
  let swarmSpentLastSlice = 0;
  for (let s = 0; s < 3; s++) {
    let spent = 0;
    // Each address asks ten times at the slice's start, before the visitor's two page reads.
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all(swarm.map((address) => takeContentRequest(budget, 'preview', address)));
      spent += answers.filter((a) => a.allowed).length;
    }
    for (let i = 0; i < 2; i++) visitorAllowed.push((await takeContentRequest(budget, 'preview', '198.51.100.9')).allowed);
    swarmSpentLastSlice = spent;
    jest.advanceTimersByTime(SLICE_SECONDS * 1000);
  }
  // From the second slice on the swarm is known: 48 addresses spend 48 fair shares, and the visitor's reads pass.
  expect(swarmSpentLastSlice).toBeLessThanOrEqual(48 * 2);
  expect(swarmSpentLastSlice).toBeLessThan(slice);
  expect(visitorAllowed.slice(2)).toEqual([true, true, true, true]);
});

it('a lone client keeps a quarter of a slice; a share never drops below two requests', () => {
  const plan = budgetPlan({ budget: 1000, instances: 1 });
  expect(Math.floor(plan.client * fairShare(plan, 1))).toBe(plan.client);
  // A quarter of what one priority may spend, so eight clients share all of it.
  expect(Math.floor(plan.client * fairShare(plan, 8) + 1e-9)).toBe(Math.floor((plan.client * 4) / 8));
  expect(Math.floor(plan.client * fairShare(plan, 5_000) + 1e-9)).toBe(MIN_FAIR_SHARE);
});

it('a visitor whose page reads used its share this slice can still post a form', async () => {
  const budget = settings();
  const swarm = Array.from({ length: 56 }, (_, i) => `10.2.${i >> 4}.${i & 15}`);
  for (let s = 0; s < 2; s++) {
    for (let round = 0; round < 5; round++) await Promise.all(swarm.map((address) => takeContentRequest(budget, 'preview', address)));
    jest.advanceTimersByTime(SLICE_SECONDS * 1000);
  }
  await Promise.all(swarm.map((address) => takeContentRequest(budget, 'preview', address)));
  const reads = await Promise.all(Array.from({ length: 4 }, () => takeContentRequest(budget, 'preview', '198.51.100.7')));
  expect(reads.some((answer) => !answer.allowed)).toBe(true); // its share of reads is spent
  expect((await takeContentRequest(budget, 'form', '198.51.100.7')).allowed).toBe(true);
});
