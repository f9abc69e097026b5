/**
 * The one budget every request to the content service passes — the replica's sync, preview reads, form posts — so
 * that no traffic, from one client or many, can make the service answer 429 (which would stop the sync, previews
 * and the forms). Visitor reads never get here: they are answered from the replica.
 *
 * Shape: the content service counts a fixed window per key (Elebase: 1,200 requests a 60 s window that starts with
 * its first request). We cannot know where its windows start, so the budget is counted in 10 s slices of
 * CONTENT_BUDGET / 7 each: any 60 s, wherever it starts, touches at most 7 slices, so it holds at most
 * CONTENT_BUDGET requests, which must stay below the quota. With REDIS_URL the slices are counted once for every
 * instance; without it each instance counts CONTENT_BUDGET / INSTANCES (and so does each instance while Redis is
 * unreachable).
 *
 * Priorities: each keeps a part of every slice that the others cannot spend (RESERVED: the sync a fifth, forms and
 * preview a tenth each); the rest is a pool they share, of which the sync may spend half (it waits for the next
 * slice, so a publish of everything cannot starve previews and forms). So preview reads get at most 70 % of a slice,
 * forms 70 %, the sync 50 %, and none can leave another with nothing. Fair shares: a request made for a client
 * address (a form post; IPv6: its /64) may take at most a quarter of what its priority may spend, and less when more
 * clients are asking — that divided by the clients active in the last slice or two (never below MIN_FAIR_SHARE) — so no set of
 * addresses can spend what another visitor needs.
 */
import { serverEnv } from '@/lib/config/server-config';
import { clientBucketKey } from '@/lib/limits/client-limit';
import { limitsRedis } from '@/lib/limits/limits-redis';
import { createActiveClients, type ActiveClients } from '@/lib/limits/active-clients';
import { createWindowLimiter, type TakeResult, type WindowLimiter } from '@/lib/limits/window-limiter';
import { processWide } from '@/lib/server/process-wide';
import { requestStore } from '@/lib/server/request-context';

export type ContentPriority = 'preview' | 'form' | 'sync';

/** The content service's quota window (Elebase's `X-Usage-Limit-Time`). */
export const QUOTA_WINDOW_SECONDS = 60;
export const SLICE_SECONDS = 10;
/** Slices any one quota window can touch, however the two are aligned. */
export const SLICES_PER_QUOTA_WINDOW = QUOTA_WINDOW_SECONDS / SLICE_SECONDS + 1;

export const PRIORITIES: readonly ContentPriority[] = ['preview', 'form', 'sync'];
/** The part of every slice kept for each priority alone: what it can always spend, whatever the others do. */
export const RESERVED: Readonly<Record<ContentPriority, number>> = { preview: 0.1, form: 0.1, sync: 0.2 };
/** How much of the shared pool (the slice less every reservation) each may spend, counted on the pool's total. */
const POOL_SHARE: Readonly<Record<ContentPriority, number>> = { preview: 1, form: 1, sync: 0.5 };
const CLIENT_SHARE_DIVISOR = 4;
/** A client's request may need a few at once: no client share below this (unless the slice is smaller). */
const MIN_CLIENT_SHARE = 4;
/**
 * However many clients are active, each may still make this many per slice: a page render's own read and one more.
 * Fairness holds up to (what one priority may spend) / MIN_FAIR_SHARE active clients (50 at the default budget);
 * past that the priority's part itself still caps them all.
 */
export const MIN_FAIR_SHARE = 2;

export interface BudgetSettings {
  /** Content requests in any 60 s, all instances together (CONTENT_BUDGET). */
  budget: number;
  /** Instances sharing the content key (INSTANCES); divides the budget when it is counted per instance. */
  instances: number;
  /** Count in this Redis for all instances (REDIS_URL). */
  redisUrl?: string;
  /** Redis key prefix (CACHE_PREFIX). */
  prefix: string;
}

export interface BudgetPlan {
  /** Requests per slice for all instances (with Redis). */
  slice: number;
  /** Requests per slice for this instance alone (without Redis, or while it is unreachable). */
  instanceSlice: number;
  /** Of `slice` (and `instanceSlice`): each priority's own part, and the pool they share (the rest). */
  reserved: Record<ContentPriority, number>;
  instanceReserved: Record<ContentPriority, number>;
  pool: number;
  instancePool: number;
  /** Requests per slice one client may cause: a quarter of what one priority may spend. */
  client: number;
  instanceClient: number;
}

/** How CONTENT_BUDGET and INSTANCES turn into slices (docs/operations.md#several-instances shows the figures). */
export function budgetPlan({ budget, instances }: Pick<BudgetSettings, 'budget' | 'instances'>): BudgetPlan {
  const slice = Math.max(1, Math.floor(budget / SLICES_PER_QUOTA_WINDOW));
  const instanceSlice = Math.max(1, Math.floor(budget / instances / SLICES_PER_QUOTA_WINDOW));
  const clientOf = (s: number) => Math.min(s, Math.max(MIN_CLIENT_SHARE, Math.floor(s / CLIENT_SHARE_DIVISOR)));
  const reservedOf = (s: number) =>
    Object.fromEntries(PRIORITIES.map((priority) => [priority, Math.floor(s * RESERVED[priority])])) as Record<ContentPriority, number>;
  const sum = (parts: Record<ContentPriority, number>) => PRIORITIES.reduce((total, priority) => total + parts[priority], 0);
  // The most any one priority may spend of a slice: a client's cap is a quarter of that.
  const spendable = (parts: Record<ContentPriority, number>, pool: number) =>
    Math.max(...PRIORITIES.map((priority) => parts[priority] + Math.floor(pool * POOL_SHARE[priority])));
  const reserved = reservedOf(slice);
  const instanceReserved = reservedOf(instanceSlice);
  const pool = slice - sum(reserved);
  const instancePool = instanceSlice - sum(instanceReserved);
  return {
    slice,
    instanceSlice,
    reserved,
    instanceReserved,
    pool,
    instancePool,
    client: clientOf(spendable(reserved, pool)),
    instanceClient: clientOf(spendable(instanceReserved, instancePool)),
  };
}

interface Limiters {
  /** The pool every priority shares. */
  site: WindowLimiter;
  /** Each priority's own part, when a slice is large enough to have one. */
  reserved: Partial<Record<ContentPriority, WindowLimiter>>;
  client: WindowLimiter;
  active: ActiveClients;
  plan: BudgetPlan;
}

function limiters(settings: BudgetSettings): Limiters {
  const id = `${settings.budget}/${settings.instances}/${settings.redisUrl ?? ''}/${settings.prefix}`;
  return processWide(`content-budget:${id}`, () => {
    const plan = budgetPlan(settings);
    const redis = settings.redisUrl ? limitsRedis(settings.redisUrl) : undefined;
    const common = { seconds: SLICE_SECONDS, redis };
    const reserved: Partial<Record<ContentPriority, WindowLimiter>> = {};
    for (const priority of PRIORITIES) {
      if (plan.reserved[priority] < 1 || plan.instanceReserved[priority] < 1) continue;
      const name = `${settings.prefix}limits:content-${priority}`;
      reserved[priority] = createWindowLimiter({ ...common, name, points: plan.reserved[priority], instancePoints: plan.instanceReserved[priority] });
    }
    return {
      site: createWindowLimiter({ ...common, name: `${settings.prefix}limits:content`, points: plan.pool, instancePoints: plan.instancePool }),
      reserved,
      client: createWindowLimiter({ ...common, name: `${settings.prefix}limits:content-client`, points: plan.client, instancePoints: plan.instanceClient }),
      active: createActiveClients({ ...common, name: `${settings.prefix}limits:content-active` }),
      plan,
    };
  }, 'keep');
}

export function contentBudgetSettings(): BudgetSettings {
  const env = serverEnv();
  return { budget: env.CONTENT_BUDGET, instances: env.INSTANCES, redisUrl: env.REDIS_URL || undefined, prefix: env.CACHE_PREFIX };
}

export type BudgetResult = TakeResult & { priority: ContentPriority };

/**
 * The part of its cap (a quarter of a slice) one client may take while `active` clients ask: the slice divided
 * among them, at least MIN_FAIR_SHARE requests.
 */
export function fairShare(plan: Pick<BudgetPlan, 'client'>, active: number): number {
  return Math.min(1, Math.max(MIN_FAIR_SHARE / plan.client, CLIENT_SHARE_DIVISOR / Math.max(1, active)));
}

/**
 * Takes one content request from the budget: first from the share of `client` (the address a request is made for;
 * null for none), then from the site's slice at the request's priority. Refused means: do not ask the content
 * service now. `client` has no default: a read made inside a visitor's request (a preview page) is not made for that
 * address, and a default taken from the request would charge it one.
 */
export async function takeContentRequest(settings: BudgetSettings, priority: ContentPriority, client: string | null): Promise<BudgetResult> {
  const { site, reserved, client: perClient, active, plan } = limiters(settings);
  if (client) {
    const key = clientBucketKey(client);
    // A form post has a share of its own: reads the same visitor's pages made in this slice must not refuse it.
    const share = fairShare(plan, await active.seen(key));
    const own = await perClient.take(priority === 'form' ? `${key}#form` : key, share);
    if (!own.allowed) return { ...own, priority };
  }
  // Its own part first, so the pool stays for whoever has spent theirs.
  const own = await reserved[priority]?.take('site');
  if (own?.allowed) return { ...own, priority };
  return { ...(await site.take('site', POOL_SHARE[priority])), priority };
}

/**
 * The replica's sync: no client's share (it runs for every visitor, in the background or for the publish webhook),
 * at most the sync's part of the site's slice; it waits for the next slice rather than fail.
 */
export async function takeOrWaitForSyncRequest(): Promise<BudgetResult> {
  const started = Date.now();
  for (;;) {
    const result = await takeContentRequest(contentBudgetSettings(), 'sync', null);
    if (result.allowed || Date.now() - started > MAX_WAIT_MS) return result;
    await new Promise((resolve) => setTimeout(resolve, result.retryAfterSeconds * 1000));
  }
}

/** The longest a read outside any visitor's request waits for the budget. */
const MAX_WAIT_MS = 120_000;

/** The longest a preview read waits for the next slice: an editor would rather wait a moment than see an error. */
export const PREVIEW_WAIT_MS = SLICE_SECONDS * 1000;

/**
 * For the content host's read client: preview reads (only editors hold a valid preview cookie, so no client share:
 * a preview page's link prefetches would spend one) wait for the next slice at most once, then are refused (the
 * page answers 503 "try again"); a read outside any request (`next build` prerendering) waits as long as it takes,
 * within MAX_WAIT_MS, since nobody waits.
 */
export async function takeOrWaitForContentRequest(): Promise<BudgetResult> {
  const started = Date.now();
  const patience = requestStore() ? PREVIEW_WAIT_MS : MAX_WAIT_MS;
  for (;;) {
    const result = await takeContentRequest(contentBudgetSettings(), 'preview', null);
    if (result.allowed || Date.now() - started + result.retryAfterSeconds * 1000 > patience) return result;
    await new Promise((resolve) => setTimeout(resolve, result.retryAfterSeconds * 1000));
  }
}

/** For a form post: made for the visitor who posts it, so from that address's share, at the form's priority. */
export function takeFormRequest(): Promise<BudgetResult> {
  return takeContentRequest(contentBudgetSettings(), 'form', requestStore()?.clientAddress ?? null);
}
