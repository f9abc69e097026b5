/** GeoJSON for the map: list items as points, the site entry's features as paths / points / areas, a legend. */
import type { Feature, FeatureCollection, Geometry, Point } from 'geojson';
import type { GeoFeature, GeoKind } from '../entries/types';
import { isDrawable, isLngLat } from './positions';
import { glyphFor, iconImageId, type GlyphName } from './icons';

export interface EntryPointProps {
  id: string;
  title: string;
  href: string;
}

export interface AreaProps {
  id: string;
  kind: GeoKind;
  typeId: string;
  typeName: string;
  color: string;
  text: string;
  /** Style image id of the feature type's icon (drawn on demand, see lib/map/icons). */
  icon: string;
}

export interface LegendItem {
  typeId: string;
  name: string;
  color: string;
  kind: GeoKind;
  glyph: GlyphName;
}

interface Pointed {
  id: string;
  title: string;
  href: string;
  point: [number, number] | null;
}

/** Items with a valid point, one Point feature each (feature id = item id, for selection). */
export function entryPoints(items: readonly Pointed[]): FeatureCollection<Point, EntryPointProps> {
  const features: Feature<Point, EntryPointProps>[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    if (!isLngLat(item.point) || seen.has(item.id)) continue;
    seen.add(item.id);
    features.push({
      type: 'Feature',
      id: item.id,
      geometry: { type: 'Point', coordinates: [item.point[0], item.point[1]] },
      properties: { id: item.id, title: item.title, href: item.href },
    });
  }
  return { type: 'FeatureCollection', features };
}

/**
 * The site's geo features in their ordinal order, coloured by feature type, each naming its type's icon. A
 * feature with an invalid position anywhere (out of range, not a number) is left out rather than drawn wrong.
 */
export function siteFeatures(features: readonly GeoFeature[]): FeatureCollection<Geometry, AreaProps> {
  return {
    type: 'FeatureCollection',
    features: features
      .filter((f) => isDrawable(f.geometry))
      .sort((a, b) => a.ordinal - b.ordinal)
      .map((f) => ({
        type: 'Feature' as const,
        id: f.id,
        geometry: f.geometry,
        properties: {
          id: f.id,
          kind: f.kind,
          typeId: f.typeId,
          typeName: f.typeName,
          color: f.color,
          text: f.text,
          icon: iconImageId(glyphFor(f.icon, f.kind), f.color),
        },
      })),
  };
}

const KIND_ORDER: Record<GeoKind, number> = { path: 0, point: 1, polygon: 2 };

/** One legend row per feature type used (first use wins), paths, then points, then areas. */
export function legendOf(features: readonly GeoFeature[]): LegendItem[] {
  const byType = new Map<string, LegendItem>();
  for (const f of features) {
    const key = f.typeId || `${f.kind}:${f.typeName}`;
    if (!f.typeName || byType.has(key)) continue;
    byType.set(key, { typeId: key, name: f.typeName, color: f.color, kind: f.kind, glyph: glyphFor(f.icon, f.kind) });
  }
  return [...byType.values()].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
}
