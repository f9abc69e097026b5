/** Valid query strings (./params.ts) as the values the readers take. */
import { addDays, todayInZone } from '../dates';
import { DEFAULT_PAGE_SIZE, DEFAULT_RADIUS_KM } from './params';
import type { Point } from './distance';

export interface Near {
  point: Point;
  radiusKm: number;
}

export function nearOf(near: string | undefined, radius: string | undefined): Near | null {
  if (!near) return null;
  const [latitude, longitude] = near.split(',').map(Number);
  return { point: { latitude, longitude }, radiusKm: radius ? Number(radius) : DEFAULT_RADIUS_KM };
}

export const pageSizeOf = (limit: string | undefined): number => (limit ? Number(limit) : DEFAULT_PAGE_SIZE);
export const listOf = (value: string | undefined): string[] => (value ? [...new Set(value.split(','))] : []);

/** The days of an events query: `from` (default today) to `to` (default six days on). */
export function daysOf(from: string | undefined, to: string | undefined, now: Date): { from: string; to: string } {
  const first = from ?? todayInZone(now);
  return { from: first, to: to ?? addDays(first, 6) };
}
