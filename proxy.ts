import { NextResponse, type NextRequest } from 'next/server';
import { staticPaths } from '@/lib/config/routes';
import { previewAllowed, safeReturnPath } from '@/lib/preview-guard';

/** Single-segment views that exist; the rest go to a path no route matches (see below). */
const SINGLE_SEGMENT_VIEWS = new Set([...staticPaths(), '/search']);
const NOT_FOUND_PATH = '/_not-found/view';

/**
 * `?preview=true` turns preview (Next draft mode) on for the session: the request is sent to the preview
 * route handler, which sets the draft-mode cookie and returns to the page without the preview parameters.
 * A wrong or missing token (when PREVIEW_SECRET is set) just drops the parameters: normal mode.
 */
export function proxy(request: NextRequest) {
  const { searchParams, pathname, search } = request.nextUrl;
  // Next 16 answers an unknown `[page]` param (dynamicParams = false) with a 404 whose HTML is an empty
  // error document; an unmatched path gets the real not-found view inside the shell, server-rendered.
  if (/^\/[^/]+\/?$/.test(pathname) && !SINGLE_SEGMENT_VIEWS.has(pathname.replace(/\/$/, ''))) {
    return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
  }
  if (searchParams.get('preview') !== 'true') return NextResponse.next();
  const back = safeReturnPath(`${pathname}${search}`);
  if (!previewAllowed(searchParams.get('token'))) return NextResponse.redirect(new URL(back, request.url), 307);
  const enable = new URL('/api/preview', request.url);
  enable.searchParams.set('path', back);
  const token = searchParams.get('token');
  if (token) enable.searchParams.set('token', token);
  return NextResponse.redirect(enable, 307);
}

export const config = {
  matcher: ['/((?!api/|_next/|images/|webcams/|files/|map/|favicon.ico|icon.svg|robots.txt|sitemap.xml).*)'],
};
