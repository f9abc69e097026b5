// Types for TypeScript importers of first-update.mjs (its tests).
export declare function firstUpdateMs(traceEvents: Array<{ name: string; ts: number; pid: number; tid: number }>, navigationStartTs: number): number | null;
