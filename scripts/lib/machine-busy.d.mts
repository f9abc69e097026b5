// Types for TypeScript importers of machine-busy.mjs (its tests).
export declare const MIN_IDLE_PCT: number;
export declare const MAX_START_LOAD_PER_CPU: number;
export declare function cpuTimes(procStat: string): [number, number] | null;
export declare function idlePercent(before: string, after: string): number | null;
export declare function processTimes(statLine: string): { pid: number; ppid: number; ticks: number } | null;
export declare function treeTicks(processes: Array<{ pid: number; ppid: number; ticks: number }>, root: number): number;
export declare function idleOfOthersPercent(before: string, after: string, ownTicks: number): number | null;
export declare function busyReasons(
  sample: { othersIdlePct: number | null; load1: number; cpus: number },
  options?: { atStart?: boolean },
): string[];
export interface MachineSample {
  at: string;
  load: number[];
  idlePct: number | null;
  ownPct: number | null;
  othersIdlePct: number | null;
  cpus: number;
  busy: boolean;
  reasons: string[];
}
export declare function sampleMachine(options?: { ms?: number; atStart?: boolean }): Promise<MachineSample>;
export declare function machineSamples(results: unknown): MachineSample[];
export declare function busySummary(samples: Array<{ busy: boolean }>): { samples: number; busy: number; publishable: boolean; line: string };
