import 'server-only';
import { CACHE_TAGS } from '@/lib/config/cache-tags';
import { readSettings } from '@/lib/config/settings';
import { embedRequestUrl, playerFromOEmbed, type PhotoCard, type Player } from '@/lib/embeds';
import type { Embed } from '@/lib/entries';
import { errorOnce } from '@/lib/log-once';
import { imageSrc } from '@/lib/markdown-policy';
import { cachedRead, type CacheOptions } from './cached-read';
import { contentClient } from './client';
import { storedPhotoEmbed } from './replica';

/**
 * Embed lookups (docs/product.md#embeds-and-files), answered from the replica, whose sync looked them up: videos
 * through the content service's /embed/data, photo-sharing posts through the configured oEmbed endpoint.
 * `POST /api/revalidate` with `{"embeds": true}` (or `{"all": true}`) looks them up again.
 */

const EMBED_CACHE: CacheOptions = { tags: [CACHE_TAGS.embeds], lifetime: 'static' };

export { isPhotoEmbed } from './embed-kinds';

/** The video player for an embed from its /embed/data answer (the replica's; preview asks the host), or null. */
export async function resolveVideo(embed: Embed): Promise<Player | null> {
  const url = embedRequestUrl(embed.url);
  if (!url) return null;
  try {
    const data = await cachedRead(['embed', url], EMBED_CACHE, (preview) =>
      contentClient().get<{ oembed?: unknown }>('/embed/data', { params: { url, locale: embed.locale || 'en' }, preview }),
    );
    return playerFromOEmbed(data?.oembed, embed.title);
  } catch (error) {
    // 404: the provider has no such video (the page shows the plain link).
    if ((error as { status?: unknown }).status !== 404) errorOnce(`Embed failed for ${embed.url}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/**
 * A photo-sharing post from the oEmbed answer the replica's sync fetched from the configured endpoint; the
 * placeholder author and an empty thumbnail when there is none (no endpoint, not fetched yet, or it failed).
 */
export function resolvePhoto(embed: Embed): PhotoCard {
  const settings = readSettings();
  const placeholder: PhotoCard = { title: embed.title, author: settings.hashtag, thumbnail: '', url: embed.url };
  const oembed = settings.photoEmbed.endpoint ? storedPhotoEmbed(embed.url) : null;
  if (!oembed) return placeholder;
  const author = typeof oembed.author_name === 'string' && oembed.author_name.trim() ? oembed.author_name.trim() : placeholder.author;
  const thumbnail = imageSrc(typeof oembed.thumbnail_url === 'string' ? oembed.thumbnail_url : '') ?? '';
  return { ...placeholder, author, thumbnail };
}
