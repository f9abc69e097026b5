/** Geo feature types and helpers shared by the site map and the map-listed entries. */
import type { WireGeoData, WireGeoFeature, WireGeoFeatureType } from '../../content-client/wire';
import { stableId } from './ids';

function featureType(
  key: string,
  type: WireGeoFeatureType['type'],
  name: string,
  color: string,
  icon: string,
  isDefault = false,
): WireGeoFeatureType {
  return {
    id: stableId(`feature-type:${key}`),
    type,
    name,
    color,
    enabled: true,
    default: isDefault,
    quantity: [0, 0],
    attributes: { icon },
  };
}

export const FEATURE_TYPES = {
  trail: featureType('trail', 'path', 'Trail', 'c0392b', 'hiking-15', true),
  nordic: featureType('nordic', 'path', 'Nordic Ski Trail', '2471a3', 'skiing-15'),
  listing: featureType('listing', 'point', 'Listing', '0077d4', 'circle-15', true),
  trailhead: featureType('trailhead', 'point', 'Trailhead', '27ae60', 'triangle-15'),
  viewpoint: featureType('viewpoint', 'point', 'Viewpoint', '8e44ad', 'viewpoint-15'),
  parking: featureType('parking', 'point', 'Parking', '34495e', 'parking-15'),
  park: featureType('park', 'polygon', 'Park', '2e8b57', 'park-15', true),
  skiArea: featureType('ski-area', 'polygon', 'Ski Area Boundary', '5dade2', 'skiing-15'),
} as const;

export function featureTypes(): WireGeoFeatureType[] {
  return Object.values(FEATURE_TYPES);
}

export function feature(
  key: string,
  type: WireGeoFeatureType,
  geometry: GeoJSON.Geometry,
  text: string,
  ordinal = 0,
): WireGeoFeature {
  return { id: stableId(`feature:${key}`), ordinal, type, json: JSON.stringify(geometry), text };
}

/** A map-listed entry's geo element value: one point feature. */
export function pointGeo(key: string, point: [number, number], text: string): WireGeoData {
  return {
    id: stableId(`geo:${key}`),
    point: `${point[0]},${point[1]}`,
    zoom: 15,
    features: [feature(`point:${key}`, FEATURE_TYPES.listing, { type: 'Point', coordinates: point }, text)],
  };
}
