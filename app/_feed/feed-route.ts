import type { z } from 'zod';
import { apiError } from '@/lib/api-error';
import { messages } from '@/lib/config/messages';
import { ReplicaNotReadyError } from '@/lib/content/replica';
import { CORS_HEADERS, feedResponse, JSON_LD_TYPE, JSON_TYPE, wantsJsonLd } from '@/lib/feed/feed-response';
import { parseQuery } from '@/lib/feed/query-params';
import { takeFeedRequest } from './client-limit';
import { inPreview } from './preview';

/** Shared caches (nginx) keep a feed answer a minute and may serve it stale five more while they fetch it again. */
export const FEED_CACHE_CONTROL = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300';

export type Loaded =
  | { ok: true; body: unknown; jsonLd: () => unknown; lastModified: number | null }
  | { ok: false; status: 400 | 404; id: string; message: string };

type Load<Q, C> = (query: Q, context: C, request: Request, now: Date) => Promise<Loaded>;

const feedError = (status: number, id: string, message: string, headers: Record<string, string> = {}) => apiError(status, id, message, { ...CORS_HEADERS, ...headers });

/**
 * A GET handler of the open feed (docs/product.md#the-open-feed): the client's limit first, then the query checked
 * against its schema (every problem a 400 with its message), then the read, from the replica and the conditions
 * store only. Preview is refused: the feed is the published content, and drafts come from the content host.
 */
export function feedRoute<S extends z.ZodType, C = unknown>(schema: S, load: Load<z.output<S>, C>, cacheControl = FEED_CACHE_CONTROL) {
  return async (request: Request, context: C): Promise<Response> => {
    const limit = await takeFeedRequest();
    if (!limit.allowed) {
      return feedError(429, 'rate_limited', messages.error.rate_limited, { ...limit.headers, 'Retry-After': String(limit.retryAfterSeconds) });
    }
    if (await inPreview()) return feedError(400, 'preview', 'The open feed answers published content only: ask without the preview cookie.', limit.headers);
    const query = parseQuery(schema, new URL(request.url).searchParams);
    if (!query.ok) return feedError(400, 'bad_request', query.message, limit.headers);
    let loaded: Loaded;
    try {
      loaded = await load(query.value, context, request, new Date());
    } catch (error) {
      if (error instanceof ReplicaNotReadyError) return feedError(503, 'starting', 'The site is starting: try again in a few seconds.', { ...limit.headers, 'Retry-After': '5' });
      console.error('Open feed read failed', error);
      return feedError(503, 'unavailable', 'The feed cannot be read right now.', { ...limit.headers, 'Retry-After': '30' });
    }
    if (!loaded.ok) return feedError(loaded.status, loaded.id, loaded.message, limit.headers);
    const jsonLd = wantsJsonLd(request);
    return feedResponse(request, {
      body: jsonLd ? loaded.jsonLd() : loaded.body,
      contentType: jsonLd ? JSON_LD_TYPE : JSON_TYPE,
      cacheControl,
      lastModified: loaded.lastModified,
      headers: limit.headers,
    });
  };
}
