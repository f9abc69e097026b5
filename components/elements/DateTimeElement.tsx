import { formatRange, sortRanges, type DateDataType, type DateRange } from '@/lib/dates';
import type { ElementOf } from '@/lib/entries';
import styles from './elements.module.css';

/**
 * `upcoming`: a date shown as still to come (an event's next and other dates). Marked so a copy kept for offline
 * use can say when one has passed since, and knows which occurrences to keep (lib/offline/).
 */
export function DateRangeText({ range, dataType, upcoming = false }: { range: DateRange; dataType: DateDataType; upcoming?: boolean }) {
  const text = formatRange(range, dataType);
  if (!text) return null;
  return (
    <time dateTime={range[0]} data-upcoming={upcoming ? '' : undefined}>
      {text}
    </time>
  );
}

/** A generic datetime element: every range by its data type, earliest first. */
export function DateTimeElement({ element }: { element: ElementOf<'datetime'> }) {
  const ranges = sortRanges(element.data).filter((r) => formatRange(r, element.dataType));
  if (ranges.length === 0) return null;
  return (
    <section className={styles.section} aria-label={element.name || 'Dates'}>
      {element.name && <h2 className={styles.heading}>{element.name}</h2>}
      <ul className={styles.dateList}>
        {ranges.map((range, i) => (
          <li key={`${range[0]}-${i}`}>
            <DateRangeText range={range} dataType={element.dataType} />
          </li>
        ))}
      </ul>
    </section>
  );
}
