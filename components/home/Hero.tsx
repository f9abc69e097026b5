import Link from 'next/link';
import styles from './Hero.module.css';
import { ELEMENT_LABELS } from '@/components/elements/labels';
import { format, messages } from '@/lib/config/messages';
import { hostLabel } from '@/lib/embeds';
import { filesOf, textOf, ELEMENT_IDS, type Entry } from '@/lib/entries';
import { imageUrl } from '@/lib/images';
import { imageSrc } from '@/lib/markdown-policy';
import { safeHref } from '@/lib/validators';
import { HERO_SLIDE_HEIGHT, HERO_SLIDE_WIDTH } from './hero-sizes';
import { heroMedia, type HeroVideoData } from './hero-media';
import type { HeroSlide } from './HeroSlides';
import { HeroSlides, HeroVideo } from './lazy-hero';

function HeroButton({ entry }: { entry: Entry }) {
  const text = textOf(entry, ELEMENT_IDS.heroButtonText).text;
  const href = safeHref(textOf(entry, ELEMENT_IDS.heroButtonUrl).text);
  if (!text || !href) return null;
  return (
    <Link className="button" href={href}>
      {text}
    </Link>
  );
}

/** The hero's slide images that pass the image policy, with vendor-host parameters. */
export function heroSlides(entry: Entry): HeroSlide[] {
  return filesOf(entry, ELEMENT_IDS.heroSlides)
    .filter((f) => f.isImage)
    .flatMap((file, i) => {
      const safe = imageSrc(file.url);
      return safe ? [{ key: file.id || `${i}-${file.url}`, src: imageUrl(safe), alt: file.title || file.caption || file.description || '' }] : [];
    });
}

/**
 * The home hero: image, none, slides (an accessible carousel; a swipeable strip without script) or video (its
 * player over the image as poster, docs/product.md#hero-video; `video` is null when the entry's video did not pass
 * vetting, and the hero is its image). Images carry their dimensions so nothing shifts as they load.
 */
export function Hero({ entry, video = null }: { entry: Entry; video?: HeroVideoData | null }) {
  const media = heroMedia(entry);
  const tagline = textOf(entry, ELEMENT_IDS.tagline).text;
  const slides = media === 'slides' ? heroSlides(entry) : [];
  const player = media === 'video' ? video : null;
  return (
    <section className={`${styles.hero} ${media === 'none' ? styles.none : ''}`} aria-labelledby="hero-title">
      {media !== 'none' && media !== 'slides' && entry.image && (
        // The hero image is the page's largest paint: load it eagerly with high priority.
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.image} src={imageUrl(entry.image)} alt="" width={HERO_SLIDE_WIDTH} height={HERO_SLIDE_HEIGHT} fetchPriority="high" />
      )}
      {slides.length > 0 && <HeroSlides slides={slides} />}
      <div className={styles.text}>
        <h1 id="hero-title">{entry.title}</h1>
        {tagline && <p className={styles.tagline}>{tagline}</p>}
        <div className={styles.actions}>
          <HeroButton entry={entry} />
          {player && (
            <noscript>
              <a className="button" href={player.url} target="_blank" rel="noopener noreferrer">
                {format(ELEMENT_LABELS.watchOn, { host: hostLabel(player.url) })}
                <span className="visually-hidden">: {player.title}</span>
              </a>
            </noscript>
          )}
        </div>
      </div>
      {player && (
        <HeroVideo
          title={player.title}
          backgroundSrc={player.backgroundSrc}
          playSrc={player.playSrc}
          labels={{ pause: messages.hero_video.pause, close: messages.hero_video.close }}
        >
          <div className={styles.videoControls}>
            <button type="button" className={`${styles.videoButton} ${styles.play}`} aria-label={`${ELEMENT_LABELS.loadVideo}: ${player.title}`}>
              {ELEMENT_LABELS.loadVideo}
            </button>
            <p className={styles.videoNote}>{format(ELEMENT_LABELS.loadVideoNote, { provider: player.provider })}</p>
          </div>
        </HeroVideo>
      )}
    </section>
  );
}
