/**
 * The k-th smallest of some numbers (0 = the smallest), found by partitioning them in place (Hoare's quickselect,
 * median-of-three pivots): linear on average, where sorting them to read one place costs n·log n — at 100,000
 * entries a search's tens of thousands of ranks took milliseconds to sort. The numbers are reordered; NaN never
 * occurs here (ranks and sort keys are finite).
 */
type Numbers = Float64Array | Int32Array;

function swap(values: Numbers, i: number, j: number): void {
  const v = values[i];
  values[i] = values[j];
  values[j] = v;
}

export function kthSmallest(values: Numbers, k: number): number {
  if (k < 0 || k >= values.length) throw new RangeError(`no place ${k} among ${values.length} numbers`);
  let lo = 0;
  let hi = values.length - 1;
  while (hi > lo) {
    // Median of three at lo, mid, hi: sorted or reversed input partitions evenly instead of one by one.
    const mid = (lo + hi) >>> 1;
    if (values[mid] < values[lo]) swap(values, mid, lo);
    if (values[hi] < values[lo]) swap(values, hi, lo);
    if (values[hi] < values[mid]) swap(values, hi, mid);
    const pivot = values[mid];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i] < pivot) i++;
      while (values[j] > pivot) j--;
      if (i <= j) {
        swap(values, i, j);
        i++;
        j--;
      }
    }
    // lo..j ≤ pivot, i..hi ≥ pivot, and anything between equals it.
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return values[k];
  }
  return values[k];
}
