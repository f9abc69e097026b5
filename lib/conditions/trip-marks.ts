import type { CardData } from '../list-query/cards';
import { allItems, type ConditionsReport } from './report';
import type { ConditionItem } from './types';

/**
 * What the conditions say about one saved item of a trip (docs/product.md#the-trip-page), only where the source
 * says so plainly: a Glacier National Park alert of level moderate or above whose title or text names the saved
 * place, and a weather alert of level moderate or above whose time covers a saved event's next date.
 */

/** Shorter titles ("Lake", "Bar") would match alerts by accident. */
const MIN_TITLE_LENGTH = 6;

function namesPlace(alert: ConditionItem, title: string): boolean {
  const name = title.trim().toLowerCase();
  return name.length >= MIN_TITLE_LENGTH && `${alert.title}\n${alert.detail}`.toLowerCase().includes(name);
}

function coversDate(alert: ConditionItem, start: string): boolean {
  const at = Date.parse(start);
  const from = Date.parse(alert.starts ?? alert.issued ?? '');
  const until = Date.parse(alert.ends ?? '');
  return Number.isFinite(at) && Number.isFinite(from) && Number.isFinite(until) && at >= from && at <= until;
}

export function conditionMarks(item: Pick<CardData, 'type' | 'title' | 'when'>, report: ConditionsReport): string[] {
  return allItems(report)
    .filter((alert) => alert.level >= 2)
    .filter((alert) =>
      alert.kind === 'park'
        ? item.type !== 'event' && namesPlace(alert, item.title)
        : alert.kind === 'weather' && item.type === 'event' && item.when !== null && coversDate(alert, item.when.start),
    )
    .map((alert) => `${alert.levelLabel || alert.title}: ${alert.title}`);
}
