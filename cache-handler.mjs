// Next's data and page cache (ISR, `unstable_cache` with tags), shared by every instance through Redis.
// next.config.ts points `cacheHandler` here only when REDIS_URL is set; without it Next keeps its default cache.
//
// - During `next build` (PHASE_PRODUCTION_BUILD) entries stay in an in-memory LRU: nothing from a build reaches
//   the shared cache, so building a new release never overwrites what running instances serve.
// - At run time entries live in Redis under `${CACHE_PREFIX}${buildId}:` (default prefix `whitefish:`), so all
//   instances of one build share them and a new build starts with its own keys (old ones expire by TTL).
//   `revalidateTag` received by one instance deletes the tagged entries for all of them.
// - When Redis is unreachable (at start or later) the error is logged once per outage and the instance reads and
//   writes an in-memory LRU instead, so it keeps serving; the client reconnects by itself and Redis is used again.
import { createClient } from '@redis/client';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { readEnv } from './lib/config/env-schema.mjs';

const CONNECT_WAIT_MS = 2_000;
// How long an entry stays in Redis after it was written (seconds). Next serves it fresh for its revalidate time
// (1 h content, 6 h site entries) and stale while it regenerates after that; keeping it a week (the library's
// default is 1.5 × revalidate) lets cached pages keep serving through a long content-service outage. Bound
// Redis with `maxmemory` and `maxmemory-policy volatile-lru` (docs/operations.md#several-instances).
const TTL = { estimateExpireAge: (staleAge) => Math.max(staleAge * 1.5, 7 * 24 * 3600) };
const OPERATION_TIMEOUT_MS = 1_000;
// Next's default `expireTime` (one year), which next.config.ts keeps.
const NEXT_EXPIRE_SECONDS = 31_536_000;
const ROUTE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

/**
 * Next remembers the lifetime of a page rendered at run time in process memory only; for a page another instance
 * wrote it assumes "stale after 1 second" (and sends no Cache-Control), so every instance would re-render every
 * page it reads from Redis in the background, and such a re-render can write pre-publish content back after a
 * revalidation. Next reads a lifetime carried by the entry itself (`cacheControl`); the library stores it as
 * `lifespan.revalidate`, so hand it back in the shape Next reads.
 */
function withCacheControl(entry) {
  if (!entry || entry.cacheControl || !ROUTE_KINDS.has(entry.value?.kind)) return entry;
  const revalidate = entry.lifespan?.revalidate;
  if (typeof revalidate !== 'number' && revalidate !== false) return entry;
  return { ...entry, cacheControl: { revalidate, expire: NEXT_EXPIRE_SECONDS } };
}

/** `redis://user:secret@host` → `redis://host`: never log credentials. */
function redactUrl(url) {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return '(invalid REDIS_URL)';
  }
}

function log(level, message, error) {
  const line = { level, source: 'cache-handler', message };
  if (error) line.error = error instanceof Error ? error.message : String(error);
  console[level === 'error' ? 'error' : level === 'warn' ? 'warn' : 'log'](JSON.stringify(line));
}

/**
 * Uses Redis while its client is ready and the LRU otherwise (a get/set that fails on Redis falls back to the
 * LRU too). Tag revalidation goes to both, so the LRU never serves what a publish expired.
 */
function createFailoverHandler(client, redis, lru) {
  let outage = false;
  const down = (error) => {
    if (!outage) log('error', 'Redis unavailable: serving from the in-memory cache until it is back', error);
    outage = true;
  };
  const redisReady = () => {
    if (client.isReady) {
      if (outage) log('info', 'Redis is back: shared cache in use again');
      outage = false;
      return true;
    }
    down(new Error('not connected'));
    return false;
  };
  return {
    name: 'redis-with-lru-fallback',
    async get(key, meta) {
      if (redisReady()) {
        try {
          return withCacheControl(await redis.get(key, meta));
        } catch (error) {
          down(error);
        }
      }
      return withCacheControl(await lru.get(key, meta));
    },
    async set(key, value, ctx) {
      if (redisReady()) {
        try {
          return await redis.set(key, value, ctx);
        } catch (error) {
          down(error);
        }
      }
      return lru.set(key, value, ctx);
    },
    async revalidateTag(tag) {
      await lru.revalidateTag(tag);
      if (!redisReady()) return;
      try {
        await redis.revalidateTag(tag);
      } catch (error) {
        down(error);
        throw error;
      }
    },
    async delete(key) {
      await lru.delete?.(key);
      if (client.isReady) await redis.delete?.(key).catch(down);
    },
  };
}

async function createHandlers({ buildId }) {
  const lru = createLruHandler();
  // The validated values (lib/config/env-schema.mjs): trimmed, so a stray space cannot change the key prefix.
  const { REDIS_URL: url, CACHE_PREFIX: prefix } = readEnv(process.env).values;
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !url) return { handlers: [lru], ttl: TTL };

  const keyPrefix = `${prefix}${buildId ? `${buildId.trim()}:` : ''}`;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    pingInterval: 10_000,
    socket: {
      connectTimeout: CONNECT_WAIT_MS,
      reconnectStrategy: (retries) => Math.min(250 * 2 ** Math.min(retries, 5), 5_000),
    },
  });
  let reported = false;
  client.on('error', (error) => {
    // The client emits an error per failed (re)connection attempt; report the first of each outage.
    if (!reported) log('error', `Redis connection error (${redactUrl(url)})`, error);
    reported = true;
  });
  client.on('ready', () => {
    reported = false;
    log('info', `Redis connected (${redactUrl(url)}), key prefix ${keyPrefix}`);
  });

  // Wait briefly for the first connection; if Redis is not there yet, start on the LRU and keep reconnecting.
  const connecting = client.connect().catch((error) => log('error', 'Redis connect failed', error));
  await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, CONNECT_WAIT_MS).unref())]);

  const redis = createRedisHandler({ client, keyPrefix, timeoutMs: OPERATION_TIMEOUT_MS });
  return { handlers: [createFailoverHandler(client, redis, lru)], ttl: TTL };
}

CacheHandler.onCreation((context) => {
  // One configuration (and one Redis connection) per process, however often Next loads this module. The
  // revalidation route awaits these handlers too (lib/content/shared-cache.ts).
  globalThis.__whitefishCacheConfig ??= createHandlers(context);
  return globalThis.__whitefishCacheConfig;
});

export default CacheHandler;
