import { feedLlmsText } from '@/lib/content/feed-llms';
import { routeMethods } from '../api/route-methods';

/** Kept an hour by browsers and shared caches: it changes with a section's intro. */
const LLMS_CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600';

/** GET /llms.txt (llmstxt.org): what the site is, its sections, feeds, API, MCP endpoint and licence. */
async function llms(): Promise<Response> {
  return new Response(await feedLlmsText(), {
    headers: { 'Content-Type': 'text/markdown; charset=utf-8', 'Cache-Control': LLMS_CACHE_CONTROL, 'X-Content-Type-Options': 'nosniff' },
  });
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeMethods({ GET: llms });
