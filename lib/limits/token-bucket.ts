/**
 * Token buckets: `capacity` tokens, refilled continuously at `capacity` per `windowMs`. Per key (one client) or
 * with a single key (a site-wide budget). The key map is bounded: past `maxKeys` the least recently used key is
 * dropped — it comes back full, which only ever favours a client that was quiet.
 */
export interface TakeResult {
  allowed: boolean;
  /** Whole seconds until one token is back (0 when allowed). */
  retryAfterSeconds: number;
  /** Tokens left after this take. */
  remaining: number;
}

export interface TokenBuckets {
  /** Takes one token for `key` if at least `reserve` + 1 are there (a reserve keeps tokens for other callers). */
  take(key: string, options?: { reserve?: number; nowMs?: number }): TakeResult;
  readonly size: number;
  /** Forgets every key (tests). */
  reset(): void;
}

interface Bucket {
  tokens: number;
  at: number;
}

export function createTokenBuckets({ capacity, windowMs, maxKeys = 10_000 }: { capacity: number; windowMs: number; maxKeys?: number }): TokenBuckets {
  const buckets = new Map<string, Bucket>();
  const perMs = capacity / windowMs;

  return {
    take(key, { reserve = 0, nowMs = Date.now() } = {}) {
      const previous = buckets.get(key);
      const bucket = previous ?? { tokens: capacity, at: nowMs };
      bucket.tokens = Math.min(capacity, bucket.tokens + Math.max(0, nowMs - bucket.at) * perMs);
      bucket.at = nowMs;
      // Re-inserting keeps the map in least-recently-used order.
      buckets.delete(key);
      buckets.set(key, bucket);
      if (!previous && buckets.size > maxKeys) buckets.delete(buckets.keys().next().value as string);
      if (bucket.tokens >= reserve + 1) {
        bucket.tokens -= 1;
        return { allowed: true, retryAfterSeconds: 0, remaining: Math.floor(bucket.tokens) };
      }
      const missing = reserve + 1 - bucket.tokens;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(missing / perMs / 1000)), remaining: Math.floor(bucket.tokens) };
    },
    get size() {
      return buckets.size;
    },
    reset() {
      buckets.clear();
    },
  };
}
