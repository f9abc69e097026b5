import { ELEMENT_LABELS } from '@/components/elements/labels';
import { googleCalendarUrl } from '@/lib/calendar/google';
import { messages } from '@/lib/config/messages';
import type { DateRange } from '@/lib/dates';
import styles from './EntryView.module.css';

export interface AddToCalendarProps {
  /** The entry's source id. */
  id: string;
  title: string;
  /** The occurrence the page shows: the `?date=` one, else the next upcoming one. */
  range: DateRange;
  /** Its start day ('YYYY-MM-DD'), which names it in `/api/calendar/{id}::{day}`. */
  day: string;
  /** A series of several dates: "All dates (.ics)" too. */
  recurring: boolean;
  /** What Google Calendar's form is filled with. */
  details: string;
  location: string;
}

const calendarFile = (id: string) => `/api/calendar/${encodeURIComponent(id)}`;

/**
 * "Add to calendar" on an event page (docs/product.md#calendar-feeds): the .ics of the occurrence the page shows,
 * the same occurrence in Google Calendar (a new tab), and for a series every upcoming date. Plain links: no script.
 */
export function AddToCalendar({ id, title, range, day, recurring, details, location }: AddToCalendarProps) {
  const google = googleCalendarUrl({ title, range, details, location });
  return (
    <p className={styles.calendar}>
      <a className={styles.calendarLink} href={calendarFile(recurring ? `${id}::${day}` : id)} download>
        {ELEMENT_LABELS.addToCalendar}
      </a>
      {google && (
        <a href={google} target="_blank" rel="noopener noreferrer">
          {messages.calendar.google}
          <span className={styles.visuallyHidden}> {ELEMENT_LABELS.opensInNewTab}</span>
        </a>
      )}
      {recurring && (
        <a href={calendarFile(id)} download>
          {messages.calendar.all_dates}
        </a>
      )}
    </p>
  );
}
