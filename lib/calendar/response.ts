/**
 * The HTTP answer of a calendar: its bytes with a strong ETag, and 304 to a client that already has them
 * (docs/product.md#calendar-feeds). Feeds are stamped from content, not the clock, so the ETag changes only with
 * the content or the day.
 */
import { createHash } from 'node:crypto';

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/**
 * Feeds: browsers and calendar apps keep one for 15 minutes, a shared cache (nginx) for a minute so a publish
 * reaches subscribers soon, and may serve a stale copy for an hour while it fetches a new one.
 */
export const FEED_CACHE_CONTROL = 'public, max-age=900, s-maxage=60, stale-while-revalidate=3600';
/**
 * A feed named by ids a visitor chose (a trip's): kept by the browser like any feed, never by a shared cache — each
 * combination of ids would be an entry of its own there, and a client can send endless ones.
 */
export const PERSONAL_FEED_CACHE_CONTROL = 'private, max-age=900';

export function calendarETag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match against a strong ETag, compared weakly as RFC 9110 asks for GET: `*`, or any listed tag. */
export function matchesETag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

export interface CalendarAnswer {
  fileName: string;
  cacheControl: string;
  /** `inline` for feeds a calendar app reads; `attachment` for a file to save. */
  disposition: 'inline' | 'attachment';
}

export function calendarResponse(request: Request, body: string, { fileName, cacheControl, disposition }: CalendarAnswer): Response {
  const etag = calendarETag(body);
  const shared = { ETag: etag, 'Cache-Control': cacheControl };
  if (matchesETag(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers: shared });
  return new Response(body, {
    headers: {
      ...shared,
      'Content-Type': ICS_CONTENT_TYPE,
      'Content-Disposition': `${disposition}; filename="${fileName}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
