/**
 * Hostile but valid opening-hours values: each is refused before the evaluator sees it, or described within a
 * bound, so an entry's hours cost the same few evaluator steps whatever the content holds.
 */
import { hoursTooComplex } from './complexity';
import { entryHoursLive } from './entry-hours';
import { hoursLive } from './labels';
import { parseHours } from './parse';
import { openingHoursSpecification, SPEC_MAX_INTERVALS } from './schema';
import { DAY } from './wall-time';
import { weekTable } from './week';
import { ELEMENT_IDS } from '../entries/element-ids';

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** 80 nine-minute openings a day, 965 characters: seconds of work and 90 kB of badge data before the bounds. */
const EIGHTY_RANGES = `Mo-Su ${Array.from({ length: 80 }, (_, i) => `${hhmm(i * 18)}-${hhmm(i * 18 + 9)}`).join(',')}`;
/** 90 open-ended times. */
const NINETY_OPEN_ENDS = `Mo-Su ${Array.from({ length: 90 }, (_, i) => `${hhmm(i * 16)}+`).join(',')}`;
const MANY_RULES = Array.from({ length: 40 }, (_, i) => `Jan ${(i % 28) + 1} 10:00-11:00`).join('; ');
const MANY_DATES = `${Array.from({ length: 120 }, (_, i) => `Jan ${(i % 28) + 1}`).join(',')} 10:00-11:00`;
/** Allowed (eight ranges a day), but more openings a year than the structured data may read. */
const BUSY_BUT_VALID = `Mo-Su ${Array.from({ length: 8 }, (_, i) => `${hhmm(i * 180)}-${hhmm(i * 180 + 60)}`).join(',')}`;

const now = Date.parse('2026-11-27T18:00:00Z');
const entry = (value: string) => ({ sourceId: 'e1', element: { [ELEMENT_IDS.openingHours]: { id: ELEMENT_IDS.openingHours, type: 'text', data: value } } }) as never;

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

it('refuses the hostile values before the evaluator sees them: no badge, one warning per value', () => {
  expect(EIGHTY_RANGES.length).toBe(965);
  for (const value of [EIGHTY_RANGES, NINETY_OPEN_ENDS, MANY_RULES, MANY_DATES]) {
    expect([value.slice(0, 20), hoursTooComplex(value)]).toEqual([value.slice(0, 20), expect.any(String)]);
    expect(entryHoursLive(entry(value), now)).toBeUndefined();
    expect(entryHoursLive(entry(value), now + DAY)).toBeUndefined();
    expect(parseHours(value)).toBeNull();
  }
  const events = warn.mock.calls.map(([line]) => JSON.parse(line as string));
  expect(events).toHaveLength(4);
  expect(events.every((event) => event.event === 'opening_hours_too_complex' && event.entry === 'e1')).toBe(true);
});

it('keeps real values, seasons and holidays within the bounds', () => {
  for (const value of [
    'Mo-Su 16:00-02:00',
    'May 1-Oct 15: Th-Su 11:00-16:00; Dec 1-Apr 5: Mo-Su 10:00-15:00',
    'Mo 07:00-09:00,11:00-14:00; Tu 07:00-09:00,11:00-14:00; We 07:00-09:00,11:00-14:00; Th 07:00-09:00,11:00-14:00; Fr 07:00-09:00,11:00-14:00; Sa 08:00-15:00; Su 08:00-12:00; PH off',
  ]) {
    expect([value, hoursTooComplex(value)]).toEqual([value, null]);
    expect(parseHours(value)).not.toBeNull();
  }
});

it('gives a busy but valid value its badge and week, and no structured hours past the yearly bound', () => {
  const hours = parseHours(BUSY_BUT_VALID)!;
  expect(hours).not.toBeNull();
  const badge = hoursLive(hours, now, 8 * DAY);
  // Two changes per opening and a few midnights: the badge's data stays a few kB.
  expect(badge.steps.length).toBeLessThanOrEqual(8 * 8 * 2 + 16);
  expect(JSON.stringify(badge).length).toBeLessThan(10_000);
  expect(weekTable(hours, now).every((day) => day.ranges.length === 8)).toBe(true);
  expect(openingHoursSpecification(hours, now)).toEqual([]);
  expect(warn.mock.calls.map(([line]) => JSON.parse(line as string).event)).toEqual(['opening_hours_not_described']);
  expect(SPEC_MAX_INTERVALS).toBeLessThan(8 * 366);
});
