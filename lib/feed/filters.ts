/** The filters places and events share: near a point, in categories. */
import type { Entry } from '../entries';
import { entryPoint } from '../list-query/cards';
import { distanceKm, pointOf } from './distance';
import type { Near } from './param-values';

/** Entries within the radius, each with its distance; all of them, without `near`. */
export function withinReach(entries: readonly Entry[], near: Near | null): { entry: Entry; distanceKm?: number }[] {
  if (!near) return entries.map((entry) => ({ entry }));
  return entries.flatMap((entry) => {
    const point = pointOf(entryPoint(entry));
    if (!point) return [];
    const km = distanceKm(near.point, point);
    return km <= near.radiusKm ? [{ entry, distanceKm: Math.round(km * 1000) / 1000 }] : [];
  });
}

export function inCategories(entry: Entry, categories: readonly string[]): boolean {
  return categories.length === 0 || entry.categories.some((category) => categories.includes(category.id));
}

