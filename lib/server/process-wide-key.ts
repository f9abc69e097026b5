// The registered symbols process-wide memories live under on globalThis (lib/server/process-wide.ts), so that
// the site's server (server/), proxy.ts and the route chunks Next bundles apart all find the same value.

/** globalThis[processWideKey(name)]: the memory registered as `name`. */
export function processWideKey(name: string): symbol {
  return Symbol.for(`whitefish.${name}`);
}

/** The content host's circuit breaker (lib/limits/availability.ts), which the server reads to answer 503. */
export const CONTENT_BREAKER = 'content-breaker' as const;
