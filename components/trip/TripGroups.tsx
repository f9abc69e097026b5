import Link from 'next/link';
import type { ReactNode } from 'react';
import { HoursBadge } from '@/components/hours/HoursBadge';
import { CONDITIONS_PATH } from '@/lib/conditions/paths';
import { dayInZone } from '@/lib/dates';
import { tripPageMessages as text } from '@/lib/trip/messages';
import type { CardData } from '@/lib/list-query/cards';
import type { TripGroup } from '@/lib/trip/groups';
import styles from './Trip.module.css';

export interface TripGroupsProps {
  groups: readonly TripGroup[];
  /** The site's public origin: printed after each title (docs/product.md#the-trip-page). */
  origin: string;
  /** What an item offers besides its link (the own trip's Remove button). */
  action?: (item: CardData) => ReactNode;
  /**
   * Today ('YYYY-MM-DD', America/Denver) when the list was made for an earlier day (the own trip from its offline
   * copy): a next date that starts before it is marked as passed.
   */
  today?: string;
}

/**
 * A trip's entries by type; the same markup for the visitor's own trip (in the browser) and a shared one (server).
 * Links do not prefetch: up to 50 entry pages would count against the visitor's per-client limit.
 */
export function TripGroups({ groups, origin, action, today }: TripGroupsProps) {
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`trip-group-${group.key}`}>
          <h2 id={`trip-group-${group.key}`} className={styles.groupHeading}>
            {group.label}
          </h2>
          <ul className={styles.items}>
            {group.items.map((item) => (
              <li key={item.sourceId} className={styles.item} data-trip-item={item.sourceId}>
                <h3 className={styles.title}>
                  <Link href={item.href} prefetch={false}>
                    {item.title}
                  </Link>
                  <span className={styles.printUrl}>{`${origin}${item.href}`}</span>
                </h3>
                {item.when ? (
                  <p className={styles.when}>
                    <time dateTime={item.when.start}>{item.when.label}</time>
                    {today && (dayInZone(item.when.start) ?? today) < today ? ` ${text.passed}` : null}
                  </p>
                ) : item.type === 'event' ? (
                  <p className={styles.when}>{text.no_upcoming}</p>
                ) : null}
                {item.hours ? <HoursBadge live={item.hours} /> : null}
                {item.closed?.length ? (
                  <ul className={styles.closed} aria-label={text.closed_label}>
                    {item.closed.map((mark) => (
                      <li key={mark}>{mark}</li>
                    ))}
                  </ul>
                ) : null}
                {item.conditions?.length ? (
                  <ul className={styles.closed} aria-label={text.conditions_label}>
                    {item.conditions.map((mark) => (
                      <li key={mark}>
                        <a href={CONDITIONS_PATH}>{mark}</a>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {item.summary ? <p className={styles.summary}>{item.summary}</p> : null}
                {action?.(item)}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
