import { NextResponse } from 'next/server';
import { entryRouteDecision } from '@/lib/proxy/entry-route-gate';
import { entryPageKey, seenEntryPages } from '@/lib/content/seen-entry-pages';
import type { ProxyContext } from './context';
import { notFound, previewPrivate, unavailable, unshared } from './responses';

/**
 * Whatever the ISR entry routes render is stored under its URL, so only an entry's canonical path may reach them
 * (lib/proxy/entry-route-gate.ts): another address of a real entry is redirected, an unknown one answers the
 * not-found view, and `?date=` one of its occurrences goes to the occurrence route (the query string kept for
 * Next's router). Null for paths that are not entry URLs, and for an entry's canonical path (the page answers).
 */
export async function entryGate(context: ProxyContext): Promise<NextResponse | null> {
  const { request, preview, read } = context;
  const { pathname, searchParams } = request.nextUrl;
  const entry = await entryRouteDecision(pathname, { preview, date: searchParams.get('date') });
  if (!entry) return null;
  switch (entry.action) {
    case 'not-found':
      return notFound(context);
    case 'unavailable':
      return unavailable();
    case 'redirect':
      return unshared(NextResponse.redirect(new URL(entry.location, request.url), 308));
    case 'occurrence': {
      if (!preview && read) seenEntryPages().add(entryPageKey(pathname, searchParams.get('date')));
      const occurrence = request.nextUrl.clone();
      occurrence.pathname = entry.path;
      return previewPrivate(context, NextResponse.rewrite(occurrence));
    }
    case 'render':
      if (!preview && read) seenEntryPages().add(entryPageKey(pathname));
      return null;
  }
}
