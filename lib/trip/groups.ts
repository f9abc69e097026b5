/**
 * What the trip page lists (docs/product.md#the-trip-page): the saved entries as cards grouped by type — events
 * first, soonest next date first; then the other types in the order of the site's list views, each in the order
 * saved; entries of no list view last, as pages. Plain JSON, the same for the page and GET /api/trip.
 */
import { LIST_VIEWS } from '../config/routes';
import { tripPageMessages } from '@/lib/trip/messages';
import { rangeStartMs } from '../dates';
import { entryNextOccurrence } from '../entries/occurrences';
import type { Entry } from '../entries/types';
import { toCardData, type CardData } from '../list-query/cards';
import { UNSEARCHABLE_TYPES } from '../search/type-label';

export interface TripGroup {
  /** The list view's key (`events`, `stay`, …), or `other`. */
  key: string;
  label: string;
  items: CardData[];
}

export interface TripList {
  groups: TripGroup[];
  /** Ids asked for that are not shown: unknown, unpublished, deleted, or not a page of their own. */
  leftOut: number;
}

/** A trip as the page and GET /api/trip show it. */
export interface TripPayload extends TripList {
  /** Valid ids past TRIP_MAX_ITEMS that were not read at all. */
  overflow: number;
  /** 'YYYY-MM-DD' in America/Denver the dates were chosen for. */
  today: string;
}

const EVENT_TYPE = 'event';
const OTHER = { key: 'other', label: tripPageMessages.other_group };
/** Events first, then the list views in the site's order. */
const VIEW_ORDER = [...LIST_VIEWS.filter((view) => view.type === EVENT_TYPE), ...LIST_VIEWS.filter((view) => view.type !== EVENT_TYPE)];
/** Configuration and parts of other pages: never in a trip. */
const NOT_LISTED: readonly string[] = UNSEARCHABLE_TYPES;

function groupOf(entry: Entry): { key: string; label: string } {
  const view = VIEW_ORDER.find((v) => entry.types.includes(v.type));
  return view ? { key: view.key, label: view.label } : OTHER;
}

const compareTimes = (a: number, b: number): number => (a === b ? 0 : a < b ? -1 : 1);

/** `entries` (in any order, each at most once) for the `ids` asked, in the trip's groups and order. */
export function groupTripEntries(ids: readonly string[], entries: readonly Entry[], today: string): TripList {
  const byId = new Map(entries.filter((entry) => !NOT_LISTED.includes(entry.type)).map((entry) => [entry.sourceId, entry]));
  const grouped = new Map<string, { label: string; entries: Entry[] }>();
  let shown = 0;
  for (const id of ids) {
    const entry = byId.get(id);
    if (!entry) continue;
    byId.delete(id);
    shown += 1;
    const { key, label } = groupOf(entry);
    const group = grouped.get(key) ?? { label, entries: [] };
    group.entries.push(entry);
    grouped.set(key, group);
  }
  const events = grouped.get(VIEW_ORDER[0].key);
  if (events) {
    // Stable: events with the same next date, and those with none left (last), keep the order they were saved in.
    const next = new Map(events.entries.map((entry) => [entry, rangeStartMs(entryNextOccurrence(entry, today))]));
    events.entries.sort((a, b) => compareTimes(next.get(a)!, next.get(b)!));
  }
  const order = [...VIEW_ORDER.map((view) => view.key), OTHER.key];
  return {
    groups: order.flatMap((key) => {
      const group = grouped.get(key);
      return group ? [{ key, label: group.label, items: group.entries.map((entry) => toCardData(entry, today)) }] : [];
    }),
    leftOut: ids.length - shown,
  };
}
