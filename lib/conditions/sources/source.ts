import type { ConditionItem, ConditionKind, ParseContext } from '../types';

/** How the site asks one agency: where, with which key, and who is asking. */
export interface SourceSettings {
  /** Base URL (configurable, so tests point it at a local stand-in). */
  baseUrl: string;
  /** API key, '' for sources without one. */
  key: string;
  /** Names the site and its operator's contact, as the agencies ask. */
  userAgent: string;
  home: ParseContext['home'];
  radiusMiles: number;
}

export interface SourceRequest {
  url: string;
  headers: Record<string, string>;
}

/**
 * One agency: the request to make and a pure parser of its answer (unknown JSON → items; throws
 * SourceFormatError for anything not in the documented shape). Fetching, timing and storage are the poller's.
 */
export interface SourceAdapter {
  kind: ConditionKind;
  /** The agency, as the page credits it. */
  agency: string;
  /** The agency's own page for this information, linked from the page's section. */
  homePage: string;
  /** A source that needs a key is left out (absent from the page) without one. */
  needsKey: boolean;
  request(settings: SourceSettings): SourceRequest;
  parse(body: unknown, context: ParseContext): ConditionItem[];
}

/** Coordinates as agencies take them in a query: four decimals (about 10 m). */
export const coordinate = (value: number): string => value.toFixed(4);
