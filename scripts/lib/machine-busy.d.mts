// Types for TypeScript importers of machine-busy.mjs (its tests).
export declare const MIN_IDLE_PCT: number;
export declare const MAX_START_LOAD_PER_CPU: number;
export declare function cpuTimes(procStat: string): [number, number] | null;
export declare function idlePercent(before: string, after: string): number | null;
export declare function busyReasons(
  sample: { idlePct: number | null; load1: number; cpus: number },
  options?: { atStart?: boolean },
): string[];
export interface MachineSample {
  at: string;
  load: number[];
  idlePct: number | null;
  cpus: number;
  busy: boolean;
  reasons: string[];
}
export declare function sampleMachine(options?: { ms?: number; atStart?: boolean }): Promise<MachineSample>;
export declare function machineSamples(results: unknown): MachineSample[];
export declare function busySummary(samples: Array<{ busy: boolean }>): { samples: number; busy: number; publishable: boolean; line: string };
