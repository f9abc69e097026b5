import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { REDIS_TIMEOUT_MS, redisTimeout, type LimitsRedis } from './limits-redis';

/** One request against a limit: allowed, or refused with how long to wait. */
export interface TakeResult {
  allowed: boolean;
  /** Whole seconds until the window that refused ends (0 when allowed). */
  retryAfterSeconds: number;
  /** How many were taken in this window, this one included. */
  used: number;
}

export interface WindowLimiter {
  /**
   * Takes one for `key`. With `share` (0–1), refuses (and gives back) once that share of the window's points is
   * taken: what is left stays for callers with a larger share.
   */
  take(key: string, share?: number): Promise<TakeResult>;
  readonly points: number;
  readonly seconds: number;
}

export interface WindowLimiterOptions {
  /** Names the counter (the Redis key prefix). */
  name: string;
  /** At most this many per window and key, for every instance together when `redis` is given. */
  points: number;
  /** Window length: a fixed window that starts with its first request, like the content service's quota. */
  seconds: number;
  /** Count in this Redis (all instances); without it, in this process. */
  redis?: LimitsRedis;
  /** Without Redis, or while it is unreachable: this instance's share of `points` (see docs/operations.md). */
  instancePoints?: number;
  /** How long to wait for Redis before counting in memory instead. */
  redisTimeoutMs?: number;
}

/** Decrements a counter that still has its expiry; never creates one. */
const GIVE_BACK_SCRIPT = "if redis.call('pttl', KEYS[1]) > 0 then return redis.call('decr', KEYS[1]) end return 0";

/**
 * A fixed-window counter per key on rate-limiter-flexible: in Redis when there is one (counted once for all
 * instances), else in memory. If Redis fails or is slow, the in-memory insurance counts this instance's share, so
 * the limit holds (fails closed) whatever happens to Redis.
 */
export function createWindowLimiter({ name, points, seconds, redis, instancePoints = points, redisTimeoutMs = REDIS_TIMEOUT_MS }: WindowLimiterOptions): WindowLimiter {
  const memory = new RateLimiterMemory({ keyPrefix: name, points: Math.max(1, instancePoints), duration: seconds });
  const shared: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        keyPrefix: name,
        points,
        duration: seconds,
        insuranceLimiter: memory,
      })
    : memory;
  const limitOf = (limiter: RateLimiterAbstract) => (limiter === memory ? Math.max(1, instancePoints) : points);

  async function consume(key: string): Promise<{ res: RateLimiterRes; limiter: RateLimiterAbstract; refused: boolean }> {
    const attempt = async (limiter: RateLimiterAbstract) => {
      try {
        return { res: await (limiter === memory ? limiter.consume(key) : Promise.race([limiter.consume(key), redisTimeout(redisTimeoutMs)])), limiter, refused: false };
      } catch (error) {
        if (error instanceof RateLimiterRes) return { res: error, limiter, refused: true };
        throw error;
      }
    };
    if (redis && !redis.isReady) await redis.firstConnection;
    try {
      return await attempt(shared);
    } catch {
      // Redis answered neither yes nor no in time: count in memory (the insurance covers only errors it sees).
      return attempt(memory);
    }
  }

  /**
   * Gives one back only while its window is still open: a plain reward arriving after the window ended would open
   * the next one below zero, and a swarm's refusals at a window's end would then buy extra requests.
   */
  async function giveBack(limiter: RateLimiterAbstract, key: string): Promise<void> {
    if (limiter === memory) {
      const current = await memory.get(key);
      if (current && current.msBeforeNext > 0) await memory.reward(key, 1);
      return;
    }
    await redis?.eval(GIVE_BACK_SCRIPT, { keys: [limiter.getKey(key)], arguments: [] });
  }

  return {
    points,
    seconds,
    async take(key, share = 1) {
      let outcome;
      try {
        outcome = await consume(key);
      } catch {
        return { allowed: false, retryAfterSeconds: seconds, used: Infinity };
      }
      const { res, refused } = outcome;
      // rate-limiter-flexible hands a request to the insurance itself while Redis is not ready.
      const limiter = outcome.limiter === shared && redis && !redis.isReady ? memory : outcome.limiter;
      const retryAfterSeconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
      const used = res.consumedPoints;
      const limit = limitOf(limiter);
      if (!refused && used <= Math.max(1, Math.floor(limit * share + 1e-9))) return { allowed: true, retryAfterSeconds: 0, used };
      // A refusal spends nothing: given back, so the count stays what was really allowed and a higher priority (or
      // another caller) may still use the rest of the window.
      await giveBack(limiter, key).catch(() => undefined);
      return { allowed: false, retryAfterSeconds, used };
    },
  };
}
