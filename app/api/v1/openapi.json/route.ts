import { serverEnv } from '@/lib/config/server-config';
import { readSettings } from '@/lib/config/settings';
import { preflight } from '@/lib/feed/feed-response';
import { openApiDocument } from '@/lib/feed/openapi';
import { NoQuery } from '@/lib/feed/params';
import { feedRoute } from '../../../_feed/feed-route';
import { routeMethods } from '../../route-methods';

/** The document changes only with a deploy: kept an hour. */
const DOCUMENT_CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600';

/** GET /api/v1/openapi.json: the OpenAPI 3.1 description of /api/v1/, from the schemas the handlers validate with. */
const document = feedRoute(
  NoQuery,
  async () => {
    const body = openApiDocument(readSettings().siteUrl, serverEnv().FEED_LICENSE);
    return { ok: true, body, jsonLd: () => body, lastModified: null };
  },
  DOCUMENT_CACHE_CONTROL,
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE } = routeMethods({ GET: document });
export const OPTIONS = preflight;
