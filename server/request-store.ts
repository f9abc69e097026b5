// The per-request store the server opens for every request (an AsyncLocalStorage on globalThis under
// REQUEST_CONTEXT_KEY, so every chunk Next bundles apart finds it): lib/server/request-context.ts reads it.
import type { IncomingMessage } from 'node:http';
import { forwardedClientAddress } from '../lib/server/forwarded-address.ts';
import { dropUntrustedRequestHeaders } from '../lib/server/internal-request-headers.ts';
import type { RequestContextStore } from '../lib/server/request-context.ts';
import { isRouterPrefetch, isRouterRequest } from '../lib/server/request-shape.ts';

/**
 * The client's address (worked out before anything is dropped: the socket's peer, or with TRUSTED_PROXY_HOPS=N the
 * address our outermost proxy appended to X-Forwarded-For) and the request path. Drops the headers a client must
 * not send from `req`.
 */
export function requestContextStore(req: IncomingMessage, trustedHops: number): RequestContextStore {
  const clientAddress = forwardedClientAddress({
    socketAddress: req.socket?.remoteAddress,
    forwardedFor: req.headers['x-forwarded-for'],
    trustedHops,
  });
  dropUntrustedRequestHeaders(req, { behindTrustedProxy: trustedHops > 0 });
  // path: lib/limits/content-budget.ts gives search and API requests' content reads a lower priority.
  // routerRequest: Next strips the router's header and `_rsc` before proxy.ts sees the request.
  return { path: req.url, clientAddress, routerRequest: isRouterRequest(req), routerPrefetch: isRouterPrefetch(req) };
}
