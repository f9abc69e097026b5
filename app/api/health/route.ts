import { siteHealth } from '@/lib/content/health';
import { HEALTH_SECRET_HEADER, healthFor, showsHealthDetail } from '@/lib/content/health-detail';
import { serverEnv } from '@/lib/config/server-config';
import { conditionsHealth } from '@/lib/server/conditions/health';
import { routeMethods } from '../route-methods';

export const dynamic = 'force-dynamic';

/**
 * GET /api/health for the reverse proxy and monitors: 200 once this instance's replica holds the published content
 * (503 before its first sync), with whether the content host answers the sync (`content: 'ok' | 'unavailable'`:
 * every page keeps serving from the replica during an outage) and the replica's age and sync state; its last failure
 * only with `x-health-secret` (lib/content/health-detail.ts). Never cached.
 */
async function health(request: Request): Promise<Response> {
  const detail = showsHealthDetail(request.headers.get(HEALTH_SECRET_HEADER), serverEnv().HEALTH_SECRET);
  // Each conditions source's state from the local store (no error details); an `unreadable` one does not change the status.
  const body = { ...healthFor(siteHealth(), detail), conditions: conditionsHealth() };
  return Response.json(body, { status: body.status === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeMethods({ GET: health });
