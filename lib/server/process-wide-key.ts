// The registered symbols process-wide memories live under on globalThis (lib/server/process-wide.ts), so that
// scripts/serve.mjs, proxy.ts and the route chunks Next bundles apart all find the same value. Plain ESM:
// serve.mjs runs it with bare Node.

/** globalThis[processWideKey(name)]: the memory registered as `name`. */
export function processWideKey(name) {
  return Symbol.for(`whitefish.${name}`);
}

/** The content host's circuit breaker (lib/limits/availability.ts), which serve.mjs reads to answer 503. */
export const CONTENT_BREAKER = 'content-breaker';
