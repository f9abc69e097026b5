/**
 * In-memory sliding-window rate limit per client (one process; enough for one Node server — behind several
 * instances each counts on its own). Pure apart from the clock, which callers may pass.
 */

export interface RateLimitResult {
  allowed: boolean;
  /** Hits counted in the current window, including this one when allowed. */
  used: number;
  limit: number;
  /** Seconds until the next hit would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(key: string, nowMs?: number): RateLimitResult;
  reset(): void;
}

const MAX_KEYS = 10_000;

/** At most `limit` hits per `windowMs` per key, over a sliding window (rejected hits are not counted). */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const hits = new Map<string, number[]>();

  const prune = (nowMs: number) => {
    for (const [key, times] of hits) {
      if (times.length === 0 || nowMs - times[times.length - 1] >= windowMs) hits.delete(key);
    }
  };

  return {
    hit(key, nowMs = Date.now()) {
      if (hits.size >= MAX_KEYS) prune(nowMs);
      const times = (hits.get(key) ?? []).filter((t) => nowMs - t < windowMs);
      if (times.length >= limit) {
        hits.set(key, times);
        const retryAfterMs = windowMs - (nowMs - times[0]);
        return { allowed: false, used: times.length, limit, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
      }
      times.push(nowMs);
      hits.set(key, times);
      return { allowed: true, used: times.length, limit, retryAfterSeconds: 0 };
    },
    reset() {
      hits.clear();
    },
  };
}
