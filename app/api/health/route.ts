import { siteHealth } from '@/lib/content/health';
import { conditionsHealth } from '@/lib/server/conditions/health';
import { routeMethods } from '../route-methods';

export const dynamic = 'force-dynamic';

/**
 * GET /api/health for the reverse proxy and monitors: 200 once this instance's replica holds the published content
 * (503 before its first sync), with whether the content host answers the sync (`content: 'ok' | 'unavailable'`:
 * every page keeps serving from the replica during an outage) and the replica's age and sync state. Never cached.
 */
async function health(): Promise<Response> {
  // Each conditions source's state from the local store; an `unreadable` one does not change the status.
  const body = { ...siteHealth(), conditions: conditionsHealth() };
  return Response.json(body, { status: body.status === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeMethods({ GET: health });
