import { createExpiringMap, createExpiringSet } from './expiring-map';

it('forgets a member once its time is up', () => {
  const map = createExpiringMap<string>({ ttlMs: 1_000, maxSize: 10 });
  map.set('a', 'A', 0);
  expect(map.get('a', 999)).toBe('A');
  expect(map.get('a', 1_000)).toBeUndefined();
  expect(map.size).toBe(0);
});

it('never holds more than maxSize members, dropping the least recently set first', () => {
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

it('setting a member again replaces its value and restarts its time; delete and clear forget at once', () => {
  const map = createExpiringMap<number>({ ttlMs: 100, maxSize: 10 });
  map.set('a', 1, 0);
  map.set('b', 2, 50);
  map.set('a', 3, 90);
  expect(map.get('a', 150)).toBe(3);
  expect(map.get('b', 150)).toBeUndefined();
  map.delete('a');
  expect(map.get('a', 151)).toBeUndefined();
  map.set('c', 4, 160);
  map.clear();
  expect(map.size).toBe(0);
});
