/**
 * Every parser on every answer the agencies really sent (lib/conditions/fixtures/real/README.md says where each was
 * recorded). The expected items were read off the recorded JSON by hand, not taken from the parsers' output.
 */
import { FIXTURE_CONTEXT, fixtureText } from '../fixtures/read-fixture';
import { parseJsonText } from '../read-json';
import { SourceFormatError, type ParseContext } from '../types';
import { airNowSource } from './airnow';
import { nifcSource } from './nifc';
import { npsSource } from './nps';
import { nwsSource, UNKNOWN_SEVERITY } from './nws';
import type { SourceAdapter } from './source';

const REAL = {
  mobile: 'real/nws/mobile-al-2025-11-25.json',
  portland: 'real/nws/portland-or-2019-12-20.json',
  sanFrancisco: 'real/airnow/san-francisco-2026-07-29.json',
  losAngelesRetired: 'real/airnow/los-angeles-retired-shape-2020-12-20.json',
  sky: 'real/nifc/sky-2022-attributes.json',
};

const at = (iso: string): ParseContext => ({ ...FIXTURE_CONTEXT, now: new Date(iso) });
const read = (source: SourceAdapter, file: string, context: ParseContext) => source.parse(parseJsonText(fixtureText(file)), context);
/** The weather service's page for people about Whitefish (FIXTURE_CONTEXT.home). */
const TOWN_PAGE = 'https://forecast.weather.gov/MapClick.php?lat=48.4106&lon=-114.3375';

describe('National Weather Service, real answers', () => {
  it('shows an advisory and its extension as one item: the latest message of the event', () => {
    // 7:55 am CST on 24 November 2025: Dense Fog Advisory 0034 was issued at 4:13 am (until 8 am) and extended at
    // 7:53 am (until 10 am); both messages are in effect, one event.
    const items = read(nwsSource, REAL.mobile, at('2025-11-24T13:55:00Z'));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: 'urn:oid:2.49.0.1.840.0.8a7adfb84cdeb7c9c1183801c7ac53357ed67f0b.002.1',
      title: 'Dense Fog Advisory',
      summary: 'Dense Fog Advisory issued November 24 at 7:53AM CST until November 24 at 10:00AM CST by NWS Mobile AL',
      level: 2,
      levelLabel: 'Moderate',
      issued: '2025-11-24T13:53:00.000Z',
      ends: '2025-11-24T16:00:00.000Z',
      url: TOWN_PAGE,
    });
    expect(items[0].detail).toBe(
      [
        '* WHAT...Visibility one quarter mile or less in dense fog.',
        '* WHERE...Portions of south central and southwest Alabama and southeast Mississippi.',
        '* WHEN...Until 10 AM CST this morning.',
        '* IMPACTS...Low visibility could make driving conditions hazardous.',
      ].join('\n\n'),
    );
    expect(items[0].instruction).toBe('If driving, slow down, use your headlights, and leave plenty of distance ahead of you.');
  });

  it('shows nothing of a watch that was issued, updated and then cancelled, nor of expired advisories', () => {
    // As recorded (23:59 UTC): Tornado Watch 641 was cancelled at 4:54 pm CST; every fog advisory had ended. Eleven
    // rows, all read, none current: an empty section, not a format error.
    expect(read(nwsSource, REAL.mobile, at('2025-11-25T23:59:05Z'))).toEqual([]);
  });

  it('reads a flood watch update with its paragraphs unwrapped and no link to machine JSON', () => {
    const [watch, ...rest] = read(nwsSource, REAL.portland, at('2019-12-20T22:00:00Z'));
    expect(rest).toEqual([]);
    expect(watch).toMatchObject({
      id: 'NWS-IDP-PROD-3965873-3369046',
      title: 'Flood Watch',
      level: 3,
      levelLabel: 'Severe',
      issued: '2019-12-20T21:34:00.000Z',
      ends: '2019-12-22T18:00:00.000Z',
      url: TOWN_PAGE,
    });
    const paragraphs = watch.detail.split('\n\n');
    expect(paragraphs).toHaveLength(5);
    expect(paragraphs[0]).toBe('The Flood Watch continues for');
    expect(paragraphs[2]).toBe('* Through Sunday morning');
    expect(paragraphs[1]).toMatch(/^\* Portions of Northwest Oregon and Southwest Washington, including the following areas, in Northwest Oregon, Central Coast Range/);
    expect(watch.detail).not.toMatch(/[^\n]\n[^\n]/);
    expect(watch.instruction.split('\n\n')[0]).toBe('A Flood Watch means there is a potential for flooding based on current forecasts.');
  });

  it('drops the watch once it has ended', () => {
    expect(read(nwsSource, REAL.portland, at('2019-12-22T18:00:00Z'))).toEqual([]);
  });

  it('says an unknown severity in words, and keeps such an alert above "information"', () => {
    const body = JSON.parse(fixtureText(REAL.portland));
    body.features[0].properties.severity = 'Unknown';
    const [watch] = nwsSource.parse(body, at('2019-12-20T22:00:00Z'));
    expect(watch).toMatchObject({ levelLabel: UNKNOWN_SEVERITY, level: 1 });
  });
});

describe('AirNow, real answers', () => {
  it('reads an answer of the current service: reading, category, hour in daylight time, reporting site and agency', () => {
    expect(read(airNowSource, REAL.sanFrancisco, at('2026-07-29T21:20:00Z'))).toEqual([
      expect.objectContaining({
        id: '060750005:PM2.5',
        title: 'Air quality (PM2.5)',
        summary: 'AQI 31: Good',
        level: 0,
        levelLabel: 'Good',
        color: '#00e400',
        // 14:00 PDT
        issued: '2026-07-29T21:00:00.000Z',
        area: 'Measured at San Francisco, reported by Bay Area Air District',
      }),
    ]);
  });

  it('refuses an answer of the retired service as a format error: three rows, none in the current shape', () => {
    expect(() => read(airNowSource, REAL.losAngelesRetired, FIXTURE_CONTEXT)).toThrow(new SourceFormatError('none of the 3 observations has the documented fields'));
  });
});

describe('NIFC, a real incident record', () => {
  // Recorded from WFIGS's predecessor layer (esri JSON); the GeoJSON answer the site asks for carries a record's
  // attributes as a Feature's `properties` and its point as `geometry` (x, y as in the recording).
  const attributes = JSON.parse(fixtureText(REAL.sky));
  const body = { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [-116.63021180915366, 32.718894788218925] }, properties: attributes }] };
  // Campo, California, about 12 miles south-east of the fire.
  const campo = { ...FIXTURE_CONTEXT, home: { latitude: 32.6064, longitude: -116.4686 } };

  it('names "SKY" in title case, and a tenth of an acre without containment is no severe fire', () => {
    expect(nifcSource.parse(body, campo)).toEqual([
      expect.objectContaining({
        id: 'f48da2ac-39db-47c7-bfbc-6b4e414d903a',
        title: 'Sky Fire',
        // The predecessor layer named the size DailyAcres (0.1); the current one names it IncidentSize.
        summary: 'Size not reported, containment not reported',
        level: 1,
        levelLabel: 'Active',
        starts: '2022-03-08T00:56:00.000Z',
        miles: 12,
        direction: 'NW',
        url: null,
      }),
    ]);
  });
});

describe('every parser on every real answer', () => {
  const parsers: [string, SourceAdapter][] = [
    ['weather', nwsSource],
    ['fire', nifcSource],
    ['park', npsSource],
    ['air', airNowSource],
  ];
  const owner: Record<string, string> = { mobile: 'weather', portland: 'weather', sanFrancisco: 'air' };

  it.each(parsers)('%s: another agency’s answer is a format error, never an empty section', (kind, source) => {
    for (const [name, file] of Object.entries(REAL)) {
      if (owner[name] === kind || name === 'losAngelesRetired') continue;
      expect(() => read(source, file, FIXTURE_CONTEXT)).toThrow(SourceFormatError);
    }
  });
});
