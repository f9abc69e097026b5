import type { HoursDay } from '@/lib/hours/week';
import styles from './hours.module.css';

/** The week's hours on an entry page: one row per day from the day the page was rendered, with its date. */
export function HoursWeek({ days, headingId }: { days: readonly HoursDay[]; headingId: string }) {
  return (
    <table className={styles.week} aria-labelledby={headingId}>
      <tbody>
        {days.map((d) => (
          <tr key={d.day}>
            <th scope="row">
              <time dateTime={d.day}>{d.label}</time>
            </th>
            <td className={d.ranges.length ? undefined : styles.closed}>{d.ranges.length ? d.ranges.join(', ') : 'Closed'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
