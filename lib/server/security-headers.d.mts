export declare const TAG_MANAGER_HOSTS: { script: string[]; connect: string[]; frame: string[] };
export declare const EMBED_FRAME_HOSTS: string[];
export declare const HSTS_VALUE: string;
export declare function cspDirectives(options?: { tagManager?: boolean; dev?: boolean }): [string, string[]][];
export declare function contentSecurityPolicy(options?: { tagManager?: boolean; dev?: boolean }): string;
export declare function securityHeaders(env?: Record<string, string | undefined>): { key: string; value: string }[];
export declare function securityHeaderRules(
  env?: Record<string, string | undefined>,
): { source: string; headers: { key: string; value: string }[] }[];
