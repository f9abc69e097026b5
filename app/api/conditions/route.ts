import { conditionsReport } from '@/lib/server/conditions/report';
import { routeMethods } from '../route-methods';

export const dynamic = 'force-dynamic';

/**
 * GET /api/conditions: the same items as /conditions, per source, with their times (issued, fetched, checked) and
 * status (`current`, `stale`, `unchecked`). Read from this instance's local store; a browser or shared cache may
 * keep it a minute (the shortest poll interval is two).
 */
async function conditions(): Promise<Response> {
  return Response.json(conditionsReport(), { headers: { 'Cache-Control': 'public, max-age=60' } });
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeMethods({ GET: conditions });
