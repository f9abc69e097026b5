/** Ordering, filtering and counting of list items (docs/product.md#orders, docs/product.md#counts). Returns new arrays. */
import { rangeStartMs } from '../dates';
import { entryNextOccurrence } from '../entries/occurrences';
import type { Entry } from '../entries/types';
import type { OrderKey } from './state';

type Orderable = Pick<Entry, 'title' | 'prioritized' | 'ordinal' | 'score'> & Partial<Entry>;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const byTitle = (a: Orderable, b: Orderable) => collator.compare(a.title, b.title);
const byPriority = (a: Orderable, b: Orderable) =>
  Number(b.prioritized) - Number(a.prioritized) || a.ordinal - b.ordinal || byTitle(a, b);

export interface OrderOptions {
  /** Current search text: relevance only applies when there is one. */
  search?: string;
  /** Today in the zone ('YYYY-MM-DD'), for order=time. */
  today?: string;
}

export function orderEntries<T extends Orderable>(entries: readonly T[], order: OrderKey, options: OrderOptions = {}): T[] {
  const list = [...entries];
  switch (order) {
    case 'score':
      if (!options.search?.trim()) return list.sort(byPriority);
      return list.sort((a, b) => (b.score ?? -Infinity) - (a.score ?? -Infinity) || byPriority(a, b));
    case 'time': {
      const today = options.today ?? '0000-00-00';
      const key = new Map(
        list.map((e) => [
          e,
          e.element ? rangeStartMs(entryNextOccurrence({ element: e.element, occurrence: e.occurrence ?? null }, today)) : Infinity,
        ]),
      );
      return list.sort((a, b) => {
        const ka = key.get(a)!;
        const kb = key.get(b)!;
        return ka === kb ? byPriority(a, b) : ka === Infinity ? 1 : kb === Infinity ? -1 : ka - kb;
      });
    }
    case 'title':
    case 'a-z':
      return list.sort(byTitle);
    case 'z-a':
      return list.sort((a, b) => byTitle(b, a));
    case 'priority':
    default:
      return list.sort(byPriority);
  }
}

/** Entries carrying the category option id; '' keeps all. */
export function filterByCategory<T extends Pick<Entry, 'categories'>>(entries: readonly T[], category: string): T[] {
  if (!category) return [...entries];
  return entries.filter((e) => e.categories.some((c) => c.id === category));
}
