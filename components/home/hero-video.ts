import 'server-only';
import { resolveVideo } from '@/lib/content/embeds';
import { playerSrc } from '@/lib/embeds';
import type { Entry } from '@/lib/entries';
import { isHttpUrl } from '@/lib/validators';
import { heroEmbed, type HeroVideoData } from './hero-media';

/**
 * The home entry's hero video, vetted like every embed (lib/embeds.ts: privacy-enhanced player hosts only), or
 * null — not a video hero, or a URL that is not a video of an allowed provider — and the hero shows its image.
 */
export async function heroVideo(entry: Entry): Promise<HeroVideoData | null> {
  const embed = heroEmbed(entry);
  const player = embed ? await resolveVideo(embed) : null;
  if (!embed || !player || !isHttpUrl(embed.url)) return null;
  return {
    title: embed.title || player.title,
    provider: player.provider,
    url: embed.url.trim(),
    backgroundSrc: playerSrc(player, 'background'),
    playSrc: playerSrc(player, 'on-request'),
  };
}
