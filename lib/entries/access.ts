/** Typed element accessors: `elementOf(entry, 'body', 'text')?.data` without narrowing by hand. */
import type { DateRange } from '../dates';
import { ELEMENT_IDS } from './element-ids';
import type { ElementOf, ElementType, Entry, FileItem, TextFormat } from './types';

export function elementOf<T extends ElementType>(
  entry: Pick<Entry, 'element'> | null | undefined,
  id: string,
  type: T,
): ElementOf<T> | null {
  const el = entry?.element[id];
  return el && el.type === type ? (el as ElementOf<T>) : null;
}

/** Trimmed text of a text element ('' when absent) and its format. */
export function textOf(entry: Pick<Entry, 'element'> | null | undefined, id: string): { text: string; format: TextFormat } {
  const el = elementOf(entry, id, 'text');
  return { text: el?.data.trim() ?? '', format: el?.format ?? 'text/plain' };
}

export function filesOf(entry: Pick<Entry, 'element'> | null | undefined, id: string): FileItem[] {
  return elementOf(entry, id, 'file')?.data ?? [];
}

/** The event's date ranges; for an expanded occurrence the first item is the occurrence. */
export function eventRanges(entry: Pick<Entry, 'element'> | null | undefined): DateRange[] {
  return elementOf(entry, ELEMENT_IDS.eventDatetime, 'datetime')?.data ?? [];
}
