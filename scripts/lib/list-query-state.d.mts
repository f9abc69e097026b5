// Types for TypeScript importers of list-query-state.mjs (its tests).
export declare function selectOptions(html: string, name: string): string[];
export declare function queryStatePath(listPath: string, html: string): string | null;
