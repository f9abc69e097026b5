/**
 * Per-request memo (no process-global cache in the client): callers create one per request/render and
 * dedupe identical calls. Keys are SHA-1 hashes of a stable JSON form of the request options.
 */
import { createHash } from 'node:crypto';

export interface RequestMemo {
  /** The memoised promise for `key`, or the result of `load()` (a rejection is not kept). */
  get<T>(key: unknown, load: () => Promise<T>): Promise<T>;
  has(key: unknown): boolean;
  delete(key: unknown): boolean;
  clear(): void;
  readonly size: number;
}

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => (item === undefined || typeof item === 'function' ? null : stable(item)));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => {
          const item = (value as Record<string, unknown>)[key];
          return item !== undefined && typeof item !== 'function';
        })
        .map((key) => [key, stable((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** SHA-1 (hex) of the key-order-independent JSON of `value`. */
export function requestKey(value: unknown): string {
  return createHash('sha1')
    .update(JSON.stringify(stable(value)) ?? 'undefined')
    .digest('hex');
}

export function createRequestMemo(): RequestMemo {
  const entries = new Map<string, Promise<unknown>>();
  return {
    get<T>(key: unknown, load: () => Promise<T>): Promise<T> {
      const hash = requestKey(key);
      const hit = entries.get(hash);
      if (hit) return hit as Promise<T>;
      const promise = Promise.resolve().then(load);
      entries.set(hash, promise);
      promise.catch(() => {
        if (entries.get(hash) === promise) entries.delete(hash);
      });
      return promise;
    },
    has: (key) => entries.has(requestKey(key)),
    delete: (key) => entries.delete(requestKey(key)),
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
