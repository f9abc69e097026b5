export declare const PAGE_METHODS: string[];
export declare const ROUTE_HANDLER_METHODS: readonly ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'];
export declare function disallowedMethod(method: string | undefined, path: string): string | null;
export declare function badRouterState(headers: Record<string, string | string[] | undefined>): boolean;
export declare function refusedRequest(req: {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}): { status: 400 | 405; message: string; allow?: string } | null;
export declare function isRouterRequest(req: { url?: string; headers: Record<string, string | string[] | undefined> }): boolean;
export declare function isRouterPrefetch(req: { headers: Record<string, string | string[] | undefined> }): boolean;
