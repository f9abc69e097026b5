import http from 'node:http';
import { authenticate, usageKey, type Identity } from './auth';
import type { ServiceConfig } from './config';
import { errorAnswer, send, type Answer, type Usage } from './http/answer';
import { bodyReader, parseJsonBody } from './http/body';
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

const PROJECT_ROUTES: Route[] = [...contentRoutes, ...embedRoutes, ...formRoutes, ...searchRoutes];
const API_VERSION = 'v1';
/** Bodies are at most 64 kB: a request still sending after this long is holding a connection, not uploading. */
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
    const readBody = bodyReader(req);
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
    const ctx: RouteContext = {
      db,
      config,
      query: decoded.query,
      params: match.params,
      headers: req.headers,
      bodyText,
      body: () => (parsed ??= { value: parseJsonBody(bodyText) }).value,
    };
    return match.handler(ctx);
  }

  const server = http.createServer(async (req, res) => {
    if (operations(req, res, db)) return; // request log + GET /health (routes/health.ts)
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
