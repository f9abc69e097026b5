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
      url: 'https://api.weather.gov/alerts/urn:oid:2.49.0.1.840.0.5a1c0f2e7b1d4b0e9c1f.001.1',
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
});

describe('NIFC wildfire incidents', () => {
  it('reads fires within the radius with size, containment, distance and direction', () => {
    const items = read(nifcSource, 'nifc-incidents.json');
    expect(items.map((item) => item.title)).toEqual(['Haskill Creek Fire', 'Ashley Lake Fire']);
    const [haskill, ashley] = items;
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
    expect(ashley).toMatchObject({ level: 1, levelLabel: 'Contained', direction: 'SW', url: 'https://inciweb.wildfire.gov/incident-information/mtfnf-ashley-lake-fire' });
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
  it('reads closures, cautions and information with their dates, keeping only web links', () => {
    const items = read(npsSource, 'nps-alerts.json');
    expect(items.map((item) => [item.title, item.level, item.levelLabel])).toEqual([
      ['Going-to-the-Sun Road closed at Lake McDonald Lodge', 2, 'Park Closure'],
      ['Avalanche Lake trail: icy conditions', 1, 'Caution'],
      ['Apgar Visitor Center winter hours', 0, 'Information'],
    ]);
    expect(items[0].issued).toBe('2026-11-20T17:15:00.000Z');
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
      ['Air quality (O3)', 'AQI 31: Good', '#00e400', 0],
    ]);
    expect(items[0].issued).toBe('2026-11-27T16:00:00.000Z');
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

  it.each(sources.map((source) => [source.kind, source]))('%s: skips items without the fields it needs', (_kind, source) => {
    const junk = [null, 7, {}, { properties: {} }];
    const body = source.kind === 'air' ? junk : source.kind === 'park' ? { data: junk } : { type: 'FeatureCollection', features: junk };
    expect(source.parse(body, FIXTURE_CONTEXT)).toEqual([]);
  });

  it('refuses text that is not JSON, or too big', () => {
    expect(() => parseJsonText('{"type":')).toThrow('answer is not JSON');
    expect(() => parseJsonText(`[${' '.repeat(MAX_ANSWER_BYTES)}]`)).toThrow(/over 2000000 bytes/);
  });
});
