import { format } from '@/lib/config/messages';
import { isHttpUrl } from '@/lib/validators';
import { ELEMENT_LABELS } from './labels';
import { hostLabel, type PhotoCard } from '@/lib/embeds';
import styles from './elements.module.css';

/** A photo-sharing post as a card (its script-based embed HTML is never used). */
export function PhotoEmbed({ photo, caption }: { photo: PhotoCard; caption: string }) {
  const link = isHttpUrl(photo.url) ? photo.url.trim() : null;
  return (
    <figure className={styles.photoEmbed}>
      {photo.thumbnail && (
        // eslint-disable-next-line @next/next/no-img-element -- remote thumbnail of unknown size
        <img src={photo.thumbnail} alt={photo.title} loading="lazy" decoding="async" width={640} height={640} />
      )}
      <figcaption className={styles.caption}>
        {photo.title && <strong>{photo.title}</strong>}
        {photo.author && <span className={styles.contactLine}>{format(ELEMENT_LABELS.photoBy, { author: photo.author })}</span>}
        {caption && <span className={styles.contactLine}>{caption}</span>}
        {link && (
          <a href={link} target="_blank" rel="noopener noreferrer">
            {format(ELEMENT_LABELS.viewOn, { host: hostLabel(link) })}
          </a>
        )}
      </figcaption>
    </figure>
  );
}
