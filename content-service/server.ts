import http from 'node:http';
import { authenticate, usageKey, type Identity } from './auth';
import { serveFile } from './routes/file-content';
import { userRoutes } from './routes/users';
import { fileRoutes } from './routes/files';
import { userForToken } from './store/users';
import { MAX_FILE_BODY_BYTES } from './writes/file-input';
import type { ServiceConfig } from './config';
import { errorAnswer, send, type Answer, type Usage } from './http/answer';
import { bodyReader, MAX_BODY_BYTES, parseJsonBody } from './http/body';
import { ApiError, GeoError } from './http/errors';
import { matchRoute } from './http/router';
import { decodeTarget, splitTarget, type RawTarget } from './http/target';
import { RateLimiter } from './rate-limit';
import { contentRoutes } from './routes/entries';
import { embedRoutes } from './routes/embed';
import { formRoutes } from './routes/forms';
import { operations } from './routes/health';
import { authenticateGeo, geoRoutes } from './routes/geo';
import { searchRoutes } from './routes/search';
import type { Route, RouteContext } from './routes/types';
import { QueryLimitError } from './store/list-params';
import type { Db } from './store/db';

const PROJECT_ROUTES: Route[] = [...contentRoutes, ...embedRoutes, ...formRoutes, ...searchRoutes, ...fileRoutes, ...userRoutes];
const API_VERSION = 'v1';
/** Bodies are at most 64 kB (a file upload ~7 MB): one still sending after this long is holding a connection. */
const REQUEST_TIMEOUT_MS = 30_000;
const HEADERS_TIMEOUT_MS = 15_000;

type Fail = (status: number, id: string, data?: unknown) => ApiError | GeoError;
const apiFail: Fail = (status, id, data = null) => new ApiError(status, id, data);
const geoFail: Fail = (status, id) => new GeoError(status, id, id.replace(/_/g, ' '), status === 401 ? 'auth' : 'request');

/** What a request is answered with: the answer and the headers that depend on how it went. */
interface Outcome {
  answer: Answer;
  usage: Usage;
  headers: Record<string, string>;
}

export interface ContentServer {
  server: http.Server;
  /** Stop accepting, drop idle connections, and wait for the server to close. */
  close(): Promise<void>;
}

/** The address this connection reached (never the client's Host header, which anyone can set). */
function ownOrigin(req: http.IncomingMessage): string {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const host = address.includes(':') && !address.startsWith('::ffff:') ? `[${address}]` : address.replace(/^::ffff:/, '');
  return `http://${host}:${req.socket.localPort}`;
}

export function createContentServer(config: ServiceConfig, db: Db): ContentServer {
  const limiter = new RateLimiter(config.rateLimit, config.rateWindowSeconds);
  // Unauthenticated answers spend nobody's quota: they report none used.
  const noUsage: Usage = { used: 0, limit: config.rateLimit, windowSeconds: config.rateWindowSeconds };

  /**
   * Order matters: authenticate (from the Authorization header or geo token only; the body is read only when an
   * HMAC signature needs it), then count usage for that identity, then decode the target strictly, then route.
   * Nothing before authentication decodes, parses or keeps state, so an unauthenticated flood costs one header
   * check (at most a 64 kB read and an HMAC) per request and spends no quota.
   */
  async function handle(req: http.IncomingMessage, target: RawTarget, isGeo: boolean, fail: Fail, outcome: Outcome): Promise<Answer> {
    const method = req.method ?? 'GET';
    // Only a file upload may be large, and only to the one path that stores files: the limit is known before auth.
    const isUpload = !isGeo && method === 'POST' && /^\/[^/]+\/v1\/files$/.test(target.path);
    const readBody = bodyReader(req, isUpload ? MAX_FILE_BODY_BYTES : MAX_BODY_BYTES);
    const identity: Identity | null = isGeo
      ? await authenticateGeo(method, target.query, readBody, config.token)
      : await authenticate(req.headers.authorization, readBody, config);
    if (!identity) throw isGeo ? new GeoError(401, 'invalid_token', 'A valid token is required.', 'auth') : fail(401, 'invalid_key');

    const hit = limiter.hit(usageKey(identity));
    outcome.usage = { ...noUsage, used: hit.used };
    if (!hit.allowed) throw fail(429, 'usage_limit_exceeded');

    const decodedOrProblem = decodeTarget(target);
    if (!decodedOrProblem.ok) throw fail(400, decodedOrProblem.problem.id, decodedOrProblem.problem.data);
    const decoded = decodedOrProblem.target;

    let routes: readonly Route[] = geoRoutes;
    let segments = decoded.segments.slice(1);
    if (!isGeo) {
      const [project, version, ...rest] = decoded.segments;
      if (project !== config.project) throw fail(404, 'project_not_found');
      routes = version === API_VERSION ? PROJECT_ROUTES : [];
      segments = rest;
    }
    const match = matchRoute(routes, segments, method);
    if (match.kind === 'not_found') throw fail(404, 'not_found');
    if (match.kind === 'method_not_allowed') {
      outcome.headers.Allow = match.allow;
      throw fail(405, 'method_not_allowed');
    }

    const bodyText = await readBody();
    let parsed: { value: unknown } | null = null;
    let user: { value: ReturnType<RouteContext['user']> } | null = null;
    const ctx: RouteContext = {
      db,
      config,
      query: decoded.query,
      params: match.params,
      headers: req.headers,
      bodyText,
      body: () => (parsed ??= { value: parseJsonBody(bodyText) }).value,
      identity,
      user: () => (user ??= { value: slotUser(identity) }).value,
      origin: ownOrigin(req),
    };
    return match.handler(ctx);
  }

  function slotUser(identity: Identity): ReturnType<RouteContext['user']> {
    if (identity.user === '') return null;
    const found = userForToken(db, identity.user, usageKey(identity), Date.now());
    if (!found) throw new ApiError(401, 'invalid_user_login');
    return found;
  }

  const server = http.createServer(async (req, res) => {
    if (operations(req, res, db)) return; // request log + GET /health (routes/health.ts)
    if (serveFile(req, res, db, config.project)) return; // stored files, public like the host's CDN
    const target = splitTarget(req.url ?? '/');
    const isGeo = target.path === '/geo' || target.path.startsWith('/geo/');
    const fail = isGeo ? geoFail : apiFail;
    const outcome: Outcome = { answer: { status: 500, body: '' }, usage: noUsage, headers: {} };
    try {
      outcome.answer = await handle(req, target, isGeo, fail, outcome);
    } catch (error) {
      if (error instanceof ApiError || error instanceof GeoError) {
        outcome.answer = errorAnswer(error);
      } else if (error instanceof QueryLimitError) {
        outcome.answer = errorAnswer(fail(400, 'invalid_query', [error.param]));
      } else {
        console.error(`content service: ${req.method} ${target.path} failed:`, error);
        outcome.answer = errorAnswer(isGeo ? new GeoError(500, 'internal_error', 'internal error', 'server') : new ApiError(500, 'internal_error'));
      }
    }
    if (outcome.answer.status === 413) outcome.headers.Connection = 'close';
    send(res, outcome.answer, outcome.usage, outcome.headers);
  });
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;

  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
