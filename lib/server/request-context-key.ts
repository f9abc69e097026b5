// The registered symbol scripts/serve.mjs stores the per-request AsyncLocalStorage under, read by
// lib/server/request-context.ts. Plain ESM: serve.mjs runs it with bare Node.

/** globalThis[REQUEST_CONTEXT_KEY]: the AsyncLocalStorage of the request stores. */
export const REQUEST_CONTEXT_KEY = Symbol.for('whitefish.request-context');
