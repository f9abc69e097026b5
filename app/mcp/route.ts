import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { readSettings } from '@/lib/config/settings';
import { isSiteHost, isSiteOrigin } from '@/lib/feed/mcp-origin';
import { readCapped } from '@/lib/server/read-capped';
import { takeFeedRequest } from '../_feed/client-limit';
import { feedMcpServer } from '../_feed/mcp-tools';
import { inPreview } from '../_feed/preview';
import { routeMethods } from '../api/route-methods';

export const dynamic = 'force-dynamic';

/** A JSON-RPC request to these tools is a few hundred bytes; a batch of them stays far below this. */
const MAX_BODY_BYTES = 64 * 1024;

function rpcError(status: number, code: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ jsonrpc: '2.0', error: { code, message }, id: null }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/**
 * POST /mcp: the Model Context Protocol over Streamable HTTP, stateless (docs/product.md#the-mcp-server). The
 * client's limit first, then the Host and Origin (DNS rebinding), then a bounded body; every request gets a server
 * and transport of its own, answered as JSON and forgotten.
 */
async function mcp(request: Request): Promise<Response> {
  const limit = await takeFeedRequest();
  if (!limit.allowed) return rpcError(429, -32000, 'Too many requests: wait and try again.', { ...limit.headers, 'Retry-After': String(limit.retryAfterSeconds) });
  const { siteUrl, environment } = readSettings();
  const development = environment === 'development';
  if (!isSiteHost(request.headers.get('host') ?? new URL(request.url).host, siteUrl, development) || !isSiteOrigin(request.headers.get('origin'), siteUrl, development)) {
    return rpcError(403, -32000, 'This server answers requests for its own site only.', limit.headers);
  }
  if (await inPreview()) return rpcError(400, -32000, 'The MCP server answers published content only: ask without the preview cookie.', limit.headers);
  const declared = Number(request.headers.get('content-length') ?? '0');
  const text = declared > MAX_BODY_BYTES ? null : await readCapped(request.body, MAX_BODY_BYTES);
  if (text === null) return rpcError(413, -32600, `The request body is larger than ${MAX_BODY_BYTES} bytes.`, limit.headers);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return rpcError(400, -32700, 'Parse error: the body is not JSON.', limit.headers);
  }
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  const server = feedMcpServer();
  await server.connect(transport);
  try {
    const response = await transport.handleRequest(request, { parsedBody: body });
    const answer = new Response(response.body, response);
    for (const [key, value] of Object.entries(limit.headers)) answer.headers.set(key, value);
    answer.headers.set('Cache-Control', 'no-store');
    return answer;
  } finally {
    void server.close();
  }
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeMethods({ POST: mcp });
