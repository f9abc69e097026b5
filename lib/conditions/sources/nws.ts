import { blankItem, httpsUrl, isObject, isoTime, listOf, readItems, text } from '../read-json';
import { SourceFormatError, type ConditionItem, type ConditionLevel } from '../types';
import { coordinate, type SourceAdapter } from './source';

/**
 * National Weather Service active alerts for a point (`/alerts/active?point=lat,lon`, GeoJSON). No key; the
 * service asks for a User-Agent naming the application and a contact. Each feature's `properties` carries the
 * CAP fields: event, headline, description, instruction, severity, urgency, sent/effective/onset/expires/ends.
 */

const LEVELS: Record<string, ConditionLevel> = { Extreme: 4, Severe: 3, Moderate: 2, Minor: 1 };

function alertOf(feature: unknown, now: Date): ConditionItem | null {
  if (!isObject(feature) || !isObject(feature.properties)) return null;
  const p = feature.properties;
  const id = text(p.id, 200) || text(feature.id, 200);
  const event = text(p.event, 200);
  if (!id || !event) return null;
  // A cancelled or test message is not an alert for visitors.
  if (p.status !== undefined && p.status !== 'Actual') return null;
  if (p.messageType === 'Cancel') return null;
  const ends = isoTime(p.ends) ?? isoTime(p.expires);
  if (ends && Date.parse(ends) <= now.getTime()) return null;
  const severity = text(p.severity, 40);
  return {
    ...blankItem('weather', id, event),
    summary: text(p.headline, 400),
    detail: text(p.description),
    instruction: text(p.instruction),
    level: LEVELS[severity] ?? 0,
    levelLabel: severity && severity !== 'Unknown' ? severity : '',
    issued: isoTime(p.sent) ?? isoTime(p.effective),
    starts: isoTime(p.onset) ?? isoTime(p.effective),
    ends,
    url: httpsUrl(p['@id']) ?? httpsUrl(feature.id),
    area: text(p.areaDesc, 400),
  };
}

export const nwsSource: SourceAdapter = {
  kind: 'weather',
  agency: 'National Weather Service',
  homePage: 'https://www.weather.gov/mso/',
  needsKey: false,
  request: ({ baseUrl, userAgent, home }) => ({
    url: `${baseUrl}/alerts/active?point=${coordinate(home.latitude)},${coordinate(home.longitude)}`,
    headers: { Accept: 'application/geo+json', 'User-Agent': userAgent },
  }),
  parse(body, { now }) {
    if (!isObject(body) || body.type !== 'FeatureCollection') throw new SourceFormatError('not a GeoJSON FeatureCollection');
    return readItems(listOf(body.features, 'features'), (feature) => alertOf(feature, now));
  },
};
