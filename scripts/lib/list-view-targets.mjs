// The list-view targets of the bench (docs/performance.md#list-views-beside-a-content-page), judged on the
// section's rows: req/s and p99 against the prerendered content page's in the same run, p99 and errors.

/** p99Ratio: a list's p99 at most this many times the content page's (the tail a visitor meets under load). */
export const LIST_VIEW_TARGETS = { defaultRatio: 0.8, queryRatio: 0.5, p99Ms: 300, p99Ratio: 2 };

/**
 * Each row's ratio to the reference row's req/s (null when the reference served nothing), rounded to 3 places.
 * Rows: { kind: 'reference' | 'default' | 'query', rps, … }.
 */
export function withRatios(rows) {
  const reference = rows.find((r) => r.kind === 'reference');
  return rows.map((row) => ({
    ...row,
    ratio: reference && reference.rps > 0 && row.rps != null ? Math.round((row.rps / reference.rps) * 1000) / 1000 : null,
  }));
}

/**
 * Three verdicts per list row: its req/s share, p99 with no errors, and p99 against the reference's.
 * { item, figure, target, pass }.
 */
export function listViewTargets({ rows, reference, targets = LIST_VIEW_TARGETS }) {
  const out = [];
  const referenceP99 = rows.find((r) => r.kind === 'reference')?.p99 ?? null;
  const p99Ratio = targets.p99Ratio ?? LIST_VIEW_TARGETS.p99Ratio;
  for (const row of rows.filter((r) => r.kind !== 'reference')) {
    const min = row.kind === 'default' ? targets.defaultRatio : targets.queryRatio;
    const errs = row.errors + row.non2xx;
    out.push({ item: row.path, figure: `×${row.ratio?.toFixed(2) ?? '-'} of ${reference}`, target: `req/s ≥ ${min} × content page`, pass: row.ratio != null && row.ratio >= min });
    out.push({ item: row.path, figure: `p99 ${row.p99} ms, errors+non2xx ${errs}`, target: `p99 ≤ ${targets.p99Ms} ms, 0 errors`, pass: row.p99 != null && row.p99 <= targets.p99Ms && errs === 0 });
    const tail = referenceP99 > 0 && row.p99 != null ? Math.round((row.p99 / referenceP99) * 100) / 100 : null;
    out.push({ item: row.path, figure: `p99 ×${tail ?? '-'} of ${reference} (${referenceP99 ?? '-'} ms)`, target: `p99 ≤ ${p99Ratio} × content page p99`, pass: tail != null && tail <= p99Ratio });
  }
  return out;
}
