import { FIXTURE_CONTEXT, fixtureText } from '../fixtures/read-fixture';
import { MAX_ANSWER_BYTES, MAX_ITEMS, parseJsonText } from '../read-json';
import { SourceFormatError } from '../types';
import { airNowSource } from './airnow';
import { nifcSource } from './nifc';
import { npsSource } from './nps';
import { nwsSource } from './nws';
import type { SourceAdapter, SourceSettings } from './source';

const read = (source: SourceAdapter, name: string, context = FIXTURE_CONTEXT) => source.parse(parseJsonText(fixtureText(name)), context);

const SETTINGS: SourceSettings = {
  baseUrl: 'http://127.0.0.1:1',
  key: 'k3y',
  userAgent: 'Whitefish visitor site (https://example.test; ops@example.test)',
  home: FIXTURE_CONTEXT.home,
  radiusMiles: 50,
};

describe('National Weather Service alerts', () => {
  it('reads active alerts and leaves out expired, test and cancelled ones', () => {
    const items = read(nwsSource, 'nws-alerts.json');
    expect(items.map((item) => item.title)).toEqual(['Winter Storm Warning', 'Wind Advisory']);
    const [storm, wind] = items;
    expect(storm).toMatchObject({
      id: 'urn:oid:2.49.0.1.840.0.5a1c0f2e7b1d4b0e9c1f.001.1',
      kind: 'weather',
      level: 3,
      levelLabel: 'Severe',
      issued: '2026-11-27T16:42:00.000Z',
      starts: '2026-11-28T00:00:00.000Z',
      ends: '2026-11-29T06:00:00.000Z',
      area: 'Flathead/Mission Valleys; Kootenai/Cabinet Region',
      // The weather service's page for people, not the API's JSON.
      url: 'https://forecast.weather.gov/MapClick.php?lat=48.4106&lon=-114.3375',
    });
    expect(storm.summary).toMatch(/^Winter Storm Warning issued November 27/);
    expect(storm.instruction).toMatch(/extra flashlight/);
    // No `ends`: the alert's expiry bounds it.
    expect(wind).toMatchObject({ level: 2, ends: '2026-11-28T01:00:00.000Z' });
  });

  it('drops an alert once its end has passed', () => {
    const later = { ...FIXTURE_CONTEXT, now: new Date('2026-11-28T02:00:00Z') };
    expect(read(nwsSource, 'nws-alerts.json', later).map((item) => item.title)).toEqual(['Winter Storm Warning']);
  });

  it('reads an empty answer as no alerts', () => {
    expect(read(nwsSource, 'nws-empty.json')).toEqual([]);
  });

  it('asks for GeoJSON at the town with the site’s User-Agent', () => {
    expect(nwsSource.request(SETTINGS)).toEqual({
      url: 'http://127.0.0.1:1/alerts/active?point=48.4106,-114.3375',
      headers: { Accept: 'application/geo+json', 'User-Agent': SETTINGS.userAgent },
    });
  });

  it('leaves out the product code lines at the top of the text (hand-written: no recorded answer shows them)', () => {
    const body = JSON.parse(fixtureText('nws-alerts.json'));
    const p = body.features[0].properties;
    p.parameters = { AWIPSidentifier: ['WSWMSO'], WMOidentifier: ['WWUS45 KMSO 271642'], NWSheadline: ['WINTER STORM WARNING IN EFFECT UNTIL 11 PM MST SATURDAY'] };
    p.description = `WSWMSO\nWWUS45 KMSO 271642\n\n...WINTER STORM WARNING IN EFFECT UNTIL 11 PM MST SATURDAY...\n\n${p.description}`;
    expect(nwsSource.parse(body, FIXTURE_CONTEXT)[0].detail).toMatch(/^\* WHAT\.\.\.Heavy snow expected\. Total snow/);
  });
});

describe('NIFC wildfire incidents', () => {
  it('reads fires within the radius with size, containment, distance and direction', () => {
    const items = read(nifcSource, 'nifc-incidents.json');
    expect(items.map((item) => item.title)).toEqual(['Haskill Creek Fire', 'Ashley Lake Fire', 'Sky Fire']);
    const [haskill, ashley, sky] = items;
    expect(haskill).toMatchObject({
      kind: 'fire',
      id: '{7C1D2A64-5E0B-4F38-9C41-3B2A0D5E8F11}',
      summary: '1,241 acres, 15% contained',
      level: 3,
      levelLabel: 'Active',
      starts: '2026-11-25T10:00:00.000Z',
      issued: '2026-11-27T16:00:00.000Z',
      point: [-114.2311, 48.5102],
      miles: 8,
      direction: 'NE',
      url: null,
    });
    expect(ashley).toMatchObject({ level: 1, levelLabel: 'Contained', direction: 'SW', url: null });
    // "SKY", a tenth of an acre without a containment figure, 27 miles out: minor, named in title case.
    expect(sky).toMatchObject({ summary: '0.1 acres, containment not reported', level: 1, levelLabel: 'Active', miles: 27, direction: 'NW', url: null });
  });

  it('weighs size and distance: a large fire far off and a small one close by are not alike', () => {
    const body = JSON.parse(fixtureText('nifc-incidents.json'));
    const sky = body.features.find((f: { properties: { IncidentName: string } }) => f.properties.IncidentName === 'SKY');
    const levelAt = (coordinates: number[], size: number | null) => {
      sky.geometry.coordinates = coordinates;
      sky.properties.IncidentSize = size;
      return nifcSource.parse(body, FIXTURE_CONTEXT).find((item) => item.title === 'Sky Fire')?.level;
    };
    const close = [-114.3375, 48.45];
    const far = [-114.7402, 48.7013];
    expect([levelAt(close, 0.1), levelAt(close, 150), levelAt(far, 150), levelAt(far, 12_000), levelAt(far, null)]).toEqual([2, 3, 2, 3, 1]);
  });

  it('leaves out every fire past a smaller radius', () => {
    expect(read(nifcSource, 'nifc-incidents.json', { ...FIXTURE_CONTEXT, radiusMiles: 5 })).toEqual([]);
  });

  it('reads an empty answer as no fires, and an ArcGIS error answer as an error', () => {
    expect(read(nifcSource, 'nifc-empty.json')).toEqual([]);
    expect(() => read(nifcSource, 'nifc-error.json')).toThrow(SourceFormatError);
  });

  it('queries wildfires within the radius as GeoJSON', () => {
    const url = new URL(nifcSource.request(SETTINGS).url);
    expect(url.pathname).toBe('/query');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      where: "IncidentTypeCategory = 'WF'",
      geometry: '-114.3375,48.4106',
      distance: '50',
      units: 'esriSRUnit_StatuteMile',
      f: 'geojson',
    });
  });
});

describe('Glacier National Park alerts', () => {
  it('reads closures, cautions and information, keeping only web links, with no date (the NPS gives none)', () => {
    const items = read(npsSource, 'nps-alerts.json');
    expect(items.map((item) => [item.title, item.level, item.levelLabel])).toEqual([
      ['Going-to-the-Sun Road closed at Lake McDonald Lodge', 2, 'Park Closure'],
      ['Avalanche Lake trail: icy conditions', 1, 'Caution'],
      ['Apgar Visitor Center winter hours', 0, 'Information'],
    ]);
    // lastIndexedDate is when the NPS re-indexed its catalogue, not when the park issued the alert.
    expect(items.map((item) => item.issued)).toEqual([null, null, null]);
    expect(items[2].url).toBe('https://www.nps.gov/glac/planyourvisit/conditions.htm');
  });

  it('reads an empty answer as no alerts', () => {
    expect(read(npsSource, 'nps-empty.json')).toEqual([]);
  });

  it('sends the key in its header', () => {
    expect(npsSource.request(SETTINGS).headers['X-Api-Key']).toBe('k3y');
  });
});

describe('AirNow observations', () => {
  it('reads the AQI per pollutant with its category, colour and hour of observation', () => {
    const items = read(airNowSource, 'airnow-observations.json');
    expect(items.map((item) => [item.title, item.summary, item.color, item.level])).toEqual([
      ['Air quality (PM2.5)', 'AQI 112: Unhealthy for Sensitive Groups', '#ff7e00', 2],
      ['Air quality (Ozone)', 'AQI 31: Good', '#00e400', 0],
    ]);
    // 09:00 MST: standard time (hand-written; every recorded answer of the current service is from summer).
    expect(items[0].issued).toBe('2026-11-27T16:00:00.000Z');
  });

  it('says "no observations" as no readings, and any other error of the service as a format error', () => {
    const envelope = (message: string) => ({ WebServiceError: [{ Message: message }] });
    expect(airNowSource.parse(envelope('There are no observations available for the requested location.'), FIXTURE_CONTEXT)).toEqual([]);
    expect(() => airNowSource.parse(envelope('Invalid API key'), FIXTURE_CONTEXT)).toThrow('AirNow error: Invalid API key');
  });

  it('asks the current service at the town, without the distance it ignores', () => {
    const url = new URL(airNowSource.request(SETTINGS).url);
    expect(url.pathname).toBe('/aq/observation/current/ziplatlong/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ format: 'application/json', latitude: '48.4106', longitude: '-114.3375', API_KEY: 'k3y' });
  });

  it('reads an empty answer as no observations', () => {
    expect(read(airNowSource, 'airnow-empty.json')).toEqual([]);
  });
});

describe('every source', () => {
  const sources = [nwsSource, nifcSource, npsSource, airNowSource];

  it.each(sources.map((source) => [source.kind, source]))('%s: refuses answers that are not its documented shape', (_kind, source) => {
    for (const body of [null, 'text', 42, { type: 'Feature' }, { data: 'x', features: 'x' }]) {
      expect(() => source.parse(body, FIXTURE_CONTEXT)).toThrow(SourceFormatError);
    }
  });

  it.each(sources.map((source) => [source.kind, source]))('%s: refuses an answer with too many items', (_kind, source) => {
    const many = Array.from({ length: MAX_ITEMS + 1 }, () => ({}));
    const body = source.kind === 'air' ? many : source.kind === 'park' ? { data: many } : { type: 'FeatureCollection', features: many };
    expect(() => source.parse(body, FIXTURE_CONTEXT)).toThrow(/over 200 items/);
  });

  const FILES = { weather: 'nws-alerts.json', fire: 'nifc-incidents.json', park: 'nps-alerts.json', air: 'airnow-observations.json' } as const;
  const rowsOf = (body: unknown): unknown[] => (Array.isArray(body) ? body : ((body as { data?: unknown[]; features?: unknown[] }).data ?? (body as { features: unknown[] }).features));

  it.each(sources.map((source) => [source.kind, source]))('%s: skips rows without the fields it needs beside readable ones', (_kind, source) => {
    const body = JSON.parse(fixtureText(FILES[source.kind]));
    const expected = source.parse(body, FIXTURE_CONTEXT);
    rowsOf(body).push(null, 7, {}, { properties: {} });
    expect(source.parse(body, FIXTURE_CONTEXT)).toEqual(expected);
  });

  it.each(sources.map((source) => [source.kind, source]))('%s: an answer whose rows it reads none of is a format error, not "nothing now"', (_kind, source) => {
    const junk = [null, 7, {}, { properties: {} }];
    const body = source.kind === 'air' ? junk : source.kind === 'park' ? { data: junk } : { type: 'FeatureCollection', features: junk };
    expect(() => source.parse(body, FIXTURE_CONTEXT)).toThrow(/none of the 4 .* has the documented fields/);
  });

  it('refuses text that is not JSON, or too big', () => {
    expect(() => parseJsonText('{"type":')).toThrow('answer is not JSON');
    expect(() => parseJsonText(`[${' '.repeat(MAX_ANSWER_BYTES)}]`)).toThrow(/over 2000000 bytes/);
  });
});
