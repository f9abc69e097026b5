import { localHourToIso } from '../local-time';
import { blankItem, finite, isObject, listOf, NOT_SHOWN, readItems, text, type RowReading } from '../read-json';
import { SourceFormatError, type ConditionLevel } from '../types';
import { coordinate, type SourceAdapter } from './source';

/**
 * Air quality from AirNow's "Current Observations by Latitude/Longitude or ZIP Code"
 * (`/aq/observation/current/ziplatlong/`, key as `API_KEY`; the service picks the closest monitor per pollutant
 * within its own lookup boundary and takes no distance). A list, one row per pollutant: dateObserved
 * ("2026-07-29"), hourObserved ("14:00"), localTimeZone ("PDT", daylight names in summer), reportingAreaName (may
 * be null), siteName, parameterName ("OZONE", "PM2.5", "PM10"), nowcastAQI (-1 when none), aqiCategoryName (a flat
 * name), reportingAgency. "No monitor in range" comes as 200 with `{"WebServiceError": [{"Message": …}]}`.
 */

/** The AQI's categories with their official colours, by the upper AQI of each. */
const CATEGORIES: { upTo: number; name: string; color: string; level: ConditionLevel }[] = [
  { upTo: 50, name: 'Good', color: '#00e400', level: 0 },
  { upTo: 100, name: 'Moderate', color: '#ffff00', level: 1 },
  { upTo: 150, name: 'Unhealthy for Sensitive Groups', color: '#ff7e00', level: 2 },
  { upTo: 200, name: 'Unhealthy', color: '#ff0000', level: 3 },
  { upTo: 300, name: 'Very Unhealthy', color: '#8f3f97', level: 4 },
  { upTo: Infinity, name: 'Hazardous', color: '#7e0023', level: 4 },
];

/** How the page names a pollutant (the service says "OZONE"; people read "Ozone"). */
const POLLUTANTS: Record<string, string> = { OZONE: 'Ozone', O3: 'Ozone', 'PM2.5': 'PM2.5', PM10: 'PM10' };

export const AIRNOW_PAGE = 'https://www.airnow.gov/?city=Whitefish&state=MT&country=USA';

/** The agency's category name when it is one of the AQI's; else the category of the number (it is the same scale). */
function categoryOf(aqi: number, name: string) {
  return CATEGORIES.find((c) => c.name.toLowerCase() === name.toLowerCase()) ?? CATEGORIES.find((c) => aqi <= c.upTo) ?? CATEGORIES[0];
}

/** "14:00" (or 14) → 14. */
function hourOf(value: unknown): number | null {
  const raw = typeof value === 'number' ? String(value) : text(value, 8);
  const m = /^(\d{1,2})(?::00)?$/.exec(raw);
  return m ? Number(m[1]) : null;
}

function observationOf(row: unknown): RowReading {
  if (!isObject(row)) return null;
  const pollutant = text(row.parameterName, 20).toUpperCase();
  const aqi = finite(row.nowcastAQI);
  if (!pollutant || aqi === null) return null;
  // -1: the monitor has no current value for this pollutant.
  if (aqi < 0) return NOT_SHOWN;
  const category = categoryOf(aqi, text(row.aqiCategoryName, 60));
  const site = text(row.siteName, 120);
  const area = text(row.reportingAreaName, 120);
  const agency = text(row.reportingAgency, 160);
  const hour = hourOf(row.hourObserved);
  const place = [site, area && area !== site ? area : ''].filter(Boolean).join(', ');
  return {
    ...blankItem('air', `${text(row.siteID, 40) || place || 'area'}:${pollutant}`, `Air quality (${POLLUTANTS[pollutant] ?? pollutant})`),
    summary: `AQI ${Math.round(aqi)}: ${category.name}`,
    level: category.level,
    levelLabel: category.name,
    issued: hour === null ? null : localHourToIso(text(row.dateObserved, 20), hour, text(row.localTimeZone, 8)),
    url: AIRNOW_PAGE,
    area: [place ? `Measured at ${place}` : '', agency ? `reported by ${agency}` : ''].filter(Boolean).join(', '),
    color: category.color,
  };
}

/** The service's error envelope: "no observations" is an answer (nothing nearby), anything else a failure. */
function serviceError(body: Record<string, unknown>): string | null {
  if (!('WebServiceError' in body)) return null;
  const messages = Array.isArray(body.WebServiceError) ? body.WebServiceError : [body.WebServiceError];
  return messages.map((m) => (isObject(m) ? text(m.Message, 200) : text(m, 200))).join('; ') || 'unnamed error';
}

export const airNowSource: SourceAdapter = {
  kind: 'air',
  agency: 'AirNow',
  homePage: AIRNOW_PAGE,
  needsKey: true,
  request: ({ baseUrl, key, userAgent, home }) => {
    const query = new URLSearchParams({
      format: 'application/json',
      latitude: coordinate(home.latitude),
      longitude: coordinate(home.longitude),
      API_KEY: key,
    });
    return { url: `${baseUrl}/aq/observation/current/ziplatlong/?${query}`, headers: { Accept: 'application/json', 'User-Agent': userAgent } };
  },
  parse(body) {
    if (isObject(body)) {
      const error = serviceError(body);
      if (error !== null && /^(error - )?there (are|is) no /i.test(error)) return [];
      throw new SourceFormatError(error !== null ? `AirNow error: ${error}` : 'not a list of observations');
    }
    if (!Array.isArray(body)) throw new SourceFormatError('not a list of observations');
    return readItems(listOf(body, 'observations'), 'observations', observationOf);
  },
};
