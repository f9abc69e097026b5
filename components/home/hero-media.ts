import { elementOf, ELEMENT_IDS, type Embed, type Entry } from '@/lib/entries';

export type HeroMedia = 'image' | 'none' | 'slides' | 'video';
const HERO_MEDIA: readonly HeroMedia[] = ['image', 'none', 'slides', 'video'];

/** What the home entry's hero shows: the "Hero Media" option, else its image, else nothing. */
export function heroMedia(entry: Entry): HeroMedia {
  const chosen = elementOf(entry, ELEMENT_IDS.heroMedia, 'option')?.data[0]?.id ?? '';
  const match = HERO_MEDIA.find((media) => chosen === media || chosen.endsWith(`-${media}`));
  return match ?? (entry.image ? 'image' : 'none');
}

/** The embed a video hero plays (its first "Hero Video" item), or undefined for any other hero. */
export function heroEmbed(entry: Entry): Embed | undefined {
  return heroMedia(entry) === 'video' ? elementOf(entry, ELEMENT_IDS.heroVideo, 'embed')?.data[0] : undefined;
}

/** A vetted hero video, resolved on the server (./hero-video.ts): what the page and its player need. */
export interface HeroVideoData {
  title: string;
  provider: string;
  /** The video's page at the provider: the link without JavaScript. */
  url: string;
  /** Muted, looping, without controls: the autoplay. */
  backgroundSrc: string;
  /** At once, with sound and controls: after the visitor pressed Play. */
  playSrc: string;
}
