// When a page's first rendering update ran, read from a Lighthouse trace (the bench's Lighthouse section).
//
// Headless Chromium under Lighthouse stops sending a loading page frames about 0.24 s in, then sends one a second:
// a page whose first rendering update runs before that is painted at about 1.25 s (sometimes at once); one whose
// first update waits is painted at about 2.25 s (docs/performance.md#lighthouse-beside-the-floor). This time tells
// which of the two a run fell into and why.

/**
 * Milliseconds from the navigation Lighthouse measured (`navigationStartTs`, the trace's µs clock, as its metrics
 * give it) to the first BeginMainThreadFrame on that document's main thread; null when the trace lacks either.
 */
export function firstUpdateMs(traceEvents, navigationStartTs) {
  const start = traceEvents.find((e) => e.name === 'navigationStart' && e.ts === navigationStartTs);
  if (!start) return null;
  let first = null;
  for (const e of traceEvents) {
    if (e.name !== 'BeginMainThreadFrame' || e.pid !== start.pid || e.tid !== start.tid || e.ts < start.ts) continue;
    if (first === null || e.ts < first) first = e.ts;
  }
  return first === null ? null : Math.round((first - start.ts) / 1000);
}
