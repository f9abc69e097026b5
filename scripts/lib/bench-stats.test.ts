import { median, medianOf, medianRunIndex } from './bench-stats.mjs';

test('median of an odd count is the middle value, of an even count the mean of the middle two', () => {
  expect(median([98, 82, 100])).toBe(98);
  expect(median([3, 1, 4, 2])).toBe(2.5);
});

test('median skips missing figures and is null when there are none', () => {
  expect(median([null, 120, undefined, 80, 100])).toBe(100);
  expect(median([null, undefined])).toBeNull();
  expect(median([])).toBeNull();
});

test('medianOf takes each metric’s median on its own, not one run’s figures', () => {
  const runs = [
    { performance: 82, tbtMs: 90, cls: 0 },
    { performance: 99, tbtMs: 400, cls: 0.01 },
    { performance: 97, tbtMs: 120, cls: 0 },
  ];
  expect(medianOf(runs, ['performance', 'tbtMs', 'cls'])).toEqual({ performance: 97, tbtMs: 120, cls: 0 });
});

test('medianRunIndex names the run holding the median of the key', () => {
  expect(medianRunIndex([{ performance: 82 }, { performance: 99 }, { performance: 97 }], 'performance')).toBe(2);
  expect(medianRunIndex([{ performance: 90 }, { performance: 90 }, { performance: 70 }], 'performance')).toBe(0);
  expect(medianRunIndex([], 'performance')).toBe(-1);
});
