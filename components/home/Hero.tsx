import Link from 'next/link';
import styles from './Hero.module.css';
import { elementOf, filesOf, textOf, ELEMENT_IDS, type Entry } from '@/lib/entries';
import { imageUrl } from '@/lib/images';
import { imageSrc } from '@/lib/markdown-policy';
import { safeHref } from '@/lib/validators';
import { HERO_SLIDE_HEIGHT, HERO_SLIDE_WIDTH } from './hero-sizes';
import type { HeroSlide } from './HeroSlides';
import { HeroSlides } from './lazy-hero-slides';

type HeroMedia = 'image' | 'none' | 'slides' | 'video';
const HERO_MEDIA: readonly HeroMedia[] = ['image', 'none', 'slides', 'video'];

function heroMedia(entry: Entry): HeroMedia {
  const chosen = elementOf(entry, ELEMENT_IDS.heroMedia, 'option')?.data[0]?.id ?? '';
  const match = HERO_MEDIA.find((media) => chosen === media || chosen.endsWith(`-${media}`));
  return match ?? (entry.image ? 'image' : 'none');
}

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
 * The home hero: image, none, slides (an accessible carousel; a swipeable strip without script) or video
 * (poster + link until played). Images carry their dimensions so nothing shifts as they load.
 */
export function Hero({ entry }: { entry: Entry }) {
  const media = heroMedia(entry);
  const tagline = textOf(entry, ELEMENT_IDS.tagline).text;
  const slides = media === 'slides' ? heroSlides(entry) : [];
  const video = media === 'video' ? elementOf(entry, ELEMENT_IDS.heroVideo, 'embed')?.data[0] : undefined;
  const videoHref = video ? safeHref(video.url) : null;
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
          {videoHref && (
            <a className="button" href={videoHref} target="_blank" rel="noopener noreferrer">
              Watch the video{video?.title ? `: ${video.title}` : ''}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
