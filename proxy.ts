import { NextResponse, type NextRequest } from 'next/server';
import { limitClient } from '@/lib/proxy/client-limit';
import { proxyContext } from '@/lib/proxy/context';
import { entryGate } from '@/lib/proxy/entry-gate';
import { listGateOrPage } from '@/lib/proxy/list-gate';
import { previewPrefetch } from '@/lib/proxy/preview-prefetch';
import { switchPreview } from '@/lib/proxy/preview-switch';
import { occurrenceShared } from '@/lib/proxy/responses';
import { unknownView } from '@/lib/proxy/unknown-view';

/**
 * What is decided before a page renders, step by step (each in lib/proxy/): the first step with an answer
 * answers. The per-client limit first (before anything is read), then route handlers go on, unknown views get the
 * not-found view, `?preview=true` turns preview on, link prefetches in preview are answered empty, entry URLs pass
 * the entry gate, and list states go to their cached routes; every other page renders. Only a page's canonical
 * addresses are shared-cacheable: an address with a query key the page does not read answers `private, no-store`
 * (lib/proxy/responses.ts).
 */
export async function proxy(request: NextRequest) {
  const context = proxyContext(request);
  return (
    (await limitClient(context)) ??
    (request.nextUrl.pathname.startsWith('/api/') ? NextResponse.next() : null) ??
    unknownView(context) ??
    switchPreview(context) ??
    previewPrefetch(context) ??
    occurrenceShared(context, await entryGate(context)) ??
    listGateOrPage(context)
  );
}

/**
 * Left out: API routes not named below, the MCP endpoint and /llms.txt (route handlers), Next's own files, and the files of public/ — each exclusion a whole path
 * that no page or route can have (one file name with its extension in a public folder), never a folder prefix:
 * `webcams/` is also a list view, whose internal routes (`/webcams/{day}/{state}`) must go through the gates.
 * lib/proxy/matcher.test.ts proves no internal route escapes.
 */
export const config = {
  matcher: [
    '/((?!api/|_next/|(?:images|webcams)/[\\w-]+\\.svg$|files/[\\w-]+\\.pdf$|map/[\\w-]+\\.(?:json|mjs)$|scripts/[\\w-]+\\.js$|icons/[\\w-]+\\.png$|favicon\\.ico$|icon\\.svg$|apple-icon\\.png$|manifest\\.webmanifest$|robots\\.txt$|sitemap\\.xml$|llms\\.txt$|mcp$).*)',
    '/api/(search|lists|calendar)/:path*',
    '/api/search',
    '/api/trip',
  ],
};
