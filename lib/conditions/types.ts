/**
 * Live conditions (docs/product.md#conditions): what the site's background polls of public agencies found, as one
 * shape for every source. Pure types: server and browser code alike.
 */

/** One kind per source: weather alerts, wildfires near town, Glacier National Park alerts, air quality. */
export type ConditionKind = 'weather' | 'fire' | 'park' | 'air';

export const CONDITION_KINDS: readonly ConditionKind[] = ['weather', 'fire', 'park', 'air'];

/**
 * How much an item matters, comparable across sources: 0 information, 1 minor (advisory, good air), 2 moderate,
 * 3 severe, 4 extreme. Each adapter maps its agency's own scale onto it.
 */
export type ConditionLevel = 0 | 1 | 2 | 3 | 4;

export interface ConditionItem {
  /** The agency's own id, stable across polls (a dismissed notice stays dismissed until a new id arrives). */
  id: string;
  kind: ConditionKind;
  title: string;
  /** One line: the headline, size and containment, the AQI and its category. */
  summary: string;
  /** Longer text as the agency wrote it (plain text; never rendered as HTML). */
  detail: string;
  /** What the agency tells people to do, when it says. */
  instruction: string;
  level: ConditionLevel;
  /** The agency's word for the level ("Severe", "Park Closure", "Moderate"). */
  levelLabel: string;
  /** When the agency issued or last changed it (ISO), as it says. */
  issued: string | null;
  /** When it applies from and until (ISO), when the agency says. */
  starts: string | null;
  ends: string | null;
  /** The agency's page for this item. */
  url: string | null;
  /** Area or place names the agency lists. */
  area: string;
  /** [longitude, latitude] for items on the map (fires). */
  point: [number, number] | null;
  /** Distance (miles) and compass direction from town, for located items. */
  miles: number | null;
  direction: string;
  /** Display colour of an air quality category (the agency's own scale). */
  color: string;
}

/** What an adapter needs to know besides the answer itself. */
export interface ParseContext {
  now: Date;
  /** Town centre. */
  home: { latitude: number; longitude: number };
  /** Fires farther than this (miles) are left out. */
  radiusMiles: number;
}

/** A source's answer could not be read (not JSON, not the documented shape, too big). */
export class SourceFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SourceFormatError';
  }
}
