import type { NextRequest } from 'next/server';
import { listRouteDecision, type ListRouteDecision } from '@/lib/proxy/list-route-gate';
import { inDraftMode } from '@/lib/server/preview-guard';

/** What every step of proxy.ts reads about a request, worked out once. */
export interface ProxyContext {
  request: NextRequest;
  /** A valid draft-mode cookie (a forged or stale one is no preview: lib/server/preview-guard.ts). */
  preview: boolean;
  /** GET or HEAD (HEAD answers as GET does). */
  read: boolean;
  /** `?preview=true`: the request turns preview on (./preview-switch.ts), nothing else is decided. */
  previewSwitch: boolean;
  /** Where a list view's state is answered (lib/proxy/list-route-gate.ts); null for other paths. */
  list: ListRouteDecision | null;
}

export function proxyContext(request: NextRequest): ProxyContext {
  const { pathname, searchParams } = request.nextUrl;
  const preview = inDraftMode(request.cookies);
  const read = request.method === 'GET' || request.method === 'HEAD';
  const previewSwitch = searchParams.get('preview') === 'true';
  // A list state without free text is rendered once per day into Next's page cache by the view's internal route;
  // the browser's URL and query string stay as they are.
  const list = previewSwitch ? null : listRouteDecision(pathname, searchParams, { read, preview });
  return { request, preview, read, previewSwitch, list };
}
