import { MIN_IDLE_PCT, busyReasons, busySummary, cpuTimes, idlePercent, machineSamples } from './machine-busy.mjs';

const stat = (user: number, idle: number, iowait = 0) =>
  `cpu  ${user} 0 0 ${idle} ${iowait} 0 0 0 0 0\ncpu0 ${user} 0 0 ${idle} ${iowait} 0 0 0 0 0\nintr 1 2 3\n`;

test('cpuTimes reads idle (with iowait) and total of the aggregate cpu line', () => {
  expect(cpuTimes(stat(300, 600, 100))).toEqual([700, 1000]);
  expect(cpuTimes('intr 1 2\n')).toBeNull();
});

test('idlePercent is the idle share of the time between two readings', () => {
  expect(idlePercent(stat(100, 100), stat(150, 250))).toBe(75);
  expect(idlePercent(stat(100, 100), stat(100, 100))).toBeNull();
  expect(idlePercent('', stat(1, 1))).toBeNull();
});

test('a measurement is busy when the CPUs were less than 80 % idle before it', () => {
  expect(MIN_IDLE_PCT).toBe(80);
  expect(busyReasons({ idlePct: 79.9, load1: 0, cpus: 2 })).toEqual(['CPU idle 79.9% < 80%']);
  expect(busyReasons({ idlePct: 80, load1: 0, cpus: 2 })).toEqual([]);
  expect(busyReasons({ idlePct: null, load1: 0, cpus: 2 })).toEqual(['CPU idle unknown']);
});

test('the load average counts only before the bench starts: later the bench’s own runs keep it up', () => {
  expect(busyReasons({ idlePct: 95, load1: 1.5, cpus: 2 })).toEqual([]);
  expect(busyReasons({ idlePct: 95, load1: 1.5, cpus: 2 }, { atStart: true })).toEqual(['load 1.5 > 0.5 × 2 CPUs at start']);
  expect(busyReasons({ idlePct: 95, load1: 1, cpus: 2 }, { atStart: true })).toEqual([]);
});

test('machineSamples finds the sample taken before every measurement, however deep', () => {
  const idle = { busy: false, idlePct: 95 };
  const busy = { busy: true, idlePct: 40 };
  const results = {
    machineBefore: idle,
    sections: { load: { rows: [{ next: { rps: 1, machineBefore: idle } }] }, lighthouse: [{ runs: [{ machineBefore: busy }] }] },
  };
  expect(machineSamples(results)).toEqual([idle, idle, busy]);
});

test('the summary says not to publish when any measurement was busy', () => {
  expect(busySummary([{ busy: false }, { busy: true }])).toMatchObject({ busy: 1, publishable: false });
  expect(busySummary([{ busy: false }, { busy: true }]).line).toMatch(/^figures from a busy machine — do not publish/);
  expect(busySummary([{ busy: false }, { busy: false }])).toMatchObject({ busy: 0, publishable: true });
  expect(busySummary([]).publishable).toBe(false);
});
