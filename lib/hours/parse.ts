/**
 * Opening hours a machine can read (docs/product.md#opening-hours): an entry's `opening-hours` element in
 * OpenStreetMap's `opening_hours` syntax, parsed by the `opening_hours` package for Whitefish (Montana's holidays).
 *
 * Server code only, like every module here that imports it (./intervals, ./labels, ./week, ./schema): the evaluator
 * is large, so browsers get its results (./live), never the evaluator.
 */
import OpeningHours from 'opening_hours';
import { LRUCache } from 'lru-cache';
import { logOnce } from '../log-once';
import { MAP } from '../config/constants';
import { hoursTooComplex } from './complexity';

/** Public holidays (`PH`) are Montana's, as the package knows them (federal holidays plus Christmas Eve and New Year's Eve). */
const WHERE = { lat: MAP.center.latitude, lon: MAP.center.longitude, address: { country_code: 'us', state: 'Montana' } };

/** A parsed value. `value` is as the editor wrote it (trimmed). */
export interface Hours {
  value: string;
  evaluator: OpeningHours;
}

/**
 * Values already parsed (NOT_HOURS: does not parse). Parsing costs about half a millisecond, and the same values come
 * back on every list and page; the least recently used go first past MAX_PARSED.
 */
const NOT_HOURS = 'not-hours';
const MAX_PARSED = 2_000;
const parsed = new LRUCache<string, Hours | typeof NOT_HOURS>({ max: MAX_PARSED });

export function warnInvalid(value: string, entryId: string | undefined, error: unknown, event = 'invalid_opening_hours'): void {
  const reason = String(error instanceof Error ? error.message : error).split('\n')[0].slice(0, 200);
  logOnce(`${event}:${value}`, () =>
    console.warn(JSON.stringify({ time: new Date().toISOString(), level: 'warn', source: 'hours', event, entry: entryId, value: value.slice(0, 200), reason })),
  );
}

/**
 * The evaluator for a value, or null for an empty value or one that does not parse: that is logged once per value
 * (a warning, never an error for the visitor) and the entry is treated as one without machine-readable hours.
 */
export function parseHours(value: string | null | undefined, entryId?: string): Hours | null {
  const v = (value ?? '').trim();
  if (!v || v.length > 1_000) return null;
  const known = parsed.get(v);
  if (known !== undefined) return known === NOT_HOURS ? null : known;
  let hours: Hours | null;
  const tooComplex = hoursTooComplex(v);
  if (tooComplex) {
    warnInvalid(v, entryId, tooComplex, 'opening_hours_too_complex');
    parsed.set(v, NOT_HOURS);
    return null;
  }
  try {
    // mode 0: time ranges only (points in time such as "Mo 12:00" are not opening hours)
    hours = { value: v, evaluator: new OpeningHours(v, WHERE, { mode: 0, tag_key: 'opening_hours', map_value: false, warnings_severity: undefined, locale: 'en' }) };
  } catch (error) {
    warnInvalid(v, entryId, error);
    hours = null;
  }
  parsed.set(v, hours ?? NOT_HOURS);
  return hours;
}
