import { format } from '@/lib/config/format';
import { conditionsMessages as text } from '@/lib/conditions/messages';
import { isOldReading } from '@/lib/conditions/reading-age';
import { agoLabel, clockLabel } from '@/lib/conditions/time-labels';
import type { ConditionItem } from '@/lib/conditions/types';
import styles from './Conditions.module.css';

interface Props {
  item: ConditionItem;
  agency: string;
  now: Date;
}

/** When it was issued, from when and until when it applies: each only when the agency says. */
function dates(item: ConditionItem, now: Date): string {
  const parts = [
    item.issued ? format(text.issued, { time: clockLabel(item.issued, now) }) : '',
    item.starts && item.starts !== item.issued && Date.parse(item.starts) > now.getTime() ? format(text.since, { time: clockLabel(item.starts, now) }) : '',
    item.ends ? format(text.until, { time: clockLabel(item.ends, now) }) : '',
  ];
  return parts.filter(Boolean).join(', ');
}

/** One alert, fire, park notice or reading: level, title, one line, dates, and the agency's page for more. */
export function ConditionEntry({ item, agency, now }: Props) {
  const when = dates(item, now);
  const old = isOldReading(item, now);
  return (
    <li className={styles.item} data-level={item.level} data-condition-id={item.id}>
      <p className={styles.level}>
        {item.color ? <span className={styles.swatch} style={{ backgroundColor: item.color }} aria-hidden="true" /> : null}
        {item.levelLabel}
      </p>
      <h3 className={styles.itemTitle}>{item.url ? <a href={item.url}>{item.title}</a> : item.title}</h3>
      {item.summary ? <p>{item.summary}</p> : null}
      {old ? <p className={styles.old}>{format(text.old_reading, { ago: agoLabel(item.issued, now) })}</p> : null}
      {item.miles !== null ? <p>{format(text.distance, { miles: item.miles, direction: item.direction })}</p> : null}
      {when ? (
        <p className={styles.meta}>{when}</p>
      ) : null}
      {item.area ? <p className={styles.meta}>{item.area}</p> : null}
      {item.instruction
        ? item.instruction.split('\n\n').map((paragraph, i) => (
            <p key={i} className={styles.instruction}>
              {paragraph}
            </p>
          ))
        : null}
      {item.detail ? (
        <details className={styles.details}>
          <summary>{text.details}</summary>
          {item.detail.split('\n\n').map((paragraph, i) => (
            <p key={i} className={styles.detailText}>
              {paragraph}
            </p>
          ))}
        </details>
      ) : null}
      <p className={styles.meta}>{format(text.from, { agency })}</p>
    </li>
  );
}
