import 'server-only';

interface TagHandler {
  revalidateTag(tag: string): Promise<void>;
}

declare global {
  // Set by cache-handler.mjs (one per process) when Next runs with the shared Redis cache.
  var __whitefishCacheConfig: Promise<{ handlers: TagHandler[] }> | undefined;
}

/**
 * Expires tags in the shared cache before the caller answers. Next runs a route handler's `revalidateTag` calls
 * only after the response has been sent (as `waitUntil` work), so without this a publish webhook could be
 * acknowledged while other instances still read the old entries from Redis. Resolves at once without a shared
 * cache; a failure is reported to the caller (Next's own deferred run retries the same tags anyway).
 */
export async function expireInSharedCache(tags: readonly string[]): Promise<void> {
  const config = globalThis.__whitefishCacheConfig;
  if (!config) return;
  const { handlers } = await config;
  await Promise.all(handlers.flatMap((handler) => tags.map((tag) => handler.revalidateTag(tag))));
}
