// Types for TypeScript importers of chromium.mjs (playwright.config.ts).
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: string[];
export declare function ensureChromium(): void;
