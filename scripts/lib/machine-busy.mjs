// Was the machine idle before a measurement? The bench's rule (docs/performance.md#machine-load).
import fs from 'node:fs';
import os from 'node:os';

/** Below this share of idle CPU time in the sample before a measurement, the measurement is "busy". */
export const MIN_IDLE_PCT = 80;
/** Above this 1-minute load average per CPU before the bench starts anything, the whole run is "busy". */
export const MAX_START_LOAD_PER_CPU = 0.5;

/** [idle, total] jiffies of the aggregate `cpu` line of /proc/stat text (idle counts iowait too); null if absent. */
export function cpuTimes(procStat) {
  const line = procStat.split('\n').find((l) => /^cpu\s/.test(l));
  if (!line) return null;
  const fields = line.trim().split(/\s+/).slice(1).map(Number);
  if (fields.length < 4 || fields.some((n) => !Number.isFinite(n))) return null;
  // user nice system idle iowait irq softirq steal [guest guest_nice: already inside user and nice]
  const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
  return [fields[3] + (fields[4] ?? 0), total];
}

/** Percentage of CPU time idle between two /proc/stat readings; null when they cannot be compared. */
export function idlePercent(before, after) {
  const a = cpuTimes(before);
  const b = cpuTimes(after);
  if (!a || !b || b[1] <= a[1]) return null;
  return Math.round(((b[0] - a[0]) / (b[1] - a[1])) * 1000) / 10;
}

/**
 * Why a measurement counts as taken on a busy machine ([] = idle): CPUs less than MIN_IDLE_PCT % idle in the
 * sample just before it; and, for the sample taken before the bench started anything (`atStart`), a 1-minute load
 * average above MAX_START_LOAD_PER_CPU × CPUs. Later samples ignore the load average: the bench's own previous
 * measurement keeps it up for minutes.
 */
export function busyReasons({ idlePct, load1, cpus }, { atStart = false } = {}) {
  const reasons = [];
  if (idlePct == null) reasons.push('CPU idle unknown');
  else if (idlePct < MIN_IDLE_PCT) reasons.push(`CPU idle ${idlePct}% < ${MIN_IDLE_PCT}%`);
  if (atStart && load1 > MAX_START_LOAD_PER_CPU * cpus) reasons.push(`load ${load1} > ${MAX_START_LOAD_PER_CPU} × ${cpus} CPUs at start`);
  return reasons;
}

const readStat = () => {
  try {
    return fs.readFileSync('/proc/stat', 'utf8');
  } catch {
    return '';
  }
};

/**
 * The machine's load now: load averages, and CPU idle over the next `ms` milliseconds (/proc/stat), judged by
 * busyReasons. { at, load: [1, 5, 15 min], idlePct, cpus, busy, reasons }.
 */
export async function sampleMachine({ ms = 1000, atStart = false } = {}) {
  const at = new Date().toISOString();
  const load = os.loadavg().map((n) => Math.round(n * 100) / 100);
  const before = readStat();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const idlePct = idlePercent(before, readStat());
  const cpus = os.cpus().length;
  const reasons = busyReasons({ idlePct, load1: load[0], cpus }, { atStart });
  return { at, load, idlePct, cpus, busy: reasons.length > 0, reasons };
}

/** Every `machineBefore` sample anywhere in `results` (the bench's results object), in document order. */
export function machineSamples(results) {
  const out = [];
  const walk = (value) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === 'machineBefore' && child && typeof child === 'object') out.push(child);
        else walk(child);
      }
    }
  };
  walk(results);
  return out;
}

/** The run's verdict on its machine: { samples, busy, publishable, line } (line: what the summary prints). */
export function busySummary(samples) {
  const busy = samples.filter((s) => s.busy).length;
  const line = busy
    ? `figures from a busy machine — do not publish (${busy} of ${samples.length} measurements started on a busy machine, marked BUSY)`
    : `idle machine: all ${samples.length} measurements started with the CPUs ≥ ${MIN_IDLE_PCT} % idle`;
  return { samples: samples.length, busy, publishable: busy === 0 && samples.length > 0, line };
}
