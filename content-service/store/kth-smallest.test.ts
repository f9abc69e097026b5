import { kthSmallest } from './kth-smallest';

/** A fixed pseudo-random sequence (a linear congruential generator), so a failure repeats. */
function numbers(n: number, seed: number, spread: number): number[] {
  const out: number[] = [];
  let x = seed;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out.push((x % spread) - spread / 2 + (x % 7) / 8);
  }
  return out;
}

describe('kthSmallest', () => {
  const shapes: [string, number[]][] = [
    ['random', numbers(2_000, 7, 1_000_000)],
    ['many ties', numbers(2_000, 11, 5)],
    ['sorted', Array.from({ length: 500 }, (_, i) => i)],
    ['reversed', Array.from({ length: 500 }, (_, i) => -i)],
    ['all equal', Array.from({ length: 300 }, () => -3.25)],
    ['one', [42]],
    ['two', [2, 1]],
  ];

  it.each(shapes)('answers the place a sort gives, at every place checked (%s)', (_name, list) => {
    const sorted = [...list].sort((a, b) => a - b);
    const places = new Set([0, 1, list.length >> 1, list.length - 2, list.length - 1, 37, 499].filter((k) => k >= 0 && k < list.length));
    for (const k of places) expect(kthSmallest(Float64Array.from(list), k)).toBe(sorted[k]);
  });

  it('works on whole numbers too', () => {
    const list = numbers(1_000, 3, 40).map(Math.trunc);
    const sorted = [...list].sort((a, b) => a - b);
    expect(kthSmallest(Int32Array.from(list), 500)).toBe(sorted[500]);
  });

  it('refuses a place that is not there', () => {
    expect(() => kthSmallest(new Float64Array(3), 3)).toThrow(RangeError);
    expect(() => kthSmallest(new Float64Array(0), 0)).toThrow(RangeError);
  });
});
