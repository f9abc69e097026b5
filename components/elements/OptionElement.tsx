import type { Option } from '@/lib/entries';
import styles from './elements.module.css';

/** Chosen options (category labels) as a compact list. */
export function OptionList({ options, label }: { options: readonly Option[]; label?: string }) {
  if (options.length === 0) return null;
  return (
    <ul className={styles.options} aria-label={label}>
      {options.map((o) => (
        <li key={o.id} className={styles.option}>
          {o.label}
        </li>
      ))}
    </ul>
  );
}
