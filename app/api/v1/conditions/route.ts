import { readSettings } from '@/lib/config/settings';
import { PATHS } from '@/lib/config/routes';
import { conditionsRecord } from '@/lib/feed/conditions-record';
import { preflight } from '@/lib/feed/feed-response';
import { conditionsFeed } from '@/lib/feed/json-ld';
import { NoQuery } from '@/lib/feed/params';
import { conditionsReport } from '@/lib/server/conditions/report';
import { feedRoute } from '../../../_feed/feed-route';
import { routeMethods } from '../../route-methods';

export const dynamic = 'force-dynamic';

/**
 * GET /api/v1/conditions: weather alerts, fires, air and park status as this instance last polled them (the local
 * store; never a call to an agency). Kept a minute by caches: the shortest poll interval is two.
 */
const conditions = feedRoute(NoQuery, async (_query, _context, _request, now) => {
  const record = conditionsRecord(conditionsReport(now), new URL(PATHS.conditions, `${readSettings().siteUrl}/`).toString());
  return { ok: true, body: record, jsonLd: () => conditionsFeed(record), lastModified: record.updatedAt ? Date.parse(record.updatedAt) : null };
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE } = routeMethods({ GET: conditions });
export const OPTIONS = preflight;
