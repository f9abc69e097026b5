import { longTasks, type TraceEvent } from './long-tasks.mjs';

const NAV = 10_000_000;
const main = { pid: 3, tid: 3 };
const task = (at: number, dur: number): TraceEvent => ({ name: 'RunTask', ph: 'X', ts: NAV + at, dur, ...main });
const frame = (id: number, functionName: string, url: string) => ({ id, callFrame: { functionName, url } });

const events: TraceEvent[] = [
  { name: 'navigationStart', ts: NAV - 500_000, ...main, args: { data: { documentLoaderURL: '' } } },
  { name: 'navigationStart', ts: NAV, ...main, args: { data: { documentLoaderURL: 'http://127.0.0.1:3000/stay' } } },
  { name: 'firstContentfulPaint', ts: NAV + 840_000, ...main },
  task(-200_000, 90_000),
  task(100_000, 40_000),
  task(1_000_000, 120_000),
  { name: 'EvaluateScript', ph: 'X', ts: NAV + 1_002_000, dur: 100_000, ...main, args: { data: { url: 'http://127.0.0.1:3000/_next/static/chunks/app.js' } } },
  { name: 'v8.compile', ph: 'X', ts: NAV + 1_003_000, dur: 20_000, ...main },
  { name: 'Layout', ph: 'X', ts: NAV + 1_105_000, dur: 12_000, ...main },
  { name: 'Paint', ph: 'X', ts: NAV + 1_118_000, dur: 1_000, ...main },
  task(1_500_000, 60_000),
  { name: 'RunTask', ph: 'X', ts: NAV + 1_600_000, dur: 300_000, pid: 3, tid: 9 },
  { name: 'Profile', ts: NAV, pid: 3, tid: 3, args: { data: { startTime: NAV + 1_000_000 } } },
  {
    name: 'ProfileChunk',
    ts: NAV + 1,
    pid: 3,
    tid: 3,
    args: {
      data: {
        cpuProfile: { nodes: [frame(1, 'I', 'http://x/_next/static/chunks/turbopack-a.js'), frame(2, 'hydrate', 'http://x/react-dom.js'), frame(3, '', '')], samples: [1, 1, 1, 2, 3] },
        timeDeltas: [10_000, 10_000, 10_000, 10_000, 510_000],
      },
    },
  },
];

test('the long tasks of the navigated page, each with its largest events and the functions sampled in it', () => {
  const { firstContentfulPaintMs, tasks } = longTasks(events);
  expect(firstContentfulPaintMs).toBe(840);
  // Before the navigation, 50 ms and shorter, and other threads do not count.
  expect(tasks.map((t) => [t.startMs, t.durationMs])).toEqual([
    [1000, 120],
    [1500, 60],
  ]);
  expect(tasks[0].events).toEqual([
    { name: 'EvaluateScript', url: 'app.js', ms: 100 },
    { name: 'Layout', url: null, ms: 12 },
  ]);
  expect(tasks[0].functions).toEqual([
    { name: 'I turbopack-a.js', share: 0.75 },
    { name: 'hydrate react-dom.js', share: 0.25 },
  ]);
  expect(tasks[1].functions).toEqual([{ name: '(anonymous) (native)', share: 1 }]);
});

test('the functions sampled are named by the caller’s namer when it gives one (a source-mapped build)', () => {
  const nameFrame = ({ functionName }: { functionName: string }) => `${functionName || 'top'} from source`;
  expect(longTasks(events, { nameFrame }).tasks[0].functions.map((f) => f.name)).toEqual(['I from source', 'hydrate from source']);
});

test('no navigation of a web document, no tasks', () => {
  expect(longTasks(events.filter((e) => e.name !== 'navigationStart'))).toEqual({ firstContentfulPaintMs: null, tasks: [] });
});
