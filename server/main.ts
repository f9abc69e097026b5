// The production server of the site: Next's request handler on plain node:http (what `next start` does), plus what
// `next start` cannot do:
//
// 1. 503 for content outages (unavailable-status.ts).
// 2. Graceful shutdown on SIGTERM/SIGINT: stop accepting, let requests in flight finish (at most
//    SHUTDOWN_GRACE_MS, 10 s), close Next, exit 0.
// 3. Client identity: a per-request store (request-store.ts) carries the client's address, which
//    lib/server/client-address.ts reads. Headers only Next or our proxies may write are dropped before Next sees them.
// 4. Request shapes no page takes answer 400 or 405 before Next sees them (refusals.ts), and every answer, these and
//    a failed handler's 500 included, carries the security headers.
// 5. The service worker at /sw.js (lib/server/service-worker.ts): the build's, or with SERVICE_WORKER=off one that
//    removes itself, switched at run time; and the offline document it precaches.
// 6. A fair render gate (lib/limits/fair-gate.ts): RENDER_CONCURRENCY requests reach Next at once, the rest wait
//    their client's turn, so a swarm of clients cannot make one visitor's page wait behind all of theirs. A turn
//    ends when Next has produced the answer; only the build's real static files pass without one
//    (static-files.ts). No client can hold what it does not use: request bodies arrive before the turn and
//    within seconds (request-bodies.ts), headers within HEADERS_TIMEOUT_MS, and an answer a client does not read
//    is bounded in bytes and time (unread-answers.ts).
// 7. Past days' cached list pages are removed from disk at start and every hour (past-list-days.ts).
// 8. On Linux, several listening sockets on the one port (listeners.ts), so a busy event loop still accepts a burst
//    of new connections in a few turns.
// 9. Large string bodies (Next's cached pages) are written as bytes (string-bodies.ts).
// 10. With SERVER_TIMING=on, a Server-Timing header: the answer's time in replica reads and in the server (server-timing.ts).
//
// Usage: node server/main.ts [-p PORT] [--dir DIR] (scripts/start.mjs runs it; PORT also works).
// DIR is the project whose `.next/` build is served, this checkout by default (the bench serves a snapshot).
import '../shared/require-supported-node.mjs';
import { AsyncLocalStorage } from 'node:async_hooks';
import http, { type ServerResponse } from 'node:http';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkEnv } from '../lib/config/env-schema.mjs';
import { clientBucketKey } from '../lib/limits/client-bucket.ts';
import { createFairGate } from '../lib/limits/fair-gate.ts';
import { passesGate, throughGate } from '../lib/limits/render-gate.ts';
import { REQUEST_CONTEXT_KEY } from '../lib/server/request-context-key.ts';
import { securityHeaders } from '../lib/server/security-headers.ts';
import { serviceWorkerAnswer } from '../lib/server/service-worker.ts';
import { readWorkerFile } from './build-files.ts';
import { acceptSockets, listenAll } from './listeners.ts';
import { logLine } from './log-line.ts';
import { sweepPastListDays } from './past-list-days.ts';
import { answerSlowBody, clientErrorAnswer, refuse } from './refusals.ts';
import { whenBodyArrives } from './request-bodies.ts';
import { requestContextStore } from './request-store.ts';
import { withServerTiming } from './server-timing.ts';
import { buildStaticPaths } from './static-files.ts';
import { withStringBodiesAsBytes } from './string-bodies.ts';
import { withUnavailableStatus } from './unavailable-status.ts';
import { withUnreadByteCap, withUnreadDeadline } from './unread-answers.ts';

(process.env as Record<string, string>).NODE_ENV = 'production';
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
// next.config.ts is loaded with Node's own type stripping, as `next start --experimental-next-config-strip-types`
// does (this variable is what that flag sets): otherwise Next loads its native SWC compiler to transpile the file,
// 26 MB of resident memory for the life of the process.
process.env.__NEXT_NODE_NATIVE_TS_LOADER_ENABLED = 'true';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * A request's headers must be in within this, and the whole request within REQUEST_TIMEOUT_MS (bodies have their
 * own, shorter deadline in request-bodies.ts); Node checks every CONNECTIONS_CHECK_MS and answers 408. Node's own
 * defaults (a minute, five minutes, checked every 30 s) let a few hundred slow connections sit for minutes.
 */
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 15_000;
const CONNECTIONS_CHECK_MS = 1_000;

/** `-p PORT` and `--dir DIR` from the command line (an unknown option stops the start). */
function commandLine() {
  return parseArgs({ options: { port: { type: 'string', short: 'p' }, dir: { type: 'string' } } }).values;
}

/**
 * Sets the security headers (lib/server/security-headers.ts) on a response before anyone writes to it: Next sets the
 * same ones again from next.config.ts on what it answers, and the answers written here (400, 405, a 500 when
 * Next's handler fails) carry them too.
 */
function withSecurityHeaders(res: ServerResponse, headers: { key: string; value: string }[]): ServerResponse {
  for (const { key, value } of headers) res.setHeader(key, value);
  return res;
}

/**
 * The host name Next builds its own URLs with. Next writes every loopback address as `localhost` in the URLs
 * proxy.ts sees, so given `127.0.0.1` (how the site listens behind nginx) it took proxy.ts's rewrites to internal
 * routes (cached list states, occurrence pages) for another origin and answered 404. The server still listens on the
 * address given.
 */
function nextHostname(hostname: string | undefined): string {
  return !hostname || /^(127(\.\d{1,3}){3}|::1|\[::1\])$/.test(hostname) ? 'localhost' : hostname;
}

async function serve(): Promise<void> {
  // Staging/production: refuses to start (throws, listing every problem) on a missing secret or development value.
  const config = checkEnv(process.env, 'The site (server/main.ts)').values;
  const args = commandLine();
  const port = Number(args.port ?? config.PORT);
  const hostname = config.HOSTNAME || undefined;
  const dir = args.dir ?? ROOT;
  const { default: next } = await import('next');
  const app = next({ dev: false, dir, port, hostname: nextHostname(hostname) });
  await app.prepare();
  const handle = app.getRequestHandler();
  const context = new AsyncLocalStorage();
  (globalThis as Record<symbol, unknown>)[REQUEST_CONTEXT_KEY] = context;

  // Read from the validated configuration (trimmed): a stray space in SITE_ENV must not drop HSTS.
  const security = securityHeaders({ SITE_ENV: config.SITE_ENV, GTM_ID: config.GTM_ID, NODE_ENV: 'production' });
  const gate = createFairGate({
    concurrency: config.RENDER_CONCURRENCY || 2 * availableParallelism(),
    perClientQueue: config.RENDER_QUEUE_PER_CLIENT,
    maxQueue: config.RENDER_QUEUE_MAX,
    maxWaitMs: config.RENDER_QUEUE_WAIT_MS,
  });
  const worker = { enabled: config.SERVICE_WORKER === 'on', script: readWorkerFile(dir, 'sw.js'), offlineDocument: readWorkerFile(dir, 'offline-document.html') };
  const timed = config.SERVER_TIMING === 'on';
  const staticPaths = buildStaticPaths(dir);
  const onRequest: http.RequestListener = (req, res) => {
    const startedAt = performance.now();
    withSecurityHeaders(res, security);
    withStringBodiesAsBytes(res);
    withUnreadDeadline(res);
    if (refuse(req, res)) return;
    const workerAnswer = serviceWorkerAnswer(req, worker);
    if (workerAnswer) {
      res.writeHead(workerAnswer.status, workerAnswer.headers);
      res.end(req.method === 'HEAD' ? undefined : workerAnswer.body);
      return;
    }
    const store = requestContextStore(req, config.TRUSTED_PROXY_HOPS);
    if (timed) withServerTiming(res, store, startedAt);
    const run = () =>
      context.run(store, () => {
        withUnavailableStatus(res, store);
        handle(req, res).catch((error: unknown) => {
          console.error(logLine('error', 'request_failed', { method: req.method, error: (error as Error)?.name }));
          if (!res.headersSent) res.statusCode = 500;
          res.end();
        });
      });
    if (passesGate(req.url ?? '', staticPaths)) return run();
    whenBodyArrives(
      req,
      () => throughGate(gate, clientBucketKey(store.clientAddress ?? ''), req, withUnreadByteCap(res), run),
      () => answerSlowBody(req.socket, security),
    );
  };
  const servers = Array.from({ length: acceptSockets() }, () => {
    const server = http.createServer(
      { headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: CONNECTIONS_CHECK_MS },
      onRequest,
    );
    server.keepAliveTimeout = 65_000; // longer than a reverse proxy's idle time-out (nginx: 60 s)
    server.on('clientError', (error, socket) => {
      const answer = clientErrorAnswer(error, socket, security);
      if (answer) socket.end(answer);
      else socket.destroy();
    });
    return server;
  });

  const bound = await listenAll(servers, port, hostname);
  console.log(`site listening on http://${hostname ?? 'localhost'}:${bound}`);
  sweepPastListDays(path.join(dir, '.next', 'server', 'route-cache'));

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(logLine('info', 'shutdown', { signal }));
    const grace = config.SHUTDOWN_GRACE_MS;
    const timer = setTimeout(() => servers.forEach((server) => server.closeAllConnections()), grace);
    setTimeout(() => process.exit(0), grace + 5_000).unref(); // never hang on the way out
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            server.close(() => resolve()); // stops accepting; in-flight requests finish
            server.closeIdleConnections();
          }),
      ),
    );
    clearTimeout(timer);
    await app.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

serve().catch((error: unknown) => {
  console.error(`site failed to start: ${(error as Error)?.message ?? error}`);
  process.exit(1);
});
