// What a page's main thread spent its long tasks on, read from one Chromium trace that holds both the timeline and
// V8's CPU samples (scripts/first-visit-tasks.mjs records it). Lighthouse's TBT counts each task's time past 50 ms
// (at its 4× CPU), but names no causes; this does, per task: the largest timeline events and the functions sampled.
import { plainFrameName } from './source-frames.mjs';

const LONG_TASK_US = 50_000;

/** The document's navigation: the first `navigationStart` of an http(s) document. */
function navigationOf(events) {
  return events.find((e) => e.name === 'navigationStart' && /^https?:/.test(e.args?.data?.documentLoaderURL ?? '')) ?? null;
}

/** V8's samples of one process as [timestamp µs, node]: ProfileChunk events carry nodes, samples and time deltas. */
function samplesOf(events, pid) {
  const nodes = new Map();
  const samples = [];
  let at = 0;
  const chunks = events.filter((e) => e.pid === pid && (e.name === 'Profile' || e.name === 'ProfileChunk')).sort((a, b) => a.ts - b.ts);
  for (const e of chunks) {
    const data = e.args?.data ?? {};
    if (e.name === 'Profile') {
      at = data.startTime ?? at;
      continue;
    }
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i++) {
      at += deltas[i] ?? 0;
      samples.push([at, ids[i]]);
    }
  }
  return samples.map(([ts, id]) => [ts, nodes.get(id)]).filter(([, node]) => node);
}

const contains = (outer, inner) => inner.ts >= outer.ts && inner.ts + (inner.dur ?? 0) <= outer.ts + outer.dur;

/**
 * Long tasks (over 50 ms) of the navigated document's main thread, in order, each with its start (ms after the
 * navigation), its duration, its outermost timeline events of over 5 ms and the share of its samples per function,
 * each named by `nameFrame(callFrame)`.
 */
export function longTasks(events, { top = 5, nameFrame = plainFrameName } = {}) {
  const navigation = navigationOf(events);
  if (!navigation) return { firstContentfulPaintMs: null, tasks: [] };
  const { pid, tid, ts: start } = navigation;
  const ms = (us) => Math.round(us / 1000);
  const mainThread = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= start);
  const samples = samplesOf(events, pid);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid && e.ts >= start);
  const tasks = mainThread
    .filter((e) => e.name === 'RunTask' && e.dur > LONG_TASK_US)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const inner = mainThread.filter((e) => e !== task && e.dur > 5_000 && contains(task, e));
      const outermost = inner.filter((e) => !inner.some((o) => o !== e && o.dur > e.dur && contains(o, e)));
      const counts = new Map();
      let sampled = 0;
      for (const [ts, node] of samples) {
        if (ts < task.ts || ts > task.ts + task.dur) continue;
        const name = nameFrame(node.callFrame);
        counts.set(name, (counts.get(name) ?? 0) + 1);
        sampled++;
      }
      return {
        startMs: ms(task.ts - start),
        durationMs: ms(task.dur),
        events: outermost.slice(0, top).map((e) => ({ name: e.name, url: e.args?.data?.url?.replace(/^.*\//, '') ?? null, ms: ms(e.dur) })),
        functions: [...counts]
          .sort((a, b) => b[1] - a[1])
          .slice(0, top)
          .map(([name, n]) => ({ name, share: Math.round((100 * n) / sampled) / 100 })),
      };
    });
  return { firstContentfulPaintMs: fcp ? ms(fcp.ts - start) : null, tasks };
}
