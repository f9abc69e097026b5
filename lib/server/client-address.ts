import { requestStore } from './request-context';

export { REQUEST_CONTEXT_KEY, type RequestContextStore } from './request-context';

/**
 * The address of the client of the current request, as server/main.ts worked it out from the socket (and, with
 * TRUSTED_PROXY_HOPS, from the X-Forwarded-For entries our own proxies appended): never a value the client wrote.
 * server/main.ts puts it in the per-request store it opens; route handlers and proxy.ts read it here.
 */

/** Requests outside server/main.ts all share this one value (and so one rate-limit bucket). */
export const UNKNOWN_CLIENT = 'unknown';

export function clientAddress(): string {
  const address = requestStore()?.clientAddress;
  return typeof address === 'string' && address !== '' ? address : UNKNOWN_CLIENT;
}
