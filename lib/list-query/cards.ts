/**
 * What a list card needs, as plain JSON: built once on the server (page render and /api/lists) so the
 * client renders exactly what the server rendered — dates are formatted server-side for the same `today`.
 */
import { formatRange } from '../dates';
import { elementOf, eventRanges, textOf } from '../entries/access';
import { entryHref, entryNextOccurrence } from '../entries/occurrences';
import { ELEMENT_IDS } from '../entries/element-ids';
import type { Entry } from '../entries/types';
import { shorten } from '../text';
import type { DayRange } from './dates';
import type { HoursLive } from '../hours/badge';

export const CARD_TEXT_LENGTH = 160;

export interface CardData {
  /** Unique in a list (`sourceId::YYYY-MM-DD` for an occurrence of a recurring event). */
  id: string;
  sourceId: string;
  type: string;
  title: string;
  /** Entry page; occurrences of recurring events add `?date=YYYY-MM-DD`. */
  href: string;
  image: string | null;
  categories: string[];
  /** Overview (else intro), shortened at a word boundary. */
  summary: string;
  /** Next (or this occurrence's) date range, formatted for display. */
  when: { start: string; label: string } | null;
  /** [longitude, latitude] from the entry's geo element, or null. */
  point: [number, number] | null;
  /** The open/closed badge, for entries with machine-readable hours (added by server code: lib/hours/entry-hours.ts). */
  hours?: HoursLive;
  /** On the trip page: the trip's days this place is closed on ("Closed today", "Closed Sat, Nov 28 (…)"). */
  closed?: string[];
  /** On the visitor's trip page: what live conditions say about it ("Park Closure: …", "Severe: Winter Storm Warning"). */
  conditions?: string[];
}

/** Body of GET /api/lists/{key} and what a list view's client keeps for it. */
export interface ListPayload {
  items: CardData[];
  total: number;
  /** 'YYYY-MM-DD' in America/Denver the server used (events from this day on). */
  today: string;
  /** The events list's days these results are for (docs/product.md#dates-on-the-events-list); absent for every day. */
  dates?: DayRange;
  /** A list of places with dates: matching places that keep no machine-readable hours (docs/product.md#open-on-my-dates). */
  withoutHours?: number;
}

/** The entry's map point: the geo element's point, else its first Point feature. */
export function entryPoint(entry: Pick<Entry, 'element'>): [number, number] | null {
  const geo = elementOf(entry, ELEMENT_IDS.geo, 'geo')?.data;
  if (!geo) return null;
  if (geo.point) return geo.point;
  for (const feature of geo.features) {
    if (feature.geometry.type === 'Point') {
      const [lon, lat] = feature.geometry.coordinates;
      if (Number.isFinite(lon) && Number.isFinite(lat)) return [lon, lat];
    }
  }
  return null;
}


export function toCardData(entry: Entry, today: string): CardData {
  const summary = textOf(entry, ELEMENT_IDS.overview).text || textOf(entry, ELEMENT_IDS.intro).text;
  const range = eventRanges(entry).length > 0 ? entryNextOccurrence(entry, today) : null;
  const dataType = elementOf(entry, ELEMENT_IDS.eventDatetime, 'datetime')?.dataType ?? 'date/time';
  const label = range ? formatRange(range, dataType) : '';
  return {
    id: entry.id,
    sourceId: entry.sourceId,
    type: entry.type,
    title: entry.title,
    href: entryHref(entry),
    image: entry.image,
    categories: entry.categories.map((c) => c.label),
    summary: shorten(summary, CARD_TEXT_LENGTH),
    when: range && label ? { start: range[0], label } : null,
    point: entryPoint(entry),
  };
}
