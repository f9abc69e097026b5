import { createRateLimiter } from './rate-limit';

it('allows `limit` hits per window and then tells how long to wait', () => {
  const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
  expect(limiter.hit('a', 0).allowed).toBe(true);
  expect(limiter.hit('a', 10_000).allowed).toBe(true);
  expect(limiter.hit('a', 20_000).allowed).toBe(true);
  const blocked = limiter.hit('a', 30_000);
  expect(blocked).toMatchObject({ allowed: false, retryAfterSeconds: 30 });
  expect(limiter.hit('b', 30_000).allowed).toBe(true);
  // Sliding: the first hit leaves the window after 60 s.
  expect(limiter.hit('a', 60_000).allowed).toBe(true);
  expect(limiter.hit('a', 61_000).allowed).toBe(false);
});
