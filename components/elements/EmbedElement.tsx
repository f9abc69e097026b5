import { isPhotoEmbed, resolvePhoto, resolveVideo } from '@/lib/content/embeds';
import type { ElementOf } from '@/lib/entries';
import { EmbedPlayer } from './lazy-elements';
import { ELEMENT_LABELS } from './labels';
import { PhotoEmbed } from './PhotoEmbed';
import styles from './elements.module.css';

/** Embeds resolved on the server: photo-sharing posts as cards, videos as click-to-load players. */
export async function EmbedElement({ element }: { element: ElementOf<'embed'> }) {
  if (element.data.length === 0) return null;
  const items = await Promise.all(
    element.data.map(async (embed) =>
      isPhotoEmbed(embed.url)
        ? { embed, photo: await resolvePhoto(embed), player: null }
        : { embed, photo: null, player: await resolveVideo(embed) },
    ),
  );
  const heading = element.name || ELEMENT_LABELS.videos;
  return (
    <section className={styles.section} aria-label={heading}>
      <div className={styles.embeds}>
        {items.map(({ embed, photo, player }, i) =>
          photo ? (
            <PhotoEmbed key={embed.id || i} photo={photo} caption={embed.caption} />
          ) : (
            <EmbedPlayer key={embed.id || i} title={embed.title} caption={embed.caption} url={embed.url} player={player} />
          ),
        )}
      </div>
    </section>
  );
}
