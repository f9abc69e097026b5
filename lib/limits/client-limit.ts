import { CALENDAR_FEED_PATHS } from '@/lib/calendar/feeds';
import { LIST_VIEWS, PATHS } from '@/lib/config/routes';
import { TRIP_API_PATH, TRIP_PATH } from '@/lib/trip/paths';
import { processWide } from '@/lib/server/process-wide';
import { clientBucketKey } from './client-bucket';
import { limitsRedis } from './limits-redis';
import { createWindowLimiter, type TakeResult } from './window-limiter';

/**
 * Which requests one client may only make so often: those that can cause content reads nothing has cached yet —
 * views and calendar feeds whose query string changes what they read, entry pages (any id can be asked for), and
 * the search, list, calendar and trip APIs. Plain page views and assets never count, and neither does Next's own `_rsc` parameter.
 */
const QUERY_VIEWS = new Set<string>([...LIST_VIEWS.map((view) => view.path), PATHS.map, '/search', TRIP_PATH, ...CALENDAR_FEED_PATHS]);
/** The APIs behind client-side search, list filtering, calendar downloads and the trip (any query can reach the content). */
export const QUERY_API_PREFIXES = ['/api/search', '/api/lists/', '/api/calendar/', TRIP_API_PATH];
const LIMITED_PREFIXES = ['/entries/', ...QUERY_API_PREFIXES];
export { clientBucketKey };

const IGNORED_PARAMS = new Set(['_rsc']);

export function countsTowardsClientLimit(pathname: string, searchParams: URLSearchParams): boolean {
  const path = pathname.replace(/\/$/, '') || '/';
  if (LIMITED_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix))) return true;
  if (!QUERY_VIEWS.has(path)) return false;
  for (const key of searchParams.keys()) if (!IGNORED_PARAMS.has(key)) return true;
  return false;
}

const CLIENT_WINDOW_SECONDS = 60;

export interface ClientLimitSettings {
  /** How many a minute, for all instances together when counted in Redis. */
  perMinute: number;
  /** Instances (INSTANCES): without Redis each counts `perMinute / instances` (a balancer spreads a client over them). */
  instances: number;
  redisUrl?: string;
  prefix: string;
}

/** The settings of a per-client limit of `perMinute`, from the server configuration. */
export function clientLimitSettings(perMinute: number, env: { INSTANCES: number; REDIS_URL?: string; CACHE_PREFIX: string }): ClientLimitSettings {
  return { perMinute, instances: env.INSTANCES, redisUrl: env.REDIS_URL || undefined, prefix: env.CACHE_PREFIX };
}

/**
 * A fixed minute per client, in Redis when there is one (so one client is counted once, whichever instance it
 * reaches), else per instance. In memory a client is forgotten when its minute ends, so the map holds only this
 * minute's clients.
 */
function takeFromClientLimit(kind: 'client' | 'forms' | 'unproven', address: string, settings: ClientLimitSettings, seconds = CLIENT_WINDOW_SECONDS): Promise<TakeResult> {
  const { perMinute, instances, redisUrl, prefix } = settings;
  const limiter = processWide(`${kind}-limit:${perMinute}/${seconds}/${instances}/${redisUrl ?? ''}/${prefix}`, () =>
    createWindowLimiter({
      name: `${prefix}limits:${kind}`,
      points: perMinute,
      instancePoints: Math.max(1, Math.ceil(perMinute / instances)),
      seconds,
      redis: redisUrl ? limitsRedis(redisUrl) : undefined,
    }),
    'keep',
  );
  return limiter.take(clientBucketKey(address));
}

/** One request of this client on a limited route (CLIENT_RATE_LIMIT): allowed, or refused with how long to wait. */
export function takeClientRequest(address: string, settings: ClientLimitSettings): Promise<TakeResult> {
  return takeFromClientLimit('client', address, settings);
}

/** One form submission of this client (FORM_RATE_LIMIT, all forms together), counted like its requests. */
export function takeFormSubmission(address: string, settings: ClientLimitSettings): Promise<TakeResult> {
  return takeFromClientLimit('forms', address, settings);
}

/**
 * One event submission of this client sent without a proof of work (EVENT_SUBMIT_UNPROVEN_LIMIT, `perMinute` read
 * as per hour): a person without JavaScript sends a few a day, a script that skips the work no more than that.
 */
export function takeUnprovenSubmission(address: string, settings: ClientLimitSettings): Promise<TakeResult> {
  return takeFromClientLimit('unproven', address, settings, 60 * 60);
}
