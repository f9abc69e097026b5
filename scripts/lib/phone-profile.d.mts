// Types for TypeScript importers of phone-profile.mjs (tests/e2e/phone.spec.ts, playwright.config.ts).
import type { CDPSession, Page } from '@playwright/test';
export declare const PHONE_VIEWPORT: { viewport: { width: number; height: number }; deviceScaleFactor: number; isMobile: boolean; hasTouch: boolean };
export declare function throttleLikeAPhone(page: Page, options?: { network?: boolean }): Promise<CDPSession>;
export declare function recordInteractions(): void;
