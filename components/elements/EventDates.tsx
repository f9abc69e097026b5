import { isUpcoming, sortRanges, type DateDataType, type DateRange } from '@/lib/dates';
import { occurrenceOn } from '@/lib/entries/occurrences';
import { DateRangeText } from './DateTimeElement';
import { ELEMENT_LABELS } from './labels';
import styles from './elements.module.css';

export interface EventDatesProps {
  ranges: readonly DateRange[];
  dataType: DateDataType;
  /** 'YYYY-MM-DD' in America/Denver. */
  today: string;
  /** `?date=YYYY-MM-DD`: the occurrence to show first (ignored unless it is an upcoming one). */
  date?: string | null;
}

export interface EventDatesPlan {
  main: DateRange | null;
  kind: 'selected' | 'next' | 'past' | null;
  others: DateRange[];
}

/** Which date leads (the chosen occurrence, else the next upcoming, else the last past) and the other upcoming ones. */
export function planEventDates({ ranges, today, date }: Omit<EventDatesProps, 'dataType'>): EventDatesPlan {
  const sorted = sortRanges(ranges);
  const upcoming = sorted.filter((r) => isUpcoming(r, today));
  const selected = occurrenceOn(sorted, date, today);
  if (selected) return { main: selected, kind: 'selected', others: upcoming.filter((r) => r !== selected) };
  if (upcoming.length) return { main: upcoming[0], kind: 'next', others: upcoming.slice(1) };
  const last = sorted[sorted.length - 1] ?? null;
  return { main: last, kind: last ? 'past' : null, others: [] };
}

/** An event's dates: the leading occurrence highlighted, then the other upcoming dates. */
export function EventDates(props: EventDatesProps) {
  const { main, kind, others } = planEventDates(props);
  if (!main) return null;
  return (
    <div className={styles.eventDates}>
      <p className={styles.eventDateMain} data-kind={kind}>
        <span className={styles.eventDateLabel}>
          {kind === 'selected' ? ELEMENT_LABELS.selectedDate : kind === 'next' ? ELEMENT_LABELS.nextDate : ELEMENT_LABELS.dates}
        </span>{' '}
        <DateRangeText range={main} dataType={props.dataType} upcoming={kind !== 'past'} />
      </p>
      {kind === 'past' && <p className={styles.muted}>{ELEMENT_LABELS.pastEvent}</p>}
      {others.length > 0 && (
        <>
          <h3 className={styles.subheading}>{ELEMENT_LABELS.otherDates}</h3>
          <ul className={styles.dateList}>
            {others.map((range, i) => (
              <li key={`${range[0]}-${i}`}>
                <DateRangeText range={range} dataType={props.dataType} upcoming />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
