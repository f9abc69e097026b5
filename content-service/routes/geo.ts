import { isGeoTokenValid } from '../auth';
import { list } from '../http/answer';
import { GeoError } from '../http/errors';
import { geoFeaturesById } from '../store/entries';
import { allFeatureTypes } from '../store/groups';
import { splitList } from '../store/list-params';
import type { Route, RouteContext } from './types';

/** Geo Tools auth: `token` query parameter on GET, a `token` property of the JSON body otherwise. */
export function checkGeoToken(ctx: RouteContext, method: string): void {
  let token: unknown;
  if (method === 'GET') token = ctx.query.get('token');
  else {
    const body = ctx.body();
    token = body && typeof body === 'object' ? (body as { token?: unknown }).token : undefined;
  }
  if (!isGeoTokenValid(token, ctx.config.token)) {
    throw new GeoError(401, 'invalid_token', 'A valid token is required.', 'auth');
  }
}

export const geoRoutes: Route[] = [
  {
    path: '/feature/types',
    methods: { GET: ({ db }) => list(allFeatureTypes(db)) },
  },
  {
    path: '/features',
    methods: { GET: ({ db, query }) => list(geoFeaturesById(db, splitList(query.get('id') ?? ''))) },
  },
];
