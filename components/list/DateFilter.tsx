import { listDateMessages } from '@/lib/list-query/messages';
import { OPEN_NOW, WHEN_KEYS, type WhenKey } from '@/lib/list-query/dates';
import styles from './ListController.module.css';

/** The "When" select's value: a quick choice, no dates, or custom days (then the From/To fields show). */
export type DateChoice = WhenKey | typeof OPEN_NOW | 'any' | 'dates';

export interface DateFilterProps {
  idPrefix: string;
  choice: DateChoice;
  from: string;
  to: string;
  onChoice: (choice: DateChoice) => void;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
  /** A list of places: "Open now" is a choice too (docs/product.md#open-on-my-dates). */
  openNow?: boolean;
}

const CHOICES: readonly DateChoice[] = ['any', ...WHEN_KEYS, 'dates'];
const PLACE_CHOICES: readonly DateChoice[] = ['any', OPEN_NOW, ...WHEN_KEYS, 'dates'];

/**
 * The events list's "When" control (docs/product.md#dates-on-the-events-list), part of the list's GET form: the
 * select sends `when` (`any` and `dates` are ignored as quick choices, so the From/To fields decide), the fields
 * send `from` and `to`. The fields show while "Choose dates…" is selected, by CSS alone, so without JavaScript too.
 */
export function DateFilter({ idPrefix, choice, from, to, onChoice, onFrom, onTo, openNow = false }: DateFilterProps) {
  return (
    <div className={styles.when}>
      <div className={styles.field}>
        <label htmlFor={`${idPrefix}-when`}>{listDateMessages.when}</label>
        <select id={`${idPrefix}-when`} name="when" value={choice} onChange={(e) => onChoice(e.target.value as DateChoice)}>
          {(openNow ? PLACE_CHOICES : CHOICES).map((c) => (
            <option key={c} value={c}>
              {listDateMessages[c]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.days} role="group" aria-label={listDateMessages.days}>
        <div className={styles.field}>
          <label htmlFor={`${idPrefix}-from`}>{listDateMessages.from}</label>
          <input id={`${idPrefix}-from`} type="date" name="from" value={from} onChange={(e) => onFrom(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${idPrefix}-to`}>{listDateMessages.to}</label>
          <input id={`${idPrefix}-to`} type="date" name="to" value={to} onChange={(e) => onTo(e.target.value)} />
        </div>
      </div>
    </div>
  );
}
