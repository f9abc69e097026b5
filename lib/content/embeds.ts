import 'server-only';
import { CACHE_TAGS } from '@/lib/config/cache-tags';
import { readSettings } from '@/lib/config/settings';
import { embedRequestUrl, playerFromOEmbed, type PhotoCard, type Player } from '@/lib/embeds';
import type { Embed } from '@/lib/entries';
import { imageSrc } from '@/lib/markdown-policy';
import { isOnHosts } from '@/lib/validators';
import { cachedRead, type CacheOptions } from './cached-read';
import { contentClient } from './client';

/**
 * Embed lookups (docs/product.md#embeds-and-files): videos through the content service's /embed/data, photo-sharing
 * posts through the configured oEmbed endpoint. Both are cached under `CACHE_TAGS.embeds`, which
 * `POST /api/revalidate` expires with `{"embeds": true}` (or `{"all": true}`).
 */

const PHOTO_TIMEOUT_MS = 4000;
const EMBED_CACHE: CacheOptions = { tags: [CACHE_TAGS.embeds], lifetime: 'static' };

/** Whether an embed URL is a photo-sharing post (shown as a card) rather than a video. */
export function isPhotoEmbed(url: string): boolean {
  return isOnHosts(url, readSettings().photoEmbed.hosts);
}

/** The video player for an embed via the content service's /embed/data (cached), or null on any failure. */
export async function resolveVideo(embed: Embed): Promise<Player | null> {
  const url = embedRequestUrl(embed.url);
  if (!url) return null;
  try {
    const data = await cachedRead(['embed', url], EMBED_CACHE, () =>
      contentClient().get<{ oembed?: unknown }>('/embed/data', { params: { url, locale: embed.locale || 'en' } }),
    );
    return playerFromOEmbed(data?.oembed, embed.title);
  } catch (error) {
    console.error(`Embed failed for ${embed.url}:`, error instanceof Error ? error.message : error);
    return null;
  }
}

/**
 * A photo-sharing post through the configured oEmbed endpoint; on failure (logged) the placeholder author
 * and an empty thumbnail (docs/product.md#embeds-and-files). Failures are not cached.
 */
export async function resolvePhoto(embed: Embed): Promise<PhotoCard> {
  const settings = readSettings();
  const placeholder: PhotoCard = { title: embed.title, author: settings.hashtag, thumbnail: '', url: embed.url };
  const { endpoint, params } = settings.photoEmbed;
  if (!endpoint) return placeholder;
  try {
    const oembed = await cachedRead(['photo-embed', embed.url], EMBED_CACHE, async () => {
      const u = new URL(endpoint);
      for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
      u.searchParams.set('url', embed.url);
      const res = await fetch(u, { signal: AbortSignal.timeout(PHOTO_TIMEOUT_MS), cache: 'no-store' });
      if (!res.ok) throw new Error(`Request failed with status code ${res.status}`);
      return (await res.json()) as Record<string, unknown>;
    });
    const author = typeof oembed.author_name === 'string' && oembed.author_name.trim() ? oembed.author_name.trim() : placeholder.author;
    const thumbnail = imageSrc(typeof oembed.thumbnail_url === 'string' ? oembed.thumbnail_url : '') ?? '';
    return { ...placeholder, author, thumbnail };
  } catch (error) {
    console.error(`Photo embed failed for ${embed.url}:`, error instanceof Error ? error.message : error);
    return placeholder;
  }
}
