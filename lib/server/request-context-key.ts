// The registered symbol the site's server (server/main.ts) stores the per-request AsyncLocalStorage under, read by
// lib/server/request-context.ts.

/** globalThis[REQUEST_CONTEXT_KEY]: the AsyncLocalStorage of the request stores. */
export const REQUEST_CONTEXT_KEY: unique symbol = Symbol.for('whitefish.request-context') as never;
