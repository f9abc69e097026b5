import { createClient } from '@redis/client';
import { processWide } from '@/lib/server/process-wide';

/** A node-redis (v4+) client, handed to rate-limiter-flexible as its store. */
export interface LimitsRedis {
  readonly isReady: boolean;
  /** Set by `limitsRedis`: resolves once connected for the first time, or when waiting is no longer worth it. */
  firstConnection?: Promise<void>;
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  destroy(): void;
}

const FIRST_CONNECTION_WAIT_MS = 2_000;

function log(level: 'error' | 'info', message: string, error?: unknown): void {
  const line = { time: new Date().toISOString(), level, source: 'limits', message, ...(error ? { error: error instanceof Error ? error.message : String(error) } : {}) };
  (level === 'error' ? console.error : console.log)(JSON.stringify(line));
}

/**
 * The Redis connection the request limits count in (the Redis of the shared cache), one per process and URL.
 * Commands fail at once while it is disconnected (no offline queue), so a limiter falls back to its in-memory
 * insurance instead of waiting; the client reconnects by itself. Trouble is logged once per outage.
 */
export function limitsRedis(url: string): LimitsRedis {
  return processWide(`limits-redis:${url}`, () => {
    let down = false;
    const client = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(250 * 2 ** Math.min(retries, 5), 5_000) },
    });
    client.on('error', (error: unknown) => {
      if (!down) log('error', 'Redis unavailable: limits counted per instance until it is back', error);
      down = true;
    });
    client.on('ready', () => {
      if (down) log('info', 'Redis is back: limits counted for all instances again');
      down = false;
    });
    client.connect().catch(() => {
      // Reported by the error handler; reconnecting goes on by itself.
    });
    // The first requests of a new instance wait for the connection (briefly), so they are counted in Redis with
    // every other instance's rather than in this instance's memory.
    const firstConnection = new Promise<void>((resolve) => {
      client.once('ready', () => resolve());
      setTimeout(resolve, FIRST_CONNECTION_WAIT_MS).unref();
    });
    return Object.assign(client, { firstConnection });
  }, 'keep');
}

/** How long a limit waits for Redis before counting in this process instead. */
export const REDIS_TIMEOUT_MS = 500;

/** Rejects after `ms`: raced against a Redis call, so a hung Redis never holds a request. */
export function redisTimeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(`limit store did not answer in ${ms} ms`)), ms).unref());
}
