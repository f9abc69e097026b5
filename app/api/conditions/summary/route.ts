import { conditionsSummary } from '@/lib/conditions/summary';
import { conditionsReport } from '@/lib/server/conditions/report';
import { routeMethods } from '../../route-methods';

export const dynamic = 'force-dynamic';

/**
 * GET /api/conditions/summary: the compact strip and the notices the conditions raise, for the inline script on
 * cached pages (lib/conditions/live-script.ts). A browser or shared cache may keep it a minute.
 */
async function summary(): Promise<Response> {
  return Response.json(conditionsSummary(conditionsReport()), { headers: { 'Cache-Control': 'public, max-age=60' } });
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeMethods({ GET: summary });
