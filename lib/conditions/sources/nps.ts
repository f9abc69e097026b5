import { blankItem, httpsUrl, isObject, isoTime, listOf, readItems, text } from '../read-json';
import { SourceFormatError, type ConditionItem, type ConditionLevel } from '../types';
import type { SourceAdapter } from './source';

/**
 * Glacier National Park alerts from the NPS API (`/alerts?parkCode=glac`, key in `X-Api-Key`). Each item of
 * `data`: id, url, title, description, category ("Park Closure", "Danger", "Caution", "Information"),
 * lastIndexedDate ("2026-11-20 10:15:00.0", park time).
 */

export const PARK_CODE = 'glac';
const PARK_TIME_ZONE_OFFSET = '-07:00';

const LEVELS: Record<string, ConditionLevel> = { Danger: 3, 'Park Closure': 2, Caution: 1, Information: 0 };

/** "2026-11-20 10:15:00.0" (no zone; the park's own) → ISO. Mountain standard time: an hour off in summer at most. */
function indexedTime(value: unknown): string | null {
  const raw = text(value, 40);
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})/.exec(raw);
  return m ? isoTime(`${m[1]}T${m[2]}${PARK_TIME_ZONE_OFFSET}`) : isoTime(raw);
}

function alertOf(value: unknown): ConditionItem | null {
  if (!isObject(value)) return null;
  const id = text(value.id, 100);
  const title = text(value.title, 300);
  if (!id || !title) return null;
  if (value.parkCode !== undefined && text(value.parkCode, 20).toLowerCase() !== PARK_CODE) return null;
  const category = text(value.category, 60);
  return {
    ...blankItem('park', id, title),
    detail: text(value.description),
    level: LEVELS[category] ?? 0,
    levelLabel: category,
    issued: indexedTime(value.lastIndexedDate),
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
    return readItems(listOf(body.data, 'data'), alertOf);
  },
};
