// Types for TypeScript importers of list-view-targets.mjs (its tests).
export interface ListViewRow {
  kind: 'reference' | 'default' | 'query';
  path: string;
  rps: number | null;
  p99: number | null;
  errors: number;
  non2xx: number;
  ratio?: number | null;
}
export declare const LIST_VIEW_TARGETS: { defaultRatio: number; queryRatio: number; p99Ms: number; p99Ratio: number };
export declare function withRatios<R extends ListViewRow>(rows: R[]): Array<R & { ratio: number | null }>;
export declare function listViewTargets(section: {
  rows: ListViewRow[];
  reference: string;
  targets?: { defaultRatio: number; queryRatio: number; p99Ms: number; p99Ratio?: number };
}): Array<{ item: string; figure: string; target: string; pass: boolean }>;
