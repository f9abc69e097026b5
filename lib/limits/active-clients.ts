import { createExpiringSet } from '@/lib/expiring-map';
import { REDIS_TIMEOUT_MS, redisTimeout, type LimitsRedis } from './limits-redis';

/** How many distinct clients asked for something recently: the divisor of a fair share. */
export interface ActiveClients {
  /** Records `key` as active now and answers how many clients were active in the last one or two periods. */
  seen(key: string): Promise<number>;
}

export interface ActiveClientsOptions {
  /** Names the counter (the Redis key prefix). */
  name: string;
  /** A client stays counted this long after its last request (between one and two periods in Redis). */
  seconds: number;
  /** Count in this Redis (all instances); without it, in this process. */
  redis?: LimitsRedis;
  /** In memory, at most this many are told apart; past it the count stays at this figure. */
  maxTracked?: number;
  redisTimeoutMs?: number;
}

const MAX_TRACKED = 10_000;

/**
 * A HyperLogLog per period: 12 kB in Redis whatever the number of addresses, so a botnet cannot grow it. The
 * count is the union of this period and the last, so it does not drop to one at each period's start.
 */
const SEEN_SCRIPT = "redis.call('pfadd', KEYS[1], ARGV[1]) redis.call('pexpire', KEYS[1], ARGV[2]) return redis.call('pfcount', KEYS[1], KEYS[2])";

/**
 * Active clients, counted once for all instances in Redis when there is one (approximately: a HyperLogLog is
 * within about 1 % of the truth), else in this process. While Redis fails or is slow, this instance's own count
 * stands in for it.
 */
export function createActiveClients({ name, seconds, redis, maxTracked = MAX_TRACKED, redisTimeoutMs = REDIS_TIMEOUT_MS }: ActiveClientsOptions): ActiveClients {
  const memory = createExpiringSet({ ttlMs: seconds * 1000, maxSize: maxTracked });
  const inMemory = (key: string) => {
    memory.add(key);
    return memory.size;
  };
  return {
    async seen(key) {
      if (!redis?.isReady) return inMemory(key);
      const period = Math.floor(Date.now() / (seconds * 1000));
      try {
        const count = await Promise.race([
          redis.eval(SEEN_SCRIPT, { keys: [`${name}:${period}`, `${name}:${period - 1}`], arguments: [key, String(seconds * 2000)] }),
          redisTimeout(redisTimeoutMs),
        ]);
        inMemory(key);
        return Math.max(1, Number(count) || 1);
      } catch {
        return inMemory(key);
      }
    },
  };
}
