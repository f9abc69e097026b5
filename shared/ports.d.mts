export declare const DEFAULT_SITE_PORT: number;
export declare const DEFAULT_CONTENT_PORT: number;
export declare const DEFAULT_E2E_SITE_PORT: number;
export declare const DEFAULT_E2E_CONTENT_PORT: number;
export declare function e2ePorts(env: Record<string, string | undefined>): { site: number; content: number };
