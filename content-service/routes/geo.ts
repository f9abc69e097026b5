import { isGeoTokenValid, type Identity } from '../auth';
import { list } from '../http/answer';
import { geoFeaturesById } from '../store/entries';
import { allFeatureTypes } from '../store/groups';
import { listParam } from '../store/list-params';
import type { Route } from './types';

function tokenInBody(bodyText: string): unknown {
  try {
    const body: unknown = JSON.parse(bodyText);
    return body && typeof body === 'object' ? (body as { token?: unknown }).token : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Geo Tools auth: `token` query parameter on GET (and HEAD), a `token` property of the JSON body otherwise.
 * Runs before the query is decoded strictly, so it reads the raw query leniently (URLSearchParams never throws).
 */
export async function authenticateGeo(
  method: string,
  rawQuery: string,
  readBody: () => Promise<string>,
  token: string,
): Promise<Identity | null> {
  const given = method === 'GET' || method === 'HEAD' ? new URLSearchParams(rawQuery).get('token') : tokenInBody(await readBody());
  return isGeoTokenValid(given, token) ? { kind: 'token', user: '' } : null;
}

export const geoRoutes: Route[] = [
  {
    path: '/feature/types',
    methods: { GET: ({ db }) => list(allFeatureTypes(db)) },
  },
  {
    path: '/features',
    methods: { GET: ({ db, query }) => list(geoFeaturesById(db, listParam(query.get('id'), 'id'))) },
  },
];
