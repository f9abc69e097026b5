// Types for TypeScript importers of critical-path.mjs (tests/e2e/critical-path.spec.ts).
export declare function blockingStylesheets(html: string): string[];
export declare function inlinePayload(html: string): string;
export declare function inlineScripts(html: string): string[];
export declare function scriptsSentTwice(html: string): string[];
