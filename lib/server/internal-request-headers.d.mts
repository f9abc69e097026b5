export declare const NEXT_INTERNAL_REQUEST_HEADERS: string[];
export declare const NEXT_INTERNAL_HEADER_PREFIXES: string[];
export declare const FORWARDING_REQUEST_HEADERS: string[];
export declare function isUntrustedRequestHeader(name: string, options: { behindTrustedProxy: boolean }): boolean;
export declare function dropUntrustedRequestHeaders(
  req: { headers: Record<string, unknown>; rawHeaders: string[] },
  options: { behindTrustedProxy: boolean },
): string[];
