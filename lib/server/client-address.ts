import { requestStore } from './request-context';

export { REQUEST_CONTEXT_KEY, type RequestContextStore } from './request-context';

/**
 * The address of the client of the current request, as scripts/serve.mjs worked it out from the socket (and, with
 * TRUSTED_PROXY_HOPS, from the X-Forwarded-For entries our own proxies appended): never a value the client wrote.
 * serve.mjs puts it in the per-request store it opens; route handlers and proxy.ts read it here.
 */

/** Requests outside serve.mjs all share this one value (and so one rate-limit bucket). */
export const UNKNOWN_CLIENT = 'unknown';

export function clientAddress(): string {
  const address = requestStore()?.clientAddress;
  return typeof address === 'string' && address !== '' ? address : UNKNOWN_CLIENT;
}
