import { MIN_IDLE_PCT, busyReasons, busySummary, cpuTimes, idleOfOthersPercent, idlePercent, machineSamples, processTimes, treeTicks } from './machine-busy.mjs';

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

test('processTimes reads pid, parent and user + system ticks, whatever the command name holds', () => {
  expect(processTimes('4242 (next-server (v16) x) S 4200 4242 4242 0 -1 4194560 100 0 0 0 730 41 0 0 20 0 11 0')).toEqual({ pid: 4242, ppid: 4200, ticks: 771 });
  expect(processTimes('')).toBeNull();
});

test('treeTicks sums a process and all its descendants, and nothing else', () => {
  const processes = [
    { pid: 10, ppid: 1, ticks: 5 },
    { pid: 11, ppid: 10, ticks: 7 },
    { pid: 12, ppid: 11, ticks: 3 },
    { pid: 20, ppid: 1, ticks: 100 },
  ];
  expect(treeTicks(processes, 10)).toBe(15);
  expect(treeTicks(processes, 99)).toBe(0);
});

test('the bench’s own CPU time counts as idle when judging other work', () => {
  // 100 ticks: 40 idle, 60 used, of which the bench used 50 → idle of others 90 %
  expect(idleOfOthersPercent(stat(100, 100), stat(160, 140), 50)).toBe(90);
  expect(idleOfOthersPercent(stat(100, 100), stat(160, 140), 0)).toBe(40);
  expect(idleOfOthersPercent(stat(100, 100), stat(160, 140), 500)).toBe(100);
});

test('a measurement is busy when the CPUs were less than 80 % idle of other work before it', () => {
  expect(MIN_IDLE_PCT).toBe(80);
  expect(busyReasons({ othersIdlePct: 79.9, load1: 0, cpus: 2 })).toEqual(['CPU idle of other work 79.9% < 80%']);
  expect(busyReasons({ othersIdlePct: 80, load1: 0, cpus: 2 })).toEqual([]);
  expect(busyReasons({ othersIdlePct: null, load1: 0, cpus: 2 })).toEqual(['CPU idle unknown']);
});

test('the load average counts only before the bench starts: later the bench’s own runs keep it up', () => {
  expect(busyReasons({ othersIdlePct: 95, load1: 1.5, cpus: 2 })).toEqual([]);
  expect(busyReasons({ othersIdlePct: 95, load1: 1.5, cpus: 2 }, { atStart: true })).toEqual(['load 1.5 > 0.5 × 2 CPUs at start']);
  expect(busyReasons({ othersIdlePct: 95, load1: 1, cpus: 2 }, { atStart: true })).toEqual([]);
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
