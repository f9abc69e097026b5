import Link from 'next/link';
import { SaveToggle } from '@/components/trip/SaveToggle';
import styles from './EntryCard.module.css';
import { formatRange } from '@/lib/dates';
import { entryHref, entryNextOccurrence, textOf, ELEMENT_IDS, type Entry } from '@/lib/entries';
import { imageUrl } from '@/lib/images';
import { shorten } from '@/lib/text';

export interface EntryCardProps {
  entry: Entry;
  /** 'YYYY-MM-DD' in the resort's zone; events show their next date from this day on. */
  today: string;
  headingLevel?: 2 | 3;
}

const CARD_TEXT_LENGTH = 160;

/** A home or entry-reference card: image, categories, title link, next date, short text, Save toggle. */
export function EntryCard({ entry, today, headingLevel = 3 }: EntryCardProps) {
  const Heading = `h${headingLevel}` as const;
  const summary = textOf(entry, ELEMENT_IDS.overview).text || textOf(entry, ELEMENT_IDS.intro).text;
  const when = entry.type === 'event' ? entryNextOccurrence(entry, today) : null;
  return (
    <article className="card">
      {entry.image ? (
        // Content images are local or vendor-CDN files of known aspect; lazy below the fold.
        // eslint-disable-next-line @next/next/no-img-element
        <img className="card__image" src={imageUrl(entry.image)} alt="" loading="lazy" decoding="async" width={600} height={400} />
      ) : (
        <div className={`card__image ${styles.empty}`} aria-hidden="true" />
      )}
      <div className="card__body">
        {entry.categories.length > 0 && (
          <p className={styles.categories}>{entry.categories.map((c) => c.label).join(' · ')}</p>
        )}
        <Heading className={styles.title}>
          <Link href={entryHref(entry)}>{entry.title}</Link>
        </Heading>
        {when && (
          <p className={styles.date}>
            <time dateTime={when[0]}>{formatRange(when)}</time>
          </p>
        )}
        {summary && <p className={styles.summary}>{shorten(summary, CARD_TEXT_LENGTH)}</p>}
      </div>
      <div className={styles.save}>
        <SaveToggle id={entry.sourceId} title={entry.title} />
      </div>
    </article>
  );
}
