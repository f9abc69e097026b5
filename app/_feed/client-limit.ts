import { serverEnv } from '@/lib/config/server-config';
import { clientLimitSettings, takeClientRequest } from '@/lib/limits/client-limit';
import { clientAddress } from '@/lib/server/client-address';

export interface FeedLimit {
  allowed: boolean;
  retryAfterSeconds: number;
  /** RateLimit-Policy and RateLimit (the IETF httpapi draft's fields) for the answer. */
  headers: Record<string, string>;
}

const WINDOW_SECONDS = 60;

/**
 * One request of this client to the open feed, counted in the same per-client minute as the site's other uncached
 * routes (CLIENT_RATE_LIMIT): an API client is limited as a visitor is, with the count it has left in the headers.
 */
export async function takeFeedRequest(): Promise<FeedLimit> {
  const env = serverEnv();
  const settings = clientLimitSettings(env.CLIENT_RATE_LIMIT, env);
  const limit = settings.redisUrl ? settings.perMinute : Math.max(1, Math.ceil(settings.perMinute / settings.instances));
  const result = await takeClientRequest(clientAddress(), settings);
  const remaining = result.allowed ? Math.max(0, limit - result.used) : 0;
  return {
    allowed: result.allowed,
    retryAfterSeconds: result.retryAfterSeconds,
    headers: {
      'RateLimit-Policy': `"client";q=${limit};w=${WINDOW_SECONDS}`,
      RateLimit: `"client";r=${remaining}${result.allowed ? '' : `;t=${result.retryAfterSeconds}`}`,
    },
  };
}
