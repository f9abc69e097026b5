import Link from 'next/link';
import { HoursBadge } from '@/components/hours/HoursBadge';
import { SaveToggle } from '@/components/trip/SaveToggle';
import type { CardData } from '@/lib/list-query';
import styles from './ListCard.module.css';

export interface ListCardProps {
  card: CardData;
  headingLevel?: 2 | 3;
  /** Highlighted (the selected item on the map tab). */
  selected?: boolean;
  compact?: boolean;
  /** With its Save toggle (not in the copy for visitors without script, where it cannot work). */
  saveable?: boolean;
  /** The list's first card: on a phone its image is the page's largest paint, so it is fetched at once and first. */
  first?: boolean;
}

/** A list item: sized image, lazy but the first (no layout shift), categories, title link, date, short text, Save toggle. */
export function ListCard({ card, headingLevel = 2, selected = false, compact = false, saveable = true, first = false }: ListCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={[styles.card, selected ? styles.selected : '', compact ? styles.compact : ''].join(' ')}>
      <div className={styles.media}>
        {card.image ? (
          // Content images: local or vendor-CDN files; fixed box so nothing shifts while they load.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            className={styles.image}
            src={card.image}
            alt=""
            {...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
            decoding="async"
            width={600}
            height={400}
          />
        ) : null}
      </div>
      <div className={styles.body}>
        {card.categories.length > 0 && <p className={styles.categories}>{card.categories.join(' · ')}</p>}
        <Heading className={styles.title}>
          <Link href={card.href}>{card.title}</Link>
        </Heading>
        {card.when && (
          <p className={styles.date}>
            <time dateTime={card.when.start}>{card.when.label}</time>
          </p>
        )}
        {card.hours && <HoursBadge live={card.hours} />}
        {card.summary && !compact && <p className={styles.summary}>{card.summary}</p>}
        {saveable && (
          <div className={styles.save}>
            <SaveToggle id={card.sourceId} title={card.title} />
          </div>
        )}
      </div>
    </article>
  );
}
