// Types for TypeScript importers of long-tasks.mjs (its tests).
export interface TraceEvent {
  name: string;
  ph?: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown> } & Record<string, unknown>;
}
export interface LongTask {
  startMs: number;
  durationMs: number;
  events: Array<{ name: string; url: string | null; ms: number }>;
  functions: Array<{ name: string; share: number }>;
}
export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber?: number;
  columnNumber?: number;
}
export declare function longTasks(events: TraceEvent[], options?: { top?: number; nameFrame?: (frame: CallFrame) => string }): { firstContentfulPaintMs: number | null; tasks: LongTask[] };
