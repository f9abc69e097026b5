// Types for TypeScript importers of java.mjs (tests/e2e/valid-html.spec.ts).
export declare const JAVA_PATH: string;
export declare function ensureJava(): void;
