import http from 'node:http';
import { isAuthorized } from './auth';
import type { ServiceConfig } from './config';
import { errorAnswer, send, type Answer, type Usage } from './http/answer';
import { parseJsonBody, readBodyText } from './http/body';
import { ApiError, GeoError } from './http/errors';
import { RateLimiter } from './rate-limit';
import { contentRoutes } from './routes/entries';
import { embedRoutes } from './routes/embed';
import { formRoutes } from './routes/forms';
import { operations } from './routes/health';
import { checkGeoToken, geoRoutes } from './routes/geo';
import { searchRoutes } from './routes/search';
import type { Route, RouteContext } from './routes/types';
import type { Db } from './store/db';

const PROJECT_ROUTES: Route[] = [...contentRoutes, ...embedRoutes, ...formRoutes, ...searchRoutes];
const API_VERSION = 'v1';

function matchRoute(routes: Route[], path: string): { route: Route; params: Record<string, string> } | null {
  const parts = path.split('/');
  for (const route of routes) {
    const pattern = route.path.split('/');
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = pattern.every((segment, i) => {
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = decodeURIComponent(parts[i]);
        return parts[i] !== '';
      }
      return segment === parts[i];
    });
    if (ok) return { route, params };
  }
  return null;
}

type Fail = (status: number, id: string) => Error;
const apiFail: Fail = (status, id) => new ApiError(status, id);
const geoFail: Fail = (status, id) => new GeoError(status, id, id.replace(/_/g, ' '), status === 401 ? 'auth' : 'request');

function dispatch(
  routes: Route[],
  path: string,
  method: string,
  ctx: Omit<RouteContext, 'params'>,
  fail: Fail,
  authorize: (ctx: RouteContext) => void,
): Answer {
  const found = matchRoute(routes, path);
  const withParams: RouteContext = { ...ctx, params: found?.params ?? {} };
  authorize(withParams);
  if (!found) throw fail(404, 'not_found');
  const handler = found.route.methods[method as 'GET' | 'POST'];
  if (!handler) throw fail(405, 'method_not_allowed');
  return handler(withParams);
}

export interface ContentServer {
  server: http.Server;
  /** Stop accepting, drop idle connections, and wait for the server to close. */
  close(): Promise<void>;
}

export function createContentServer(config: ServiceConfig, db: Db): ContentServer {
  const limiter = new RateLimiter(config.rateLimit, config.rateWindowSeconds);

  const server = http.createServer(async (req, res) => {
    if (operations(req, res, db)) return; // request log + GET /health (routes/health.ts)
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const isGeo = path === '/geo' || path.startsWith('/geo/');
    const fail = isGeo ? geoFail : apiFail;
    const hit = limiter.hit(req.socket.remoteAddress ?? 'unknown');
    const usage: Usage = { used: hit.used, limit: config.rateLimit, windowSeconds: config.rateWindowSeconds };
    let answer: Answer;
    try {
      if (!hit.allowed) throw fail(429, 'usage_limit_exceeded');
      const bodyText = await readBodyText(req);
      let parsed: { value: unknown } | null = null;
      const ctx: Omit<RouteContext, 'params'> = {
        db,
        config,
        query: url.searchParams,
        headers: req.headers,
        bodyText,
        body: () => (parsed ??= { value: parseJsonBody(bodyText) }).value,
      };
      const method = req.method ?? 'GET';
      if (isGeo) {
        answer = dispatch(geoRoutes, path.slice('/geo'.length), method, ctx, fail, (c) => checkGeoToken(c, method));
      } else {
        const [, project, version, ...rest] = path.split('/');
        if (project !== config.project) throw fail(404, 'project_not_found');
        answer = dispatch(
          version === API_VERSION ? PROJECT_ROUTES : [],
          `/${rest.join('/')}`,
          method,
          ctx,
          fail,
          () => {
            if (!isAuthorized(req.headers.authorization, bodyText, config)) throw fail(401, 'invalid_key');
          },
        );
      }
    } catch (error) {
      if (error instanceof ApiError || error instanceof GeoError) {
        answer = errorAnswer(error);
      } else {
        console.error(`content service: ${req.method} ${url.pathname} failed:`, error);
        answer = errorAnswer(isGeo ? new GeoError(500, 'internal_error', 'internal error', 'server') : new ApiError(500, 'internal_error'));
      }
    }
    const extra: Record<string, string> = answer.status === 413 ? { Connection: 'close' } : {};
    if (answer.status === 405) extra.Allow = 'GET, POST';
    send(res, answer, usage, extra);
  });

  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
