// The production server of the site: Next's request handler on plain node:http (what `next start` does), plus what
// `next start` cannot do:
//
// 1. 503 for content outages. Next 16 has no API for a page's status: an error thrown while rendering always
//    answers 500. lib/limits/availability.ts marks the current request when the content service is down,
//    slow or rate-limiting (through the AsyncLocalStorage below, shared on globalThis); an error answer of a
//    marked request (or any while the content breaker is open) goes out as 503 with Retry-After and no-store.
//    The URL stays, the body is Next's branded error view (app/error.tsx or app/global-error.tsx); pages already
//    cached never get here, they are served (stale) as usual.
// 2. Graceful shutdown on SIGTERM/SIGINT: stop accepting, let requests in flight finish (at most
//    SHUTDOWN_GRACE_MS, 10 s), close Next, exit 0.
// 3. Client identity: the same per-request store carries the client's address (lib/server/client-address.ts reads it):
//    the socket's peer, or with TRUSTED_PROXY_HOPS=N the address our outermost proxy appended to
//    X-Forwarded-For. Headers only Next or our proxies may write are dropped before Next sees the request.
// 4. Request shapes no page takes (lib/server/request-shape.mjs) answer 400 or 405 before Next sees them, and every
//    answer, these and a failed handler's 500 included, carries the security headers.
// 5. The service worker at /sw.js (lib/server/service-worker.mjs): the build's, or with SERVICE_WORKER=off one
//    that removes itself, switched at run time; and the offline document it precaches.
// 6. A fair render gate (lib/limits/fair-gate.mjs): RENDER_CONCURRENCY requests reach Next at once, the rest
//    wait their client's turn, so a swarm of clients cannot make one visitor's page wait behind all of theirs.
// 7. Past days' cached list pages are removed from disk at start and every hour (scripts/lib/past-list-days.mjs).
//
// Usage: node scripts/serve.mjs [-p PORT] [--dir DIR] (scripts/start.mjs runs it; PORT also works). DIR is the
// project whose `.next/` build is served, this checkout by default (the bench serves a snapshot of the build).
import '../shared/require-supported-node.mjs';
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkEnv } from '../lib/config/env-schema.mjs';
import { clientBucketKey } from '../lib/limits/client-bucket.mjs';
import { createFairGate } from '../lib/limits/fair-gate.mjs';
import { passesGate, throughGate } from '../lib/limits/render-gate.mjs';
import { answerEarly } from '../lib/server/early-answer.mjs';
import { forwardedClientAddress } from '../lib/server/forwarded-address.mjs';
import { REQUEST_CONTEXT_KEY } from '../lib/server/request-context-key.mjs';
import { dropUntrustedRequestHeaders } from '../lib/server/internal-request-headers.mjs';
import { isRouterPrefetch, isRouterRequest, refusedRequest } from '../lib/server/request-shape.mjs';
import { CONTENT_BREAKER, processWideKey } from '../lib/server/process-wide-key.mjs';
import { securityHeaders } from '../lib/server/security-headers.mjs';
import { serviceWorkerAnswer } from '../lib/server/service-worker.mjs';
import { removePastListDays, yesterdayInDenver } from './lib/past-list-days.mjs';
import { ROOT } from './lib/processes.mjs';

process.env.NODE_ENV = 'production';
process.env.NEXT_TELEMETRY_DISABLED ??= '1';

// The per-request store's shape and readers are in lib/server/request-context.ts.
const BREAKER_KEY = processWideKey(CONTENT_BREAKER);
export const RETRY_AFTER_SECONDS = '30';

/** True when this request's content was unavailable, or the content breaker is open right now. */
function contentUnavailable(store) {
  if (store.contentUnavailable) return true;
  const breaker = globalThis[BREAKER_KEY];
  return typeof breaker?.openFor === 'function' && breaker.openFor() > 0;
}

/**
 * Wraps one response so an error status of a content-unavailable request becomes 503. Node sends the status
 * line through writeHead (also for an implicit header), so the instance's writeHead is the one place to change it.
 */
export function withUnavailableStatus(res, store) {
  const writeHead = res.writeHead;
  res.writeHead = function patchedWriteHead(status, ...rest) {
    if (status >= 500 && status !== 503 && contentUnavailable(store)) {
      status = 503;
      this.statusCode = 503;
      this.statusMessage = http.STATUS_CODES[503];
      if (typeof rest[0] === 'string') rest.shift(); // a reason phrase of the old status
      this.setHeader('Retry-After', RETRY_AFTER_SECONDS);
      this.removeHeader('x-nextjs-cache');
    }
    // No shared cache may keep an error, whatever Cache-Control the page (or proxy.ts) had set; nor a redirect
    // answered to Next's router (its stale-`_rsc` 307 depends on headers outside the URL: replayed, it loops).
    if (status >= 500 || (status >= 300 && status < 400 && store.routerRequest)) {
      this.setHeader('Cache-Control', 'no-store');
      const headers = rest[0];
      if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
        for (const key of Object.keys(headers)) if (key.toLowerCase() === 'cache-control') delete headers[key];
      }
    }
    // Next 16 sets a redirect's Location twice on the render that first caches it; one is enough.
    const location = this.getHeader('location');
    if (Array.isArray(location) && new Set(location).size === 1) this.setHeader('location', location[0]);
    return writeHead.call(this, status, ...rest);
  };
  return res;
}

/**
 * The per-request store: the client's address (worked out before anything is dropped) and the request path.
 * Drops the headers a client must not send from `req`.
 */
export function requestContextStore(req, trustedHops) {
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

/** `-p PORT` and `--dir DIR` from the command line (an unknown option stops the start). */
function commandLine() {
  return parseArgs({ options: { port: { type: 'string', short: 'p' }, dir: { type: 'string' } } }).values;
}

/**
 * Sets the security headers (lib/server/security-headers.mjs) on a response before anyone writes to it: Next sets the
 * same ones again from next.config.mjs on what it answers, and the answers written here (400, 405, a 500 when
 * Next's handler fails) carry them too.
 */
export function withSecurityHeaders(res, headers) {
  for (const { key, value } of headers) res.setHeader(key, value);
  return res;
}

/**
 * Answers a request shape Next must not see (lib/server/request-shape.mjs): a target that is not a path
 * (`https://evil.com/x`, `*`: Next would redirect to that host) or that cannot be decoded, a method no page takes
 * (405 with Allow), a router-state header Next cannot parse. True when answered.
 */
export function refuse(req, res) {
  const refused = refusedRequest(req);
  if (!refused) return false;
  answerEarly(req, res, refused.status, refused.message, refused.allow ? { allow: refused.allow } : {});
  return true;
}

const CLIENT_ERROR_STATUS = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };

/**
 * The raw answer to bytes Node's parser cannot read as a request (a malformed request line or header, headers too
 * large, a body sent without Content-Length or chunked framing, which then reads as the next request): Node's own
 * answer is a bare 400 without the security headers. Null when the socket is gone or already answering.
 */
export function clientErrorAnswer(error, socket, headers) {
  if (error?.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) return null;
  const status = CLIENT_ERROR_STATUS[error?.code] ?? 400;
  const body = `${http.STATUS_CODES[status]}: the request could not be read.`;
  const lines = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
    ...headers.map(({ key, value }) => `${key}: ${value}`),
    'Content-Type: text/plain; charset=utf-8',
    'Cache-Control: no-store',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * The host name Next builds its own URLs with. Next writes every loopback address as `localhost` in the URLs
 * proxy.ts sees, so given `127.0.0.1` (how the site listens behind nginx) it took proxy.ts's rewrites to internal
 * routes (cached list states, occurrence pages) for another origin and answered 404. The server still listens on the
 * address given.
 */
export function nextHostname(hostname) {
  return !hostname || /^(127(\.\d{1,3}){3}|::1|\[::1\])$/.test(hostname) ? 'localhost' : hostname;
}

/**
 * A file the worker's build wrote into `.next/` (scripts/build-service-worker.mjs: the worker, its offline document),
 * read once: it changes only with a new build. Null when the build has none.
 */
function readWorkerFile(dir, name) {
  try {
    return readFileSync(path.join(dir, '.next', name), 'utf8');
  } catch {
    return null;
  }
}

export async function serve(options = {}) {
  // Staging/production: refuses to start (throws, listing every problem) on a missing secret or development value.
  const config = checkEnv(process.env, 'The site (scripts/serve.mjs)').values;
  const args = commandLine();
  const { port = Number(args.port ?? config.PORT), hostname = config.HOSTNAME || undefined, dir = args.dir ?? ROOT } = options;
  const { default: next } = await import('next');
  const app = next({ dev: false, dir, port, hostname: nextHostname(hostname) });
  await app.prepare();
  const handle = app.getRequestHandler();
  const context = new AsyncLocalStorage();
  globalThis[REQUEST_CONTEXT_KEY] = context;

  // Read from the validated configuration (trimmed): a stray space in SITE_ENV must not drop HSTS.
  const security = securityHeaders({ SITE_ENV: config.SITE_ENV, GTM_ID: config.GTM_ID, NODE_ENV: 'production' });
  const gate = createFairGate({
    concurrency: config.RENDER_CONCURRENCY || 2 * availableParallelism(),
    perClientQueue: config.RENDER_QUEUE_PER_CLIENT,
    maxQueue: config.RENDER_QUEUE_MAX,
    maxWaitMs: config.RENDER_QUEUE_WAIT_MS,
  });
  const worker = { enabled: config.SERVICE_WORKER === 'on', script: readWorkerFile(dir, 'sw.js'), offlineDocument: readWorkerFile(dir, 'offline-document.html') };
  const server = http.createServer((req, res) => {
    withSecurityHeaders(res, security);
    if (refuse(req, res)) return;
    const workerAnswer = serviceWorkerAnswer(req, worker);
    if (workerAnswer) {
      res.writeHead(workerAnswer.status, workerAnswer.headers);
      res.end(req.method === 'HEAD' ? undefined : workerAnswer.body);
      return;
    }
    const store = requestContextStore(req, config.TRUSTED_PROXY_HOPS);
    const run = () =>
      context.run(store, () => {
        withUnavailableStatus(res, store);
        handle(req, res).catch((error) => {
          console.error(JSON.stringify({ time: new Date().toISOString(), level: 'error', source: 'site', event: 'request_failed', method: req.method, error: error?.name }));
          if (!res.headersSent) res.statusCode = 500;
          res.end();
        });
      });
    if (passesGate(req.url ?? '')) run();
    else throughGate(gate, clientBucketKey(store.clientAddress ?? ''), req, res, run);
  });
  server.keepAliveTimeout = 65_000; // longer than a reverse proxy's idle time-out (nginx: 60 s)
  server.on('clientError', (error, socket) => {
    const answer = clientErrorAnswer(error, socket, security);
    if (answer) socket.end(answer);
    else socket.destroy();
  });

  await new Promise((resolve) => server.listen(port, hostname, resolve));
  console.log(`site listening on http://${hostname ?? 'localhost'}:${port}`);

  // Cached list pages of days already over (scripts/lib/past-list-days.mjs): at start, then hourly.
  const routeCache = path.join(dir, '.next', 'server', 'route-cache');
  const removePast = () => {
    try {
      const removed = removePastListDays(routeCache, yesterdayInDenver());
      if (removed.length) console.log(JSON.stringify({ time: new Date().toISOString(), level: 'info', source: 'site', event: 'past_list_days_removed', folders: removed.length }));
    } catch (error) {
      console.error(JSON.stringify({ time: new Date().toISOString(), level: 'error', source: 'site', event: 'past_list_days_failed', error: error?.message }));
    }
  };
  removePast();
  setInterval(removePast, 3_600_000).unref();

  let stopping = false;
  const shutdown = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(JSON.stringify({ time: new Date().toISOString(), level: 'info', source: 'site', event: 'shutdown', signal }));
    const grace = config.SHUTDOWN_GRACE_MS;
    const timer = setTimeout(() => server.closeAllConnections(), grace);
    setTimeout(() => process.exit(0), grace + 5_000).unref(); // never hang on the way out
    await new Promise((resolve) => {
      server.close(() => resolve()); // stops accepting; in-flight requests finish
      server.closeIdleConnections();
    });
    clearTimeout(timer);
    await app.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  serve().catch((error) => {
    console.error(`site failed to start: ${error?.message ?? error}`);
    process.exit(1);
  });
}
