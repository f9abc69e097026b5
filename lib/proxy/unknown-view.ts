import type { NextResponse } from 'next/server';
import { CALENDAR_FEED_PATHS } from '@/lib/calendar/feeds';
import { PATHS, staticPaths } from '@/lib/config/routes';
import { REVIEW_PATH } from '@/lib/event-submit/review-paths';
import { OFFLINE_PATH } from '@/lib/offline/paths';
import { TRIP_PATH } from '@/lib/trip/paths';
import type { ProxyContext } from './context';
import { notFound } from './responses';

/** Single-segment views that exist; the rest go to a path no route matches (see below). */
const SINGLE_SEGMENT_VIEWS = new Set([...staticPaths(), '/search', PATHS.conditions, TRIP_PATH, OFFLINE_PATH, REVIEW_PATH, ...CALENDAR_FEED_PATHS]);

/**
 * Next 16 answers an unknown `[page]` param (dynamicParams = false) with a 404 whose HTML is an empty error
 * document; an unmatched single-segment path gets the real not-found view inside the shell, server-rendered.
 */
export function unknownView(context: ProxyContext): NextResponse | null {
  const { pathname } = context.request.nextUrl;
  const unknown = /^\/[^/]+\/?$/.test(pathname) && !SINGLE_SEGMENT_VIEWS.has(pathname.replace(/\/$/, ''));
  return unknown ? notFound(context) : null;
}
