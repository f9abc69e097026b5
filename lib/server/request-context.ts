import type { AsyncLocalStorage } from 'node:async_hooks';
import { REQUEST_CONTEXT_KEY } from './request-context-key';

/**
 * The store server/main.ts opens for every request (an AsyncLocalStorage on globalThis, so every server chunk
 * of the process sees the same one). Absent under `next dev` and plain `next start`.
 */
export { REQUEST_CONTEXT_KEY };

export interface RequestContextStore {
  /** The request target, set by server/main.ts (content-read priority). */
  path?: string;
  /** The client's address, set by server/main.ts from the socket (and trusted proxies only). */
  clientAddress?: string;
  /**
   * A request of Next's client router (the `RSC` header or `?_rsc=`), as it arrived: Next strips both before
   * proxy.ts sees the request. Its answers are never shared (server/main.ts, proxy.ts).
   */
  routerRequest?: boolean;
  /** A link prefetch of Next's client router (stripped before proxy.ts like the `RSC` header). */
  routerPrefetch?: boolean;
  /** Milliseconds this request spent in replica reads (lib/content/replica.ts), for the Server-Timing header. */
  replicaMs?: number;
  /** Set by lib/content when content was unavailable: server/main.ts answers an error with 503. */
  contentUnavailable?: boolean;
}

export function requestStore(): RequestContextStore | undefined {
  return (globalThis as { [REQUEST_CONTEXT_KEY]?: AsyncLocalStorage<RequestContextStore> })[REQUEST_CONTEXT_KEY]?.getStore();
}
