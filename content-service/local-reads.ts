/**
 * The service's read endpoints answered in the caller's process, over any store of this schema: the site's replica
 * reads its local copy through them, so the site and the service share one query, ordering and search semantics.
 * No authentication and no quota: there is no network in between.
 */
import { errorAnswer, json, type Answer } from './http/answer';
import { ApiError } from './http/errors';
import { matchRoute } from './http/router';
import { contentRoutes } from './routes/entries';
import { searchRoutes } from './routes/search';
import type { Route, RouteContext } from './routes/types';
import type { ServiceConfig } from './config';
import type { Db } from './store/db';
import { QueryLimitError } from './store/list-params';

const READ_ROUTES: Route[] = [...contentRoutes, ...searchRoutes];

/**
 * `GET {path}?{query}` below a project's `/v1` base (`/entries`, `/contacts`, `/groups`, `/search`), answered from
 * `db`. Anything else is the 404 or 405 the service itself would give.
 */
export function answerLocalRead(db: Db, path: string, query: URLSearchParams): Answer {
  const segments = path.split('/').filter((segment) => segment !== '');
  const match = matchRoute(READ_ROUTES, segments, 'GET');
  if (match.kind === 'not_found') return errorAnswer(new ApiError(404, 'not_found'));
  if (match.kind === 'method_not_allowed') return errorAnswer(new ApiError(405, 'method_not_allowed'));
  const ctx: RouteContext = {
    db,
    // Read routes take nothing from the service's configuration.
    config: {} as ServiceConfig,
    query,
    params: match.params,
    headers: {},
    bodyText: '',
    body: () => null,
    // Reads act for nobody: no user, and no file URLs to build.
    identity: { kind: 'token', user: '' },
    user: () => null,
    origin: '',
  };
  try {
    return match.handler(ctx);
  } catch (error) {
    if (error instanceof ApiError) return errorAnswer(error);
    if (error instanceof QueryLimitError) return json(400, { error: { id: 'invalid_query', data: [error.param] } });
    throw error;
  }
}
