import { FIXTURE_CONTEXT, fixtureText } from './fixtures/read-fixture';
import { parseJsonText } from './read-json';
import type { ConditionsReport, SourceReport } from './report';
import { SOURCES } from './sources';
import { conditionsSummary } from './summary';
import { conditionMarks } from './trip-marks';
import { agoLabel, clockLabel } from './time-labels';
import type { ConditionKind } from './types';

const FILES: Record<ConditionKind, string> = { weather: 'nws-alerts.json', fire: 'nifc-incidents.json', park: 'nps-alerts.json', air: 'airnow-observations.json' };

function source(kind: ConditionKind): SourceReport {
  const adapter = SOURCES[kind];
  return {
    kind,
    agency: adapter.agency,
    homePage: adapter.homePage,
    status: 'current',
    items: adapter.parse(parseJsonText(fixtureText(FILES[kind])), FIXTURE_CONTEXT),
    fetchedAt: FIXTURE_CONTEXT.now.toISOString(),
    checkedAt: FIXTURE_CONTEXT.now.toISOString(),
    failing: false,
    unreadable: false,
    sample: null,
  };
}

const report = (sources: SourceReport[]): ConditionsReport => ({ enabled: true, sample: false, generatedAt: FIXTURE_CONTEXT.now.toISOString(), sources });

describe('conditionsSummary', () => {
  it('puts the worst item of each kind in the strip, most severe first', () => {
    const { strip } = conditionsSummary(report(['weather', 'fire', 'park', 'air'].map((k) => source(k as ConditionKind))));
    expect(strip.map((item) => [item.kind, item.title, item.level])).toEqual([
      ['weather', 'Winter Storm Warning', 3],
      ['fire', 'Haskill Creek Fire', 3],
      ['air', 'Air quality (PM2.5)', 2],
      ['park', 'Going-to-the-Sun Road closed at Lake McDonald Lodge', 2],
    ]);
    expect(strip[0].href).toBe('/conditions#conditions-weather');
  });

  it('raises notices for a severe weather alert and a severe fire only (not a small one far off, not a contained one)', () => {
    const { notices } = conditionsSummary(report(['weather', 'fire', 'park', 'air'].map((k) => source(k as ConditionKind))));
    expect(notices.map((n) => n.title)).toEqual(['Winter Storm Warning', 'Haskill Creek Fire']);
  });

  it('keys a notice by its alert and issue time, so a new or re-issued alert shows again after a dismissal', () => {
    const weather = source('weather');
    const [before] = conditionsSummary(report([weather])).notices;
    const reissued = { ...weather, items: weather.items.map((item) => ({ ...item, issued: '2026-11-27T20:00:00.000Z' })) };
    const [after] = conditionsSummary(report([reissued])).notices;
    expect(before.key).not.toBe(after.key);
    expect(conditionsSummary(report([weather])).notices[0].key).toBe(before.key);
  });

  it('has nothing to show when conditions are off or quiet', () => {
    expect(conditionsSummary({ enabled: false, sample: false, generatedAt: '', sources: [] })).toEqual({ enabled: false, strip: [], notices: [] });
    expect(conditionsSummary(report([{ ...source('weather'), items: [] }]))).toMatchObject({ strip: [], notices: [] });
  });

  it('shows no strip or notice from sample data: a recording is labelled as one on /conditions only', () => {
    const sampled = { ...report(['weather', 'fire'].map((k) => source(k as ConditionKind))), sample: true };
    expect(conditionsSummary(sampled)).toEqual({ enabled: false, strip: [], notices: [] });
  });
});

describe('time labels', () => {
  const now = new Date('2026-11-27T17:00:00Z');

  it('says the clock time in Whitefish, with the day when it is not today', () => {
    expect(clockLabel('2026-11-27T16:42:00Z', now)).toBe('9:42 am');
    expect(clockLabel('2026-11-26T23:05:00Z', now)).toBe('Nov 26, 4:05 pm');
    expect(clockLabel(null, now)).toBe('');
  });

  it('says how long ago in minutes, hours or days', () => {
    expect(agoLabel('2026-11-27T16:59:40Z', now)).toBe('just now');
    expect(agoLabel('2026-11-27T16:56:00Z', now)).toBe('4 min ago');
    expect(agoLabel('2026-11-27T14:00:00Z', now)).toBe('3 h ago');
    expect(agoLabel('2026-11-24T17:00:00Z', now)).toBe('3 days ago');
    expect(agoLabel('junk', now)).toBe('');
  });
});

describe('conditionMarks', () => {
  const all = report(['weather', 'park'].map((k) => source(k as ConditionKind)));
  const event = (start: string) => ({ type: 'event', title: 'Winter Carnival', when: { start, label: '' } });

  it('marks an event whose date a moderate or severe weather alert covers', () => {
    expect(conditionMarks(event('2026-11-28T18:00:00.000Z'), all)).toEqual(['Severe: Winter Storm Warning']);
    expect(conditionMarks(event('2026-12-05T18:00:00.000Z'), all)).toEqual([]);
  });

  it('marks a place a park closure names, and nothing for names too short to be sure', () => {
    expect(conditionMarks({ type: 'stay', title: 'Lake McDonald Lodge', when: null }, all)).toEqual(['Park Closure: Going-to-the-Sun Road closed at Lake McDonald Lodge']);
    expect(conditionMarks({ type: 'dine', title: 'Road', when: null }, all)).toEqual([]);
    expect(conditionMarks({ type: 'dine', title: 'Buffalo Café', when: null }, all)).toEqual([]);
  });
});
