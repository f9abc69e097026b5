import { blankItem, finite, isObject, isoTime, listOf, readItems, text } from '../read-json';
import { SourceFormatError, type ConditionItem, type ConditionLevel } from '../types';
import { coordinate, type SourceAdapter } from './source';

/**
 * Air quality from AirNow's current observations by latitude/longitude (`/aq/observation/latLong/current/`, key
 * as `API_KEY`). A list, one row per pollutant: DateObserved ("2026-11-27 "), HourObserved, LocalTimeZone
 * ("MST"), ReportingArea, ParameterName ("PM2.5", "O3"), AQI, Category { Number 1–6, Name }.
 */

/** Search radius of the nearest reporting area, in miles. */
const DISTANCE_MILES = 50;

/** The AQI's categories with their official colours. */
const CATEGORIES: Record<number, { name: string; color: string; level: ConditionLevel }> = {
  1: { name: 'Good', color: '#00e400', level: 0 },
  2: { name: 'Moderate', color: '#ffff00', level: 1 },
  3: { name: 'Unhealthy for Sensitive Groups', color: '#ff7e00', level: 2 },
  4: { name: 'Unhealthy', color: '#ff0000', level: 3 },
  5: { name: 'Very Unhealthy', color: '#8f3f97', level: 4 },
  6: { name: 'Hazardous', color: '#7e0023', level: 4 },
};

const ZONE_OFFSETS: Record<string, string> = { MST: '-07:00', MDT: '-06:00', PST: '-08:00', PDT: '-07:00' };

function observedAt(row: Record<string, unknown>): string | null {
  const day = text(row.DateObserved, 20);
  const hour = finite(row.HourObserved);
  const offset = ZONE_OFFSETS[text(row.LocalTimeZone, 8)];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || hour === null || hour < 0 || hour > 23 || !offset) return null;
  return isoTime(`${day}T${String(hour).padStart(2, '0')}:00:00${offset}`);
}

function observationOf(row: unknown): ConditionItem | null {
  if (!isObject(row)) return null;
  const pollutant = text(row.ParameterName, 20);
  const aqi = finite(row.AQI);
  const number = isObject(row.Category) ? finite(row.Category.Number) : null;
  const category = number !== null ? CATEGORIES[number] : undefined;
  if (!pollutant || aqi === null || aqi < 0 || !category) return null;
  const area = text(row.ReportingArea, 100);
  return {
    ...blankItem('air', `${area || 'area'}:${pollutant}`, `Air quality (${pollutant})`),
    summary: `AQI ${Math.round(aqi)}: ${category.name}`,
    level: category.level,
    levelLabel: category.name,
    issued: observedAt(row),
    url: 'https://www.airnow.gov/?city=Whitefish&state=MT&country=USA',
    area,
    color: category.color,
  };
}

export const airNowSource: SourceAdapter = {
  kind: 'air',
  agency: 'AirNow',
  homePage: 'https://www.airnow.gov/?city=Whitefish&state=MT&country=USA',
  needsKey: true,
  request: ({ baseUrl, key, userAgent, home }) => {
    const query = new URLSearchParams({
      format: 'application/json',
      latitude: coordinate(home.latitude),
      longitude: coordinate(home.longitude),
      distance: String(DISTANCE_MILES),
      API_KEY: key,
    });
    return { url: `${baseUrl}/aq/observation/latLong/current/?${query}`, headers: { Accept: 'application/json', 'User-Agent': userAgent } };
  },
  parse(body) {
    if (!Array.isArray(body)) throw new SourceFormatError('not a list of observations');
    return readItems(listOf(body, 'observations'), observationOf);
  },
};
