import { NextResponse } from 'next/server';
import { seenListStates } from '@/lib/content/seen-list-states';
import type { ProxyContext } from './context';
import { notFound, previewPrivate, queryViewShared } from './responses';

/**
 * The last step: a list state without free text is answered by its view's internal route from Next's page cache
 * (the browser's URL stays); a list address no state has answers not-found; every other page renders, with the
 * Cache-Control its address allows.
 */
export function listGateOrPage(context: ProxyContext): NextResponse {
  const { request, list } = context;
  if (list?.action === 'not-found') return notFound(context);
  if (list?.action === 'cached') {
    seenListStates().add(list.path);
    const cached = request.nextUrl.clone();
    cached.pathname = list.path;
    return queryViewShared(context, NextResponse.rewrite(cached));
  }
  return queryViewShared(context, previewPrivate(context, NextResponse.next()));
}
