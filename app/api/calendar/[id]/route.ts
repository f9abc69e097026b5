import { calendarResponse } from '@/lib/calendar/response';
import { eventCalendar } from '@/lib/content/event-calendar';
import { routeMethods } from '../../route-methods';

/**
 * GET /api/calendar/{id}: an event's upcoming dates as an .ics file (lib/content/event-calendar.ts); 404 as plain
 * text for an unknown event or one with no upcoming dates. Next hands `params` over decoded already.
 */
async function calendar(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const result = await eventCalendar((await params).id);
  if (!result.found) {
    return new Response(result.message, {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return calendarResponse(request, result.ics, {
    fileName: result.fileName,
    cacheControl: 'public, max-age=300, s-maxage=3600',
    disposition: 'attachment',
  });
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeMethods({ GET: calendar });
