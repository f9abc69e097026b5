import type { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The address of the client of the current request, as scripts/serve.mjs worked it out from the socket (and, with
 * TRUSTED_PROXY_HOPS, from the X-Forwarded-For entries our own proxies appended): never a value the client wrote.
 * serve.mjs puts it in the per-request store it opens; route handlers and proxy.ts read it here.
 */

/** The per-request store scripts/serve.mjs opens (absent under `next dev` and plain `next start`). */
export const REQUEST_CONTEXT_KEY = Symbol.for('whitefish.response-context');

export interface RequestContextStore {
  clientAddress?: string;
}

/** Requests outside serve.mjs all share this one value (and so one rate-limit bucket). */
export const UNKNOWN_CLIENT = 'unknown';

export function clientAddress(): string {
  const context = (globalThis as { [REQUEST_CONTEXT_KEY]?: AsyncLocalStorage<RequestContextStore> })[REQUEST_CONTEXT_KEY];
  const address = context?.getStore()?.clientAddress;
  return typeof address === 'string' && address !== '' ? address : UNKNOWN_CLIENT;
}
