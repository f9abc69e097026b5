import { probeContent } from '@/lib/content/health';
import { routeMethods } from '../route-methods';

export const dynamic = 'force-dynamic';

/**
 * GET /api/health for the reverse proxy and monitors: 200 while the site runs, with whether the content service
 * answers (`content: 'ok' | 'unavailable'`: cached pages keep serving during an outage). Never cached.
 */
async function health(): Promise<Response> {
  return Response.json({ status: 'ok', content: await probeContent() }, { headers: { 'Cache-Control': 'no-store' } });
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeMethods({ GET: health });
