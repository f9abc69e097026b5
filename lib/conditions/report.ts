import type { ConditionItem, ConditionKind } from './types';

/**
 * What visitors are shown, per source: its items (most severe first) and how current they are. Built from the
 * local store on the server; the same shape is the JSON of /api/conditions and the props of the page's parts.
 */

/** `current`: the last good answer is younger than the source's stale age. `stale`: older (the polls fail).
 * `unchecked`: no good answer yet (the source could not be reached since this server started). */
export type SourceStatus = 'current' | 'stale' | 'unchecked';

export interface SourceReport {
  kind: ConditionKind;
  agency: string;
  homePage: string;
  status: SourceStatus;
  items: ConditionItem[];
  /** When the last good answer arrived (ISO), null before the first. */
  fetchedAt: string | null;
  /** When the source was last asked, whatever it answered. */
  checkedAt: string | null;
  /** The last ask failed (the items are the last good ones). */
  failing: boolean;
  /** The last ask failed in a way retrying will not mend: an answer in no shape the parser knows, or a retired
   * address. The items are the last good ones, labelled stale at once. */
  unreadable: boolean;
  /** CONDITIONS=sample: a recorded answer, when it was current and where it answered for; null for a live source. */
  sample: { recordedAt: string; place: string } | null;
}

export interface ConditionsReport {
  /** False when this server does not poll at all (CONDITIONS=off): the page says so instead of "no alerts". */
  enabled: boolean;
  /** CONDITIONS=sample: recorded answers, shown on /conditions only and labelled there; no strip, notice or mark. */
  sample: boolean;
  generatedAt: string;
  /** Sources this server polls, in page order; a source without its key is not among them. */
  sources: SourceReport[];
}

/** Most severe first; equal levels newest first; then by title, so the order is stable. */
export function bySeverity(a: ConditionItem, b: ConditionItem): number {
  return b.level - a.level || (Date.parse(b.issued ?? '') || 0) - (Date.parse(a.issued ?? '') || 0) || a.title.localeCompare(b.title);
}

/** Items whose end has passed are no longer shown, even if the source has not been asked since. */
export function stillValid(item: ConditionItem, now: Date): boolean {
  return !item.ends || Date.parse(item.ends) > now.getTime();
}

/** Every item of every source, most severe first. */
export function allItems(report: ConditionsReport): ConditionItem[] {
  return report.sources.flatMap((source) => source.items).sort(bySeverity);
}

/** The worst current item of each kind, for the compact strip (kinds without items are left out). */
export function worstPerKind(report: ConditionsReport): ConditionItem[] {
  return report.sources.flatMap((source) => (source.items.length > 0 ? [[...source.items].sort(bySeverity)[0]] : [])).sort(bySeverity);
}

/**
 * Items that raise a site notice by themselves: a weather alert the National Weather Service rates Severe or
 * Extreme, and a fire rated severe (its size and distance, lib/conditions/sources/nifc.ts).
 */
export function noticeItems(report: ConditionsReport): ConditionItem[] {
  return allItems(report).filter(
    (item) => (item.kind === 'weather' || item.kind === 'fire') && item.level >= 3,
  );
}
