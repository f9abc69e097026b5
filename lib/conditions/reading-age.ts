import type { ConditionItem } from './types';

/**
 * Air quality readings are hourly and arrive within the next hour; a reading older than this means the monitor
 * has sent nothing newer, and the page says the reading is old (docs/product.md#conditions).
 */
export const OLD_READING_HOURS = 3;

export function isOldReading(item: ConditionItem, now: Date): boolean {
  if (item.kind !== 'air' || !item.issued) return false;
  return now.getTime() - Date.parse(item.issued) > OLD_READING_HOURS * 3_600_000;
}
