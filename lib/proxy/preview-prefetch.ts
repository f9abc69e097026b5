import { NextResponse } from 'next/server';
import { requestStore } from '@/lib/server/request-context';
import type { ProxyContext } from './context';

/**
 * In preview every page renders from the content host (drafts are never copied), and a page's link prefetches would
 * each render one more: an editor moving through a few pages would spend the content budget on pages never opened.
 * A prefetch in preview is answered empty, and the router loads the page when the editor follows the link.
 */
export function previewPrefetch({ request, preview }: ProxyContext): NextResponse | null {
  if (!preview) return null;
  const prefetch = requestStore()?.routerPrefetch ?? (request.headers.has('next-router-prefetch') || request.headers.has('next-router-segment-prefetch'));
  if (!prefetch) return null;
  return new NextResponse(null, { status: 204, headers: { 'Cache-Control': 'private, no-store' } });
}
