// Types for TypeScript importers of page-kinds.mjs (tests/e2e/valid-html.spec.ts).
export declare const linksIn: (html: string, pattern: RegExp) => string[];
export declare function pageKinds(htmlOf: (path: string) => Promise<string>): Promise<{ kinds: Record<string, string>; variants: Record<string, string> }>;
