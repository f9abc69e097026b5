// Was the machine idle before a measurement? The bench's rule (docs/performance.md#machine-load).
import fs from 'node:fs';
import os from 'node:os';

/**
 * Below this share of idle CPU time in the sample before a measurement — the bench's own processes counted as
 * idle — the measurement is "busy".
 */
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

/** { pid, ppid, ticks } of a /proc/<pid>/stat line (ticks = utime + stime); null when it does not parse. */
export function processTimes(statLine) {
  const close = statLine.lastIndexOf(')');
  if (close < 0) return null;
  const pid = Number(statLine.slice(0, statLine.indexOf(' ')));
  // after "pid (comm) ": state ppid pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt utime stime
  const rest = statLine.slice(close + 2).split(' ');
  const ppid = Number(rest[1]);
  const ticks = Number(rest[11]) + Number(rest[12]);
  return Number.isFinite(pid) && Number.isFinite(ppid) && Number.isFinite(ticks) ? { pid, ppid, ticks } : null;
}

/** CPU ticks used so far by `root` and all its descendants, from their processTimes. */
export function treeTicks(processes, root) {
  const children = new Map();
  for (const p of processes) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  let ticks = 0;
  const stack = processes.filter((p) => p.pid === root);
  while (stack.length) {
    const p = stack.pop();
    ticks += p.ticks;
    stack.push(...(children.get(p.pid) ?? []));
  }
  return ticks;
}

/**
 * The idle share between two /proc/stat readings with the CPU time of the bench's own processes (`ownTicks`,
 * used between the readings) counted as idle: how idle the machine was of everyone else's work. Null when the
 * readings cannot be compared.
 */
export function idleOfOthersPercent(before, after, ownTicks) {
  const a = cpuTimes(before);
  const b = cpuTimes(after);
  if (!a || !b || b[1] <= a[1]) return null;
  const idle = Math.min(b[1] - a[1], b[0] - a[0] + Math.max(0, ownTicks));
  return Math.round((idle / (b[1] - a[1])) * 1000) / 10;
}

/**
 * Why a measurement counts as taken on a busy machine ([] = idle): CPUs less than MIN_IDLE_PCT % idle of other
 * processes' work (`othersIdlePct`: the bench's own processes counted as idle) in the sample just before it; and,
 * for the sample taken before the bench started anything (`atStart`), a 1-minute load average above
 * MAX_START_LOAD_PER_CPU × CPUs. Later samples ignore the load average: the bench's own previous measurement keeps
 * it up for minutes.
 */
export function busyReasons({ othersIdlePct, load1, cpus }, { atStart = false } = {}) {
  const reasons = [];
  if (othersIdlePct == null) reasons.push('CPU idle unknown');
  else if (othersIdlePct < MIN_IDLE_PCT) reasons.push(`CPU idle of other work ${othersIdlePct}% < ${MIN_IDLE_PCT}%`);
  if (atStart && load1 > MAX_START_LOAD_PER_CPU * cpus) reasons.push(`load ${load1} > ${MAX_START_LOAD_PER_CPU} × ${cpus} CPUs at start`);
  return reasons;
}

const read = (file) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/** CPU ticks used so far by this process and its descendants. */
function ownTicksNow() {
  const processes = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((pid) => processTimes(read(`/proc/${pid}/stat`)))
    .filter(Boolean);
  return treeTicks(processes, process.pid);
}

/**
 * The machine's load now: load averages, and over the next `ms` milliseconds CPU idle (/proc/stat), the share the
 * bench's own processes used and the idle share of other work, judged by busyReasons.
 * { at, load: [1, 5, 15 min], idlePct, ownPct, othersIdlePct, cpus, busy, reasons }.
 */
export async function sampleMachine({ ms = 1000, atStart = false } = {}) {
  const at = new Date().toISOString();
  const load = os.loadavg().map((n) => Math.round(n * 100) / 100);
  const before = read('/proc/stat');
  const ownBefore = ownTicksNow();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const ownTicks = ownTicksNow() - ownBefore;
  const after = read('/proc/stat');
  const idlePct = idlePercent(before, after);
  const othersIdlePct = idleOfOthersPercent(before, after, ownTicks);
  const totals = [cpuTimes(before), cpuTimes(after)];
  const ownPct = totals.every(Boolean) && totals[1][1] > totals[0][1] ? Math.round((ownTicks / (totals[1][1] - totals[0][1])) * 1000) / 10 : null;
  const cpus = os.cpus().length;
  const reasons = busyReasons({ othersIdlePct, load1: load[0], cpus }, { atStart });
  return { at, load, idlePct, ownPct, othersIdlePct, cpus, busy: reasons.length > 0, reasons };
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
    : `idle machine: all ${samples.length} measurements started with the CPUs ≥ ${MIN_IDLE_PCT} % idle of other work`;
  return { samples: samples.length, busy, publishable: busy === 0 && samples.length > 0, line };
}
