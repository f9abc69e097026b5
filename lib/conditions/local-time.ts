import { TIME_ZONE } from '../config/constants';
import { partsInZone } from '../dates';

/**
 * Agencies' local wall times ("2026-07-29", "14:00", "PDT") as instants. A zone abbreviation names one fixed offset,
 * standard or daylight, whatever the season (AirNow's retired services said "MST" all summer), so it is taken at
 * its word. Without one (or with one not listed) the town's own zone decides, daylight or standard for that date,
 * through Intl.
 */

const OFFSET_HOURS: Record<string, number> = {
  HST: -10,
  AKST: -9,
  AKDT: -8,
  PST: -8,
  PDT: -7,
  MST: -7,
  MDT: -6,
  CST: -6,
  CDT: -5,
  EST: -5,
  EDT: -4,
  AST: -4,
  ADT: -3,
};

const HOUR_MS = 3_600_000;

/** The town zone's offset from UTC (ms) at the instant whose wall time there is `wallUtc` read as UTC. */
function townOffset(wallUtc: number): number {
  let guess = wallUtc;
  for (let i = 0; i < 2; i++) {
    const p = partsInZone(new Date(guess), TIME_ZONE);
    const offset = Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - Math.floor(guess / 1000) * 1000;
    guess = wallUtc - offset;
  }
  return wallUtc - guess;
}

/** `day` 'YYYY-MM-DD', `hour` 0–23, `zone` an abbreviation or '' → ISO instant; null when the day or hour is not one. */
export function localHourToIso(day: string, hour: number, zone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim());
  if (!m || !Number.isInteger(hour) || hour < 0 || hour > 23) return null;
  const wallUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), hour);
  if (Number.isNaN(wallUtc)) return null;
  const fixed = OFFSET_HOURS[zone.trim().toUpperCase()];
  const offset = fixed !== undefined ? fixed * HOUR_MS : townOffset(wallUtc);
  return new Date(wallUtc - offset).toISOString();
}
