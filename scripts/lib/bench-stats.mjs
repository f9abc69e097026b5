// Medians for the bench (tests/bench/run.mjs): figures of repeated runs reduced to one per metric.

/** The median of the numbers in `values` (nulls skipped; the mean of the middle two for an even count); null when none. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** One object whose every key in `keys` is the median of that key over `runs`. */
export function medianOf(runs, keys) {
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
}

/**
 * Index of the run whose `key` is the median (the lower middle run for an even count; ties: the first such run):
 * the run whose details (report, failing audits) stand for the medians.
 */
export function medianRunIndex(runs, key) {
  const order = runs.map((run, i) => ({ i, v: run[key] ?? -Infinity })).sort((a, b) => a.v - b.v || a.i - b.i);
  return order.length ? order[(order.length - 1) >> 1].i : -1;
}
