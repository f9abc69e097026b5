/** Distances on the earth's surface, for `near` filters: great-circle (haversine) on a sphere of mean radius. */
export interface Point {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** [longitude, latitude] as the content model stores it. */
export const pointOf = (lonLat: [number, number] | null): Point | null => (lonLat ? { latitude: lonLat[1], longitude: lonLat[0] } : null);
