import { blankItem, httpsUrl, isObject, listOf, NOT_SHOWN, readItems, text, type RowReading } from '../read-json';
import { SourceFormatError, type ConditionLevel } from '../types';
import type { SourceAdapter } from './source';

/**
 * Glacier National Park alerts from the NPS API (`/alerts?parkCode=glac`, key in `X-Api-Key`). Each item of
 * `data`: id, url, title, description, category ("Park Closure", "Danger", "Caution", "Information"), parkCode,
 * relatedRoadEvents, lastIndexedDate. No field says when the park issued an alert: lastIndexedDate is when the NPS
 * last re-indexed its catalogue (the same for every alert, new at each re-index), so the page shows no date rather
 * than that one.
 */

export const PARK_CODE = 'glac';

const LEVELS: Record<string, ConditionLevel> = { Danger: 3, 'Park Closure': 2, Caution: 1, Information: 0 };

function alertOf(value: unknown): RowReading {
  if (!isObject(value)) return null;
  const id = text(value.id, 100);
  const title = text(value.title, 300);
  if (!id || !title) return null;
  if (value.parkCode !== undefined && text(value.parkCode, 20).toLowerCase() !== PARK_CODE) return NOT_SHOWN;
  const category = text(value.category, 60);
  return {
    ...blankItem('park', id, title),
    detail: text(value.description),
    level: LEVELS[category] ?? 0,
    levelLabel: category,
    url: httpsUrl(value.url) ?? 'https://www.nps.gov/glac/planyourvisit/conditions.htm',
    area: 'Glacier National Park',
  };
}

export const npsSource: SourceAdapter = {
  kind: 'park',
  agency: 'National Park Service',
  homePage: 'https://www.nps.gov/glac/planyourvisit/conditions.htm',
  needsKey: true,
  request: ({ baseUrl, key, userAgent }) => ({
    url: `${baseUrl}/alerts?parkCode=${PARK_CODE}&limit=50`,
    headers: { Accept: 'application/json', 'X-Api-Key': key, 'User-Agent': userAgent },
  }),
  parse(body) {
    if (!isObject(body)) throw new SourceFormatError('not an object');
    return readItems(listOf(body.data, 'data'), 'alerts', alertOf);
  },
};
