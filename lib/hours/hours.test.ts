import { isOpenAt, isOpenOnDays } from './intervals';
import { hoursLabel, hoursLive } from './labels';
import { parseHours, type Hours } from './parse';
import { openingHoursSpecification } from './schema';
import { instantOfWall } from './wall-time';
import { weekTable } from './week';
import { stepAt } from './live';

const BAR = 'Mo-Su 16:00-02:00';
const SEASONAL = 'May 1-Oct 15: Th-Su 11:00-16:00; Dec 1-Apr 5: Mo-Su 10:00-15:00';
const BAKERY = 'Tu-Sa 07:00-13:00; PH off';
const DINER = 'Mo-Su 06:00-14:00; Dec 25 off';

function hours(value: string): Hours {
  const parsed = parseHours(value);
  if (!parsed) throw new Error(`does not parse: ${value}`);
  return parsed;
}

/** 'YYYY-MM-DD', n days after 2026-11-26. */
const isoDay = (n: number) => new Date(Date.UTC(2026, 10, 26 + n)).toISOString().slice(0, 10);

/** An instant given as Whitefish wall time 'YYYY-MM-DD HH:MM'. */
function at(wall: string): number {
  const [, y, m, d, h, min] = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(wall)!.map(Number);
  return instantOfWall(y, m, d, h, min);
}

describe('instantOfWall', () => {
  it('reads Whitefish time in winter and summer', () => {
    expect(new Date(at('2026-11-26 12:00')).toISOString()).toBe('2026-11-26T19:00:00.000Z');
    expect(new Date(at('2026-07-04 12:00')).toISOString()).toBe('2026-07-04T18:00:00.000Z');
  });
  it('takes the first of a repeated time and reads a skipped one with the offset before the change', () => {
    expect(new Date(at('2026-11-01 01:30')).toISOString()).toBe('2026-11-01T07:30:00.000Z');
    expect(new Date(at('2026-11-01 02:00')).toISOString()).toBe('2026-11-01T09:00:00.000Z');
    expect(new Date(at('2026-03-08 02:00')).toISOString()).toBe('2026-03-08T09:00:00.000Z');
  });
});

describe('hoursLabel', () => {
  const cases: Array<[string, string | number, string, string]> = [
    // value, instant (wall time in Whitefish, or ms), state, label
    [BAR, '2026-11-26 15:00', 'closed', 'Closed · opens 4 pm'],
    [BAR, '2026-11-26 16:00', 'open', 'Open now · closes 2 am'],
    [BAR, '2026-11-26 23:30', 'open', 'Open now · closes 2 am'],
    // past midnight: still the night that began the day before
    [BAR, '2026-11-27 01:59', 'open', 'Open now · closes 2 am'],
    [BAR, '2026-11-27 02:00', 'closed', 'Closed · opens 4 pm'],
    // spring forward (2026-03-08): the clocks jump from 1:59 to 3:00, which is when the 2 am closing comes
    [BAR, '2026-03-08 01:30', 'open', 'Open now · closes 3 am'],
    [BAR, Date.parse('2026-03-08T09:00:00Z'), 'closed', 'Closed · opens 4 pm'],
    // fall back (2026-11-01): 1–2 am happens twice; the bar is open through both
    [BAR, Date.parse('2026-11-01T07:30:00Z'), 'open', 'Open now · closes 2 am'],
    [BAR, Date.parse('2026-11-01T08:30:00Z'), 'open', 'Open now · closes 2 am'],
    [BAR, Date.parse('2026-11-01T09:00:00Z'), 'closed', 'Closed · opens 4 pm'],
    // seasons: a week or more away reads as the season's opening
    [SEASONAL, '2026-11-20 12:00', 'closed', 'Closed for the season · opens Dec 1'],
    [SEASONAL, '2026-11-26 12:00', 'closed', 'Closed · opens Tue 10 am'],
    [SEASONAL, '2026-10-15 15:59', 'open', 'Open now · closes 4 pm'],
    [SEASONAL, '2026-10-15 16:00', 'closed', 'Closed for the season · opens Dec 1'],
    [SEASONAL, '2027-04-05 14:00', 'open', 'Open now · closes 3 pm'],
    [SEASONAL, '2027-04-05 15:00', 'closed', 'Closed for the season · opens May 1'],
    [SEASONAL, '2026-05-01 10:59', 'closed', 'Closed · opens 11 am'],
    [SEASONAL, '2026-05-04 12:00', 'closed', 'Closed · opens Thu 11 am'],
    // holidays: Montana's public holidays (Thanksgiving 2026-11-26), and a fixed day off
    [BAKERY, '2026-11-26 09:00', 'closed', 'Closed · opens Fri 7 am'],
    [BAKERY, '2026-11-27 09:00', 'open', 'Open now · closes 1 pm'],
    [DINER, '2026-12-25 10:00', 'closed', 'Closed · opens Sat 6 am'],
    [DINER, '2026-12-24 10:00', 'open', 'Open now · closes 2 pm'],
    // always open, and closing on another day
    ['24/7', '2026-11-26 03:00', 'open', 'Open now'],
    ['Mo-We 00:00-24:00', '2026-11-24 10:00', 'open', 'Open now · closes Thu midnight'],
    ['Mo-Fr 11:30-12:00', '2026-11-26 08:00', 'closed', 'Closed · opens 11:30 am'],
    ['Mo-Su 12:00-24:00', '2026-11-26 13:00', 'open', 'Open now · closes midnight'],
    ['Mo-Su 06:00-12:00', '2026-11-26 05:00', 'closed', 'Closed · opens 6 am'],
    // no opening within the horizon
    ['off', '2026-11-26 12:00', 'closed', 'Closed'],
  ];
  it.each(cases)('%s at %s: %s, "%s"', (value, when, state, label) => {
    expect(hoursLabel(hours(value), typeof when === 'number' ? when : at(when))).toEqual([state, label]);
  });
});

describe('parseHours', () => {
  it('ignores empty values and warns once per invalid value, without throwing', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(parseHours('')).toBeNull();
      expect(parseHours('   ')).toBeNull();
      expect(parseHours(undefined)).toBeNull();
      expect(warn).not.toHaveBeenCalled();
      expect(parseHours('daily 11-9 in ski season', 'e1')).toBeNull();
      expect(parseHours('daily 11-9 in ski season', 'e1')).toBeNull();
      expect(parseHours('Mo-Fr 25:00-26:00')).toBeNull();
      expect(warn).toHaveBeenCalledTimes(2);
      const line = JSON.parse(warn.mock.calls[0][0] as string);
      expect(line).toMatchObject({ level: 'warn', event: 'invalid_opening_hours', entry: 'e1', value: 'daily 11-9 in ski season' });
    } finally {
      warn.mockRestore();
    }
  });
});

describe('hoursLive', () => {
  it('lists every change of the label in the window, and picks the right one at any moment', () => {
    const from = at('2026-11-26 12:00');
    const live = hoursLive(hours(BAR), from, 2 * 86_400_000);
    expect(live.steps.map(([t, state, label]) => [new Date(t).toISOString(), state, label])).toEqual([
      ['2026-11-26T19:00:00.000Z', 'closed', 'Closed · opens 4 pm'],
      ['2026-11-26T23:00:00.000Z', 'open', 'Open now · closes 2 am'],
      ['2026-11-27T09:00:00.000Z', 'closed', 'Closed · opens 4 pm'],
      ['2026-11-27T23:00:00.000Z', 'open', 'Open now · closes 2 am'],
      ['2026-11-28T09:00:00.000Z', 'closed', 'Closed · opens 4 pm'],
    ]);
    expect(stepAt(live, at('2026-11-27 01:00'))?.[2]).toBe('Open now · closes 2 am');
    expect(stepAt(live, at('2026-11-27 03:00'))?.[2]).toBe('Closed · opens 4 pm');
    expect(stepAt(live, from - 1)).toBeNull();
    expect(stepAt(live, live.until)).toBeNull();
  });

  it('changes "opens Thu" to "opens" at midnight, and to the season a week before it opens', () => {
    const live = hoursLive(hours(SEASONAL), at('2026-11-23 12:00'), 9 * 86_400_000);
    const labels = live.steps.map(([t, , label]) => [new Date(t).toISOString(), label]);
    expect(labels.slice(0, 4)).toEqual([
      ['2026-11-23T19:00:00.000Z', 'Closed for the season · opens Dec 1'],
      ['2026-11-24T17:00:00.000Z', 'Closed · opens Tue 10 am'],
      ['2026-12-01T07:00:00.000Z', 'Closed · opens 10 am'],
      ['2026-12-01T17:00:00.000Z', 'Open now · closes 3 pm'],
    ]);
    const before = hoursLive(hours(SEASONAL), at('2026-11-20 12:00'), 86_400_000 * 5);
    expect(before.steps.map(([t, , label]) => [new Date(t).toISOString(), label])).toEqual([
      ['2026-11-20T19:00:00.000Z', 'Closed for the season · opens Dec 1'],
      ['2026-11-24T17:00:00.000Z', 'Closed · opens Tue 10 am'],
    ]);
  });
});

describe('weekTable', () => {
  it('shows a night past midnight on the day it starts', () => {
    const week = weekTable(hours(BAR), at('2026-11-26 12:00'));
    expect(week).toHaveLength(7);
    expect(week[0]).toEqual({ day: '2026-11-26', label: 'Thu, Nov 26', ranges: ['4 pm – 2 am'] });
    expect(week.every((d) => d.ranges.length === 1 && d.ranges[0] === '4 pm – 2 am')).toBe(true);
  });
  it('shows closed days, holidays and the day a season opens', () => {
    expect(weekTable(hours(SEASONAL), at('2026-11-26 12:00')).map((d) => d.ranges.join(', ') || 'closed')).toEqual([
      'closed', 'closed', 'closed', 'closed', 'closed', '10 am – 3 pm', '10 am – 3 pm',
    ]);
    expect(weekTable(hours(BAKERY), at('2026-11-26 12:00')).map((d) => [d.label, d.ranges.join(', ') || 'closed'])).toEqual([
      ['Thu, Nov 26', 'closed'],
      ['Fri, Nov 27', '7 am – 1 pm'],
      ['Sat, Nov 28', '7 am – 1 pm'],
      ['Sun, Nov 29', 'closed'],
      ['Mon, Nov 30', 'closed'],
      ['Tue, Dec 1', '7 am – 1 pm'],
      ['Wed, Dec 2', '7 am – 1 pm'],
    ]);
    expect(weekTable(hours('24/7'), at('2026-03-08 12:00')).map((d) => d.ranges)).toEqual(Array(7).fill(['Open 24 hours']));
  });
  it('is not moved by the change of the clocks', () => {
    expect(weekTable(hours('Mo-Su 10:00-15:00'), at('2026-03-07 12:00')).slice(0, 3).map((d) => d.ranges)).toEqual([
      ['10 am – 3 pm'], ['10 am – 3 pm'], ['10 am – 3 pm'],
    ]);
    expect(weekTable(hours('Mo-Su 10:00-15:00'), at('2026-10-31 12:00')).slice(0, 3).map((d) => d.ranges)).toEqual([
      ['10 am – 3 pm'], ['10 am – 3 pm'], ['10 am – 3 pm'],
    ]);
  });
});

describe('isOpenOnDays', () => {
  it('is true when any moment of the days is open', () => {
    expect(isOpenOnDays(hours(SEASONAL), '2026-11-26', '2026-11-30')).toBe(false);
    expect(isOpenOnDays(hours(SEASONAL), '2026-11-26', '2026-12-01')).toBe(true);
    expect(isOpenOnDays(hours(BAKERY), '2026-11-26', '2026-11-26')).toBe(false);
    expect(isOpenOnDays(hours(BAR), '2026-11-26', '2026-11-26')).toBe(true);
  });
});

describe('openingHoursSpecification', () => {
  const day = (d: string) => `https://schema.org/${d}`;
  it('describes a weekly pattern without validity when it holds all year; a night past midnight closes before it opens', () => {
    expect(openingHoursSpecification(hours(BAR), at('2026-11-26 12:00'))).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(day),
        opens: '16:00',
        closes: '02:00',
      },
    ]);
  });
  it('gives holidays as special days, closed as 00:00–00:00', () => {
    const specs = openingHoursSpecification(hours(BAKERY), at('2026-11-26 12:00'));
    // Thanksgiving (today) does not start a period of its own; Christmas and New Year's fall on the same weekdays a
    // week apart, so those weeks are periods of their own rather than special days (equally true).
    expect(specs[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map(day),
      opens: '07:00',
      closes: '13:00',
      validFrom: '2026-11-26',
      validThrough: '2026-12-23',
    });
    expect(specs).toContainEqual({ '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', validFrom: '2026-11-26', validThrough: '2026-11-26' });
    expect(specs).toContainEqual({ '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', validFrom: '2027-06-18', validThrough: '2027-06-18' });
  });
  it.each([SEASONAL, BAKERY, DINER, BAR, 'Jun-Sep: Mo-Su 09:00-19:00; Oct-May: Mo-Su 10:00-18:00'])('says for every day of the year what the evaluator says: %s', (value) => {
    const now = at('2026-11-26 12:00');
    const specs = openingHoursSpecification(hours(value), now);
    const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    for (const spec of specs) expect(spec['@type']).toBe('OpeningHoursSpecification');
    // The evaluator's own answer for a day: the openings that start on it, as HH:MM.
    const evaluated = (d: number) => {
      const dayStart = at(`${isoDay(d)} 00:00`);
      const next = at(`${isoDay(d + 1)} 00:00`);
      const h = hours(value);
      const out: string[] = [];
      for (let t = dayStart; t < next; t += 15 * 60_000) {
        const open = isOpenAt(h, t);
        const before = isOpenAt(h, t - 15 * 60_000);
        if (open && !before) out.push(new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Denver', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(t));
      }
      return out;
    };
    const described = (d: number) => {
      const iso = isoDay(d);
      const weekday = names[new Date(`${iso}T12:00:00Z`).getUTCDay()];
      const own = specs.filter((s) => s.validFrom === iso && s.validThrough === iso && !s.dayOfWeek);
      const applying = own.length
        ? own
        : specs.filter((s) => s.dayOfWeek && (s.dayOfWeek as string[]).includes(`https://schema.org/${weekday}`) && (!s.validFrom || ((s.validFrom as string) <= iso && iso <= (s.validThrough as string))));
      return applying.filter((s) => !(s.opens === '00:00' && s.closes === '00:00')).map((s) => s.opens as string).sort();
    };
    // Weekly samples through the year plus every day of the first fortnight and around Christmas.
    const sample = [...Array(14).keys(), ...Array.from({ length: 50 }, (_, i) => 14 + i * 7), 27, 28, 29, 30, 35, 36];
    for (const d of sample) expect([isoDay(d), described(d)]).toEqual([isoDay(d), evaluated(d)]);
  });
});
