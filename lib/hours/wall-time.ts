/**
 * Whitefish wall time ↔ instants, for the `opening_hours` evaluator: it reads the *local* fields of the Dates it is
 * given (getHours…) and knows no zones, so it is handed "wall clock" Dates whose local fields are Whitefish's wall
 * time, and the wall times it returns are turned back into instants here. That is exact whatever the server's zone
 * as long as that zone has no gap at the same wall time (UTC has none; US zones shift on the same days as Denver at
 * the same wall time).
 */
import { TIME_ZONE } from '../config/constants';
import { partsInZone } from '../dates';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A Date whose local fields are Whitefish's wall time at `ms`. */
export function toWall(ms: number): Date {
  const p = partsInZone(new Date(ms), TIME_ZONE);
  return new Date(p.y, p.m - 1, p.d, p.h, p.min, p.s);
}

/** Offset of Whitefish from UTC (ms) at an instant. */
function offsetAt(ms: number): number {
  const p = partsInZone(new Date(ms), TIME_ZONE);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant of a Whitefish wall time. A time the clocks repeat (1:30 am on the first Sunday of November) is the
 * first of the two; a time they skip (2:30 am on the second Sunday of March) is read with the offset before the
 * change, so a "02:00" closing on that night is the moment the clocks jump.
 */
export function instantOfWall(y: number, m: number, d: number, h: number, min: number): number {
  const asUtc = Date.UTC(y, m - 1, d, h, min);
  const before = offsetAt(asUtc - 14 * HOUR);
  const after = offsetAt(asUtc + 14 * HOUR);
  const valid = [asUtc - before, asUtc - after].filter((t) => {
    const p = partsInZone(new Date(t), TIME_ZONE);
    return p.y === y && p.m === m && p.d === d && p.h === h && p.min === min;
  });
  return valid.length ? Math.min(...valid) : asUtc - before;
}

export function fromWall(date: Date): number {
  return instantOfWall(date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours(), date.getMinutes());
}
