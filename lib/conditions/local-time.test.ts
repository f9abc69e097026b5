import { localHourToIso } from './local-time';

describe('an agency’s local hour as an instant', () => {
  it('takes a zone abbreviation at its word, daylight or standard, whatever the season', () => {
    expect(localHourToIso('2026-07-29', 14, 'PDT')).toBe('2026-07-29T21:00:00.000Z');
    expect(localHourToIso('2026-11-27', 9, 'MST')).toBe('2026-11-27T16:00:00.000Z');
    expect(localHourToIso('2026-07-29', 14, 'MDT')).toBe('2026-07-29T20:00:00.000Z');
    // AirNow's retired services named standard time all summer: "MST" in July is still UTC−7.
    expect(localHourToIso('2020-05-29', 19, 'MST')).toBe('2020-05-30T02:00:00.000Z');
  });

  it('reads the town’s own zone, with its daylight saving, when the answer names none it knows', () => {
    expect(localHourToIso('2026-01-15', 9, '')).toBe('2026-01-15T16:00:00.000Z');
    expect(localHourToIso('2026-07-15', 9, 'XYZ')).toBe('2026-07-15T15:00:00.000Z');
  });

  it('refuses what is not a day and an hour', () => {
    expect([localHourToIso('2026-7-15', 9, 'MST'), localHourToIso('2026-07-15', 24, 'MST'), localHourToIso('', 9, 'MST')]).toEqual([null, null, null]);
  });
});
