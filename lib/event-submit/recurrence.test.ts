import { occurrenceDays, occurrencePairs } from './recurrence';

const evening = { startTime: '19:00', endTime: '21:00', allDay: false };

describe('a weekly event keeps its Whitefish time across both daylight-saving changes', () => {
  test('March: 7 PM MST (02:00Z) before the change, 7 PM MDT (01:00Z) after', () => {
    const days = occurrenceDays('2027-03-02', { repeat: 'weekly', weekdays: [1], until: '2027-03-23' });
    expect(days).toEqual(['2027-03-02', '2027-03-09', '2027-03-16', '2027-03-23']);
    const pairs = occurrencePairs({ startDate: '2027-03-02', endDate: '2027-03-02', ...evening }, days);
    expect(pairs[0]).toEqual(['2027-03-03T02:00:00Z', '2027-03-03T04:00:00Z']);
    expect(pairs[1]).toEqual(['2027-03-10T02:00:00Z', '2027-03-10T04:00:00Z']);
    // 2027-03-14 is the second Sunday of March
    expect(pairs[2]).toEqual(['2027-03-17T01:00:00Z', '2027-03-17T03:00:00Z']);
  });

  test('November: 7 PM MDT (01:00Z) before the change, 7 PM MST (02:00Z) after', () => {
    const days = occurrenceDays('2026-10-27', { repeat: 'weekly', weekdays: [1, 3], until: '2026-11-05' });
    expect(days).toEqual(['2026-10-27', '2026-10-29', '2026-11-03', '2026-11-05']);
    const pairs = occurrencePairs({ startDate: '2026-10-27', endDate: '2026-10-27', ...evening }, days);
    expect(pairs.map(([start]) => start)).toEqual(['2026-10-28T01:00:00Z', '2026-10-30T01:00:00Z', '2026-11-04T02:00:00Z', '2026-11-06T02:00:00Z']);
  });

  test('a morning event on the day of the change itself is at its wall-clock time', () => {
    const pairs = occurrencePairs({ startDate: '2026-11-01', endDate: '2026-11-01', startTime: '09:00', endTime: '10:00', allDay: false }, ['2026-11-01']);
    expect(pairs).toEqual([['2026-11-01T16:00:00Z', '2026-11-01T17:00:00Z']]);
  });
});

test('monthly on the nth weekday: the first Saturday, and the last one', () => {
  expect(occurrenceDays('2026-12-05', { repeat: 'monthly', nth: 1, until: '2027-03-31' })).toEqual(['2026-12-05', '2027-01-02', '2027-02-06', '2027-03-06']);
  expect(occurrenceDays('2026-12-26', { repeat: 'monthly', nth: -1, until: '2027-02-28' })).toEqual(['2026-12-26', '2027-01-30', '2027-02-27']);
});

test('a list of dates is sorted, without repeats, with the start date', () => {
  expect(occurrenceDays('2026-12-10', { repeat: 'dates', dates: ['2026-12-20', '2026-12-12', '2026-12-20'] })).toEqual(['2026-12-10', '2026-12-12', '2026-12-20']);
});

test('a multi-day, all-day event spans whole Whitefish days', () => {
  const pairs = occurrencePairs({ startDate: '2026-12-10', endDate: '2026-12-12', startTime: '', endTime: '', allDay: true }, ['2026-12-10']);
  expect(pairs).toEqual([['2026-12-10T07:00:00Z', '2026-12-13T06:59:00Z']]);
});

test('expansion stops one past the limit of 52, so a year of daily dates is refused rather than cut', () => {
  const all = [0, 1, 2, 3, 4, 5, 6];
  expect(occurrenceDays('2027-01-01', { repeat: 'weekly', weekdays: all, until: '2027-12-31' })).toHaveLength(53);
});
