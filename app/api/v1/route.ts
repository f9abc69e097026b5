import { serverEnv } from '@/lib/config/server-config';
import { readSettings } from '@/lib/config/settings';
import { overviewPage } from '@/lib/feed/overview-page';
import { routeMethods } from '../route-methods';

/** GET /api/v1: a page for people, linking the OpenAPI document, the MCP endpoint and the other feeds. */
function overview(): Response {
  const env = serverEnv();
  const body = overviewPage({ name: `${readSettings().productName}, Montana`, license: env.FEED_LICENSE, attribution: env.FEED_ATTRIBUTION });
  return new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=3600, s-maxage=3600' } });
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeMethods({ GET: overview });
