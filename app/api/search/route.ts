import { NextResponse } from 'next/server';
import { messages } from '@/lib/config/messages';
import { siteSearch } from '@/lib/content/search';
import { routeMethods } from '../route-methods';

/**
 * GET /api/search?q= → `{items:[{htmlTitle, title, link, snippet, type?}]}` for client use. A query under
 * 2 characters answers no items without searching; a failing backend answers 502 with no items.
 */
async function search(request: Request): Promise<Response> {
  const q = new URL(request.url).searchParams.get('q');
  const answer = await siteSearch(q);
  if (answer.retryAfterSeconds) {
    return NextResponse.json(
      { items: [], error: { id: 'busy', message: messages.error.busy } },
      { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(answer.retryAfterSeconds) } },
    );
  }
  if (answer.failed) {
    return NextResponse.json(
      { items: [], error: { id: 'request', message: messages.search.failed } },
      { status: 502, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  return NextResponse.json(
    { query: answer.query, items: answer.items },
    // Free text names endless addresses: the browser may keep an answer, a shared cache not (each text an entry).
    { headers: { 'Cache-Control': 'private, max-age=60' } },
  );
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeMethods({ GET: search });
