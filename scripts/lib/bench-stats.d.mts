// Types for TypeScript importers of bench-stats.mjs (its tests).
export declare function median(values: Array<number | null | undefined>): number | null;
export declare function medianOf<K extends string>(runs: Array<Partial<Record<K, number | null>>>, keys: K[]): Record<K, number | null>;
export declare function medianRunIndex(runs: Array<Record<string, unknown>>, key: string): number;
