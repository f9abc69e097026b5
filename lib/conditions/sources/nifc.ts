import { compassDirection, milesBetween } from '../geo';
import { blankItem, finite, isObject, isoTime, listOf, NOT_SHOWN, readItems, text, type RowReading } from '../read-json';
import { SourceFormatError, type ConditionLevel, type ParseContext } from '../types';
import { coordinate, type SourceAdapter } from './source';

/**
 * Wildfires near town: NIFC's WFIGS current incident locations, an ArcGIS FeatureServer layer queried for
 * wildfires (`IncidentTypeCategory = 'WF'`) within the radius, answered as GeoJSON. No key. Fields used:
 * IncidentName, IncidentSize (acres), PercentContained, FireDiscoveryDateTime and ModifiedOnDateTime_dt (epoch
 * ms), IrwinID. The distance is checked again here: the answer is untrusted.
 */

const FIELDS = ['IncidentName', 'IncidentSize', 'PercentContained', 'FireDiscoveryDateTime', 'ModifiedOnDateTime_dt', 'IrwinID', 'UniqueFireIdentifier'];

/**
 * A fire's level weighs its size and its distance (docs/product.md#conditions): a contained fire is minor; one of
 * at least SEVERE_ACRES within NEAR_MILES, or of LARGE_ACRES anywhere in the radius, is severe; one of at least
 * MODERATE_ACRES, or any fire within CLOSE_MILES, is moderate; a small fire (or one of unreported size) farther
 * away is minor.
 */
export const FIRE_RULE = { NEAR_MILES: 15, CLOSE_MILES: 5, SEVERE_ACRES: 100, LARGE_ACRES: 10_000, MODERATE_ACRES: 10 } as const;

// Whole acres, but a fire of a tenth of an acre is not "0 acres".
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const TENTHS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const acres = (size: number) => `${(size < 10 ? TENTHS : WHOLE).format(size)} ${size === 1 ? 'acre' : 'acres'}`;

function levelOf(miles: number, size: number | null, contained: number | null): ConditionLevel {
  if (contained !== null && contained >= 100) return 1;
  const area = size ?? 0;
  if ((area >= FIRE_RULE.SEVERE_ACRES && miles <= FIRE_RULE.NEAR_MILES) || area >= FIRE_RULE.LARGE_ACRES) return 3;
  if (area >= FIRE_RULE.MODERATE_ACRES || miles <= FIRE_RULE.CLOSE_MILES) return 2;
  return 1;
}

/** Incident names are often all capitals ("SKY"); people read "Sky". Names already in mixed case stay. */
function nameOf(raw: string): string {
  const name = raw === raw.toUpperCase() ? raw.toLowerCase().replace(/(^|[\s\-/(])(\p{L})/gu, (_m, before: string, letter: string) => before + letter.toUpperCase()) : raw;
  return /\b(fire|complex)$/i.test(name) ? name : `${name} Fire`;
}

function fireOf(feature: unknown, { home, radiusMiles }: ParseContext): RowReading {
  if (!isObject(feature) || !isObject(feature.properties) || !isObject(feature.geometry)) return null;
  const p = feature.properties;
  const coordinates = feature.geometry.coordinates;
  if (feature.geometry.type !== 'Point' || !Array.isArray(coordinates)) return null;
  const [longitude, latitude] = coordinates.map(finite);
  if (longitude === null || latitude === null || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  const name = text(p.IncidentName, 200);
  const id = text(p.IrwinID, 100) || text(p.UniqueFireIdentifier, 100);
  if (!name || !id) return null;
  const spot = { latitude, longitude };
  const miles = milesBetween(home, spot);
  if (miles > radiusMiles) return NOT_SHOWN;
  const size = finite(p.IncidentSize);
  const contained = finite(p.PercentContained);
  const parts = [
    size !== null ? acres(size) : 'Size not reported',
    contained !== null ? `${Math.round(contained)}% contained` : 'containment not reported',
  ];
  return {
    ...blankItem('fire', id, nameOf(name)),
    summary: parts.join(', '),
    level: levelOf(miles, size, contained),
    levelLabel: contained !== null && contained >= 100 ? 'Contained' : 'Active',
    issued: isoTime(finite(p.ModifiedOnDateTime_dt)) ?? isoTime(finite(p.FireDiscoveryDateTime)),
    starts: isoTime(finite(p.FireDiscoveryDateTime)),
    // The layer names no page for people (InciWeb lists large incidents only, under its own names): the item
    // links nowhere rather than to a guess; the section links the agency.
    url: null,
    point: [longitude, latitude],
    miles: Math.round(miles),
    direction: compassDirection(home, spot),
  };
}

export const nifcSource: SourceAdapter = {
  kind: 'fire',
  agency: 'National Interagency Fire Center',
  homePage: 'https://www.nifc.gov/fire-information/nfn',
  needsKey: false,
  request: ({ baseUrl, userAgent, home, radiusMiles }) => {
    const query = new URLSearchParams({
      where: "IncidentTypeCategory = 'WF'",
      geometry: `${coordinate(home.longitude)},${coordinate(home.latitude)}`,
      geometryType: 'esriGeometryPoint',
      inSR: '4326',
      spatialRel: 'esriSpatialRelIntersects',
      distance: String(radiusMiles),
      units: 'esriSRUnit_StatuteMile',
      outFields: FIELDS.join(','),
      outSR: '4326',
      f: 'geojson',
    });
    return { url: `${baseUrl}/query?${query}`, headers: { Accept: 'application/geo+json, application/json', 'User-Agent': userAgent } };
  },
  parse(body, context) {
    // ArcGIS answers errors with 200 and an `error` object.
    if (isObject(body) && isObject(body.error)) throw new SourceFormatError(`query failed: ${text(body.error.message, 200)}`);
    if (!isObject(body) || body.type !== 'FeatureCollection') throw new SourceFormatError('not a GeoJSON FeatureCollection');
    return readItems(listOf(body.features, 'features'), 'features', (feature) => fireOf(feature, context));
  },
};
