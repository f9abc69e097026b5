import { createExpiringSet } from './expiring-set';

it('forgets a member once its time is up', () => {
  const set = createExpiringSet({ ttlMs: 1_000, maxSize: 10 });
  set.add('a', 0);
  expect(set.has('a', 999)).toBe(true);
  expect(set.has('a', 1_000)).toBe(false);
  expect(set.size).toBe(0);
});

it('never holds more than maxSize members, dropping the oldest first', () => {
  const set = createExpiringSet({ ttlMs: 60_000, maxSize: 3 });
  for (const [i, key] of ['a', 'b', 'c', 'd', 'e'].entries()) set.add(key, i);
  expect(set.size).toBe(3);
  expect(['a', 'b', 'c', 'd', 'e'].map((key) => set.has(key, 10))).toEqual([false, false, true, true, true]);
});

it('stays bounded under a flood of distinct keys and drops expired ones as it goes', () => {
  const set = createExpiringSet({ ttlMs: 100, maxSize: 1_000 });
  for (let i = 0; i < 50_000; i++) set.add(`k${i}`, i);
  expect(set.size).toBeLessThanOrEqual(100);
  expect(set.has('k49999', 50_000)).toBe(true);
});

it('re-adding a member restarts its time; delete and clear forget at once', () => {
  const set = createExpiringSet({ ttlMs: 100, maxSize: 10 });
  set.add('a', 0);
  set.add('b', 50);
  set.add('a', 90);
  expect(set.has('a', 150)).toBe(true);
  expect(set.has('b', 150)).toBe(false);
  set.delete('a');
  expect(set.has('a', 151)).toBe(false);
  set.add('c', 160);
  set.clear();
  expect(set.size).toBe(0);
});
