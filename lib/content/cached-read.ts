import 'server-only';
import { unstable_cache } from 'next/cache';
import { draftMode } from 'next/headers';
import { cache } from 'react';
import { CACHE_LIFETIMES_MS } from '@/lib/config/constants';
import { readSettings } from '@/lib/config/settings';
import type { Phase } from '@/content-client/wire';

export type Lifetime = keyof typeof CACHE_LIFETIMES_MS;

export interface ContentMode {
  preview: boolean;
  publicPhases: readonly Phase[];
}

/** Preview (Next draft mode) or normal mode, once per request. */
export const contentMode = cache(async (): Promise<ContentMode> => {
  let preview = false;
  try {
    preview = (await draftMode()).isEnabled;
  } catch {
    // Outside a request (build-time static params): normal mode.
  }
  return { preview, publicPhases: readSettings().publicPhases };
});

/**
 * Reads through Next's data cache, tagged for on-demand revalidation. We cache our own calls rather than
 * fetch(): every Elebase request carries a per-second HMAC timestamp, and Next keys fetch caching on headers.
 * Preview reads bypass the cache entirely, so drafts are never stored or served to other visitors.
 */
export async function cachedRead<T>(
  key: readonly string[],
  options: { tags: string[]; lifetime: Lifetime },
  load: (preview: boolean) => Promise<T>,
): Promise<T> {
  const { preview } = await contentMode();
  if (preview) return load(true);
  return unstable_cache(() => load(false), ['elebase', ...key], {
    tags: options.tags,
    revalidate: CACHE_LIFETIMES_MS[options.lifetime] / 1000,
  })();
}
