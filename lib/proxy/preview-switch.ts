import { NextResponse } from 'next/server';
import { previewAllowed, safeReturnPath } from '@/lib/server/preview-guard';
import type { ProxyContext } from './context';

/**
 * `?preview=true` turns preview (Next draft mode) on for the session: the request is sent to the preview route
 * handler, which sets the draft-mode cookie and returns to the page without the preview parameters. A wrong or
 * missing token (when PREVIEW_SECRET is set) just drops the parameters: normal mode.
 */
export function switchPreview({ request, previewSwitch }: ProxyContext): NextResponse | null {
  if (!previewSwitch) return null;
  const { pathname, search, searchParams } = request.nextUrl;
  const back = safeReturnPath(`${pathname}${search}`);
  const token = searchParams.get('token');
  if (!previewAllowed(token)) return NextResponse.redirect(new URL(back, request.url), 307);
  const enable = new URL('/api/preview', request.url);
  enable.searchParams.set('path', back);
  if (token) enable.searchParams.set('token', token);
  return NextResponse.redirect(enable, 307);
}
