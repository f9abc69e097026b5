export interface GateRefusal {
  status: 429 | 503;
  retryAfterSeconds: number;
  reason: 'client_queue_full' | 'queue_full' | 'waited_too_long';
}
export declare class GateRefusedError extends Error {
  refusal: GateRefusal;
  constructor(refusal: GateRefusal);
}
export interface FairGate {
  enter(key: string): Promise<() => void>;
  stats(): { running: number; waiting: number; clients: number; remembered: number };
}
export declare function createFairGate(options: { concurrency: number; perClientQueue: number; maxQueue: number; maxWaitMs: number }): FairGate;
