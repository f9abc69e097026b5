import {
  addDays,
  dayInZone,
  dayIsOver,
  formatDate,
  formatRange,
  isCalendarDay,
  isUpcoming,
  nextOccurrence,
  startOfDayInZone,
  startOfTodayInZone,
  toICSValue,
  todayInZone,
  weekdayOf,
} from './dates';

describe('today in Denver', () => {
  it('is still the previous day just after UTC midnight', () => {
    expect(todayInZone(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-22');
    expect(todayInZone(new Date('2026-11-23T07:00:00Z'))).toBe('2026-11-23');
  });

  it('starts at local midnight in winter (MST) and summer (MDT)', () => {
    expect(startOfTodayInZone(new Date('2026-11-23T03:00:00Z')).toISOString()).toBe('2026-11-22T07:00:00.000Z');
    expect(startOfDayInZone('2026-07-04').toISOString()).toBe('2026-07-04T06:00:00.000Z');
    // DST change day (March 8, 2026) still starts at MST midnight
    expect(startOfDayInZone('2026-03-08').toISOString()).toBe('2026-03-08T07:00:00.000Z');
  });

  it('knows when a Denver day is over, every half hour of a year with both DST changes', () => {
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 2); at += 30 * 60_000) {
      const now = todayInZone(new Date(at));
      expect([dayIsOver(now, at), dayIsOver(addDays(now, -1), at), dayIsOver(addDays(now, 1), at)]).toEqual([false, true, false]);
    }
    expect(dayIsOver('2026-11-22', Date.parse('2026-11-23T06:59:00Z'))).toBe(false);
    expect(dayIsOver('2026-11-22', Date.parse('2026-11-23T07:00:00Z'))).toBe(true);
    expect(dayIsOver('2026-07-04', Date.parse('2026-07-05T06:00:00Z'))).toBe(true);
  });

  it('reads a timestamp as its Denver day; calendar dates stay as written', () => {
    expect(dayInZone('2026-11-23T01:30:00Z')).toBe('2026-11-22');
    expect(dayInZone('2026-11-23')).toBe('2026-11-23');
    expect(dayInZone('nonsense')).toBeNull();
  });
});

describe('upcoming and next occurrence', () => {
  const today = '2026-11-22';
  it('an event ending today is still upcoming; yesterday is past', () => {
    expect(isUpcoming(['2026-11-22T18:00:00-07:00', '2026-11-22T21:00:00-07:00'], today)).toBe(true);
    expect(isUpcoming(['2026-11-21T18:00:00-07:00', '2026-11-21T21:00:00-07:00'], today)).toBe(false);
    expect(isUpcoming(['2026-11-20', '2026-11-25'], today)).toBe(true);
  });

  it('picks the first range not in the past, unless overridden', () => {
    const ranges: [string, string][] = [
      ['2026-11-25T10:00:00-07:00', '2026-11-25T12:00:00-07:00'],
      ['2026-11-20T10:00:00-07:00', '2026-11-20T12:00:00-07:00'],
      ['2026-11-23T10:00:00-07:00', '2026-11-23T12:00:00-07:00'],
    ];
    expect(nextOccurrence(ranges, today)?.[0]).toBe('2026-11-23T10:00:00-07:00');
    expect(nextOccurrence(ranges, today, ranges[0])).toBe(ranges[0]);
    expect(nextOccurrence([ranges[1]], today)).toBeNull();
    expect(nextOccurrence(null, today)).toBeNull();
  });
});

describe('display', () => {
  it('uses US format with a two-digit year in Denver time', () => {
    expect(formatDate('2026-11-23T01:30:00Z', 'date')).toBe('11/22/26');
    expect(formatDate('2026-11-22T18:30:00-07:00')).toBe('11/22/26, 6:30 PM');
    expect(formatDate('2026-11-22', 'date')).toBe('11/22/26');
    expect(formatDate('18:05', 'time')).toBe('6:05 PM');
    expect(formatDate('00:15', 'time')).toBe('12:15 AM');
    expect(formatDate('garbage', 'date')).toBe('');
  });

  it('shows an equal range once and joins others with an en dash', () => {
    expect(formatRange(['2026-11-22', '2026-11-22'], 'date')).toBe('11/22/26');
    expect(formatRange(['2026-11-22', '2026-11-24'], 'date')).toBe('11/22/26 – 11/24/26');
    expect(formatRange(['2026-11-22T18:00:00-07:00', '2026-11-22T21:00:00-07:00'])).toBe(
      '11/22/26, 6:00 PM – 11/22/26, 9:00 PM',
    );
    expect(formatRange(null)).toBe('');
  });

  it('gives iCalendar values', () => {
    expect(toICSValue('2026-11-22')).toBe('20261122');
    expect(toICSValue('2026-11-22T18:00:00-07:00')).toBe('20261123T010000Z');
    expect(toICSValue('x')).toBeNull();
  });
});

describe('calendar days', () => {
  it('knows the weekday of a day', () => {
    expect(weekdayOf('2026-11-29')).toBe(0);
    expect(weekdayOf('2026-11-27')).toBe(5);
  });


  it('accepts real days only', () => {
    expect(isCalendarDay('2026-11-27')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-30', '2027-02-29', '9999-99-99', '2026-13-01', '2026-00-10', '2026-11-7', 'junk', ' 2026-11-27']) {
      expect(isCalendarDay(bad)).toBe(false);
    }
  });

  it('adds days across months, years and DST changes', () => {
    expect(addDays('2026-11-28', 5)).toBe('2026-12-03');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-11-01', -1)).toBe('2026-10-31');
  });
});
