import { compassDirection, milesBetween } from '../geo';
import { blankItem, finite, httpsUrl, isObject, isoTime, listOf, readItems, text } from '../read-json';
import { SourceFormatError, type ConditionItem, type ConditionLevel, type ParseContext } from '../types';
import { coordinate, type SourceAdapter } from './source';

/**
 * Wildfires near town: NIFC's WFIGS current incident locations, an ArcGIS FeatureServer layer queried for
 * wildfires (`IncidentTypeCategory = 'WF'`) within the radius, answered as GeoJSON. No key. Fields used:
 * IncidentName, IncidentSize (acres), PercentContained, FireDiscoveryDateTime and ModifiedOnDateTime_dt (epoch
 * ms), IrwinID. The distance is checked again here: the answer is untrusted.
 */

const FIELDS = ['IncidentName', 'IncidentSize', 'PercentContained', 'FireDiscoveryDateTime', 'ModifiedOnDateTime_dt', 'IrwinID', 'UniqueFireIdentifier'];
/** A fire this close (miles) and not contained is severe for visitors; farther, moderate. */
const NEAR_MILES = 15;

const acres = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** InciWeb's page when the record names one (the layer has no field of its own for it). */
function inciWebLink(properties: Record<string, unknown>): string | null {
  for (const value of Object.values(properties)) {
    const url = httpsUrl(value);
    if (url && new URL(url).hostname.endsWith('inciweb.wildfire.gov')) return url;
  }
  return null;
}

function levelOf(miles: number, contained: number | null): ConditionLevel {
  if (contained !== null && contained >= 100) return 1;
  return miles <= NEAR_MILES ? 3 : 2;
}

function fireOf(feature: unknown, { home, radiusMiles }: ParseContext): ConditionItem | null {
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
  if (miles > radiusMiles) return null;
  const size = finite(p.IncidentSize);
  const contained = finite(p.PercentContained);
  const parts = [
    size !== null ? `${acres.format(size)} acres` : 'Size not reported',
    contained !== null ? `${Math.round(contained)}% contained` : 'containment not reported',
  ];
  return {
    ...blankItem('fire', id, `${name} Fire`.replace(/ Fire Fire$/i, ' Fire')),
    summary: parts.join(', '),
    level: levelOf(miles, contained),
    levelLabel: contained !== null && contained >= 100 ? 'Contained' : 'Active',
    issued: isoTime(finite(p.ModifiedOnDateTime_dt)) ?? isoTime(finite(p.FireDiscoveryDateTime)),
    starts: isoTime(finite(p.FireDiscoveryDateTime)),
    url: inciWebLink(p),
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
    return readItems(listOf(body.features, 'features'), (feature) => fireOf(feature, context));
  },
};
