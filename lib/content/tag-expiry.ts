import 'server-only';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expireInSharedCache } from './shared-cache';

/**
 * Expires cache tags from anywhere in the process — a request, or the replica's sync running on its timers — on
 * this instance at once and in the shared cache (Redis) before resolving.
 *
 * Next's `revalidateTag` works only inside a request (outside one it throws "static generation store missing"),
 * and inside a route handler it runs after the answer is sent. What it does to this process is one write: the tag
 * and the time into Next's tags manifest, a process-wide map every read of the page and data cache consults
 * (an entry made before its tag's expiry is not served). The sync marks that same map, the way Next's file-system
 * cache does for `revalidateTag(tag, { expire: 0 })`, so a change the replica found on its own is expired like a
 * publish. With the shared cache, its handler deletes the tagged entries for every instance.
 */
interface TagState {
  stale?: number;
  expired?: number;
}

const MANIFEST = 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

/** The manifest module Next itself loaded (by its path in Node's module cache), else the project's copy. */
function tagsManifest(): Map<string, TagState> {
  const require = createRequire(path.join(/* turbopackIgnore: true */ process.cwd(), 'package.json'));
  const loaded = Object.keys(require.cache).find((file) => file.split(path.sep).join('/').endsWith(`/${MANIFEST}`));
  const manifest = loaded ? require.cache[loaded]?.exports : require(/* turbopackIgnore: true */ MANIFEST);
  return (manifest as { tagsManifest: Map<string, TagState> }).tagsManifest;
}

/** Expires `tags` for every cache entry made before `at` (now by default); a later expiry already held stays. */
export function expireHere(tags: readonly string[], at = Date.now()): void {
  if (tags.length === 0) return;
  const manifest = tagsManifest();
  for (const tag of tags) {
    const held = manifest.get(tag);
    const time = Math.max(at, held?.expired ?? 0);
    manifest.set(tag, { ...held, stale: time, expired: time });
  }
}

export async function expireTags(tags: readonly string[]): Promise<void> {
  expireHere(tags);
  await expireInSharedCache(tags);
}
