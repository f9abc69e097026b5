import { EntryCard } from '@/components/entry/EntryCard';
import { getEntriesById } from '@/lib/content/entries';
import { todayInZone } from '@/lib/dates';
import type { ElementOf } from '@/lib/entries';
import { ELEMENT_LABELS } from './labels';
import styles from './elements.module.css';

/** Referenced entries as cards (each phase-checked by getEntriesById); a failed load shows nothing. */
export async function EntryRefsElement({ element, today = todayInZone() }: { element: ElementOf<'entry'>; today?: string }) {
  const ids = [...new Set(element.data.map((ref) => ref.id))];
  if (ids.length === 0) return null;
  const entries = await getEntriesById(ids).catch((error: unknown) => {
    console.error('Entry references failed to load:', error instanceof Error ? error.message : error);
    return [];
  });
  if (entries.length === 0) return null;
  const heading = element.name || ELEMENT_LABELS.related;
  return (
    <section className={styles.section} aria-label={heading}>
      <h2 className={styles.heading}>{heading}</h2>
      <div className={styles.cards}>
        {entries.map((entry) => (
          <EntryCard key={entry.id} entry={entry} today={today} />
        ))}
      </div>
    </section>
  );
}
