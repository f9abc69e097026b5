import { createTokenBuckets } from './token-bucket';

it('allows a burst of `capacity`, then refuses with the wait until one token is back', () => {
  const buckets = createTokenBuckets({ capacity: 60, windowMs: 60_000 });
  const results = Array.from({ length: 61 }, () => buckets.take('a', { nowMs: 0 }));
  expect(results.filter((r) => r.allowed)).toHaveLength(60);
  expect(results[60]).toEqual({ allowed: false, retryAfterSeconds: 1, remaining: 0 });
  expect(buckets.take('a', { nowMs: 999 }).allowed).toBe(false);
  expect(buckets.take('a', { nowMs: 1_000 }).allowed).toBe(true);
});

it('keeps each key apart', () => {
  const buckets = createTokenBuckets({ capacity: 2, windowMs: 60_000 });
  buckets.take('a', { nowMs: 0 });
  buckets.take('a', { nowMs: 0 });
  expect(buckets.take('a', { nowMs: 0 }).allowed).toBe(false);
  expect(buckets.take('b', { nowMs: 0 }).allowed).toBe(true);
});

it('holds a reserve back for callers that may use it', () => {
  const budget = createTokenBuckets({ capacity: 10, windowMs: 60_000 });
  const low = Array.from({ length: 10 }, () => budget.take('site', { reserve: 5, nowMs: 0 }).allowed);
  expect(low.filter(Boolean)).toHaveLength(5);
  const high = Array.from({ length: 10 }, () => budget.take('site', { nowMs: 0 }).allowed);
  expect(high.filter(Boolean)).toHaveLength(5);
});

it('never holds more than maxKeys keys, dropping the least recently used', () => {
  const buckets = createTokenBuckets({ capacity: 1, windowMs: 60_000, maxKeys: 100 });
  buckets.take('kept', { nowMs: 0 });
  for (let i = 0; i < 1_000; i++) {
    buckets.take(`client-${i}`, { nowMs: 0 });
    if (i % 50 === 0) buckets.take('kept', { nowMs: 0 });
  }
  expect(buckets.size).toBe(100);
  expect(buckets.take('kept', { nowMs: 0 }).allowed).toBe(false); // still known: its bucket is empty
});
