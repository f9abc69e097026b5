/** Places in and around Whitefish: anchors for map points and fictional street addresses. */
import { stableInt } from './ids';

export type Area = 'downtown' | 'highway' | 'lakeshore' | 'mountain' | 'eastside' | 'glacier' | 'columbia';

interface AreaDef {
  lon: number;
  lat: number;
  /** spread in degrees around the anchor */
  spread: number;
  streets: string[];
  city: string;
  postcode: string;
}

export const AREAS: Record<Area, AreaDef> = {
  downtown: { lon: -114.3372, lat: 48.4108, spread: 0.004, streets: ['Central Ave', 'Spokane Ave', 'Baker Ave', 'E 2nd St', 'Lupfer Ave'], city: 'Whitefish', postcode: '59937' },
  highway: { lon: -114.3395, lat: 48.3905, spread: 0.008, streets: ['Spokane Ave', 'US-93 S', 'Commerce St', 'Baker Ave'], city: 'Whitefish', postcode: '59937' },
  lakeshore: { lon: -114.3565, lat: 48.4235, spread: 0.007, streets: ['Wisconsin Ave', 'Lakeside Blvd', 'E Lakeshore Dr', 'State Park Rd'], city: 'Whitefish', postcode: '59937' },
  mountain: { lon: -114.3545, lat: 48.4838, spread: 0.004, streets: ['Big Mountain Rd', 'Gelande St', 'Ptarmigan Ln', 'Slopeside Dr'], city: 'Whitefish', postcode: '59937' },
  eastside: { lon: -114.3262, lat: 48.4086, spread: 0.005, streets: ['E 7th St', 'Armory Rd', 'Edgewood Pl', 'Kalispell Ave'], city: 'Whitefish', postcode: '59937' },
  glacier: { lon: -113.9846, lat: 48.4966, spread: 0.006, streets: ['Going-to-the-Sun Rd', 'Old River Rd', 'US-2 E'], city: 'West Glacier', postcode: '59936' },
  columbia: { lon: -114.1812, lat: 48.3700, spread: 0.006, streets: ['Nucleus Ave', '9th St W', 'Station St'], city: 'Columbia Falls', postcode: '59912' },
};

/** A deterministic point inside an area, rounded to 5 decimals: [lon, lat]. */
export function pointIn(area: Area, key: string): [number, number] {
  const a = AREAS[area];
  const dx = (stableInt(`lon:${key}`, 2001) / 1000 - 1) * a.spread;
  const dy = (stableInt(`lat:${key}`, 2001) / 1000 - 1) * a.spread * 0.6;
  return [Number((a.lon + dx).toFixed(5)), Number((a.lat + dy).toFixed(5))];
}

/** A fictional street address in an area. */
export function addressIn(area: Area, key: string): { detail: string; city: string; postcode: string } {
  const a = AREAS[area];
  const street = a.streets[stableInt(`street:${key}`, a.streets.length)];
  const number = 100 + stableInt(`number:${key}`, 5900);
  return { detail: `${number} ${street}`, city: a.city, postcode: a.postcode };
}

export const TOWN_CENTER: [number, number] = [-114.3379, 48.4112];
