import { addDays, todayInZone } from '../dates';
import { MAX_RANGE_DAYS, resolveDates, withDates } from './dates';
import type { ListQuery } from './state';

type Dates = Pick<ListQuery, 'when' | 'from' | 'to'>;
const none: Dates = { when: '', from: '', to: '' };
const range = (q: Partial<Dates>, today: string) => {
  const r = resolveDates({ ...none, ...q }, today);
  return r && [r.from, r.to];
};

describe('quick choices in America/Denver', () => {
  it('on a Monday: the weekend is the coming Friday to Sunday', () => {
    // 7:30 PM Monday Nov 23 in Denver is already Tuesday in UTC.
    const today = todayInZone(new Date('2026-11-24T02:30:00Z'));
    expect(today).toBe('2026-11-23');
    expect(range({ when: 'today' }, today)).toEqual(['2026-11-23', '2026-11-23']);
    expect(range({ when: 'tomorrow' }, today)).toEqual(['2026-11-24', '2026-11-24']);
    expect(range({ when: 'weekend' }, today)).toEqual(['2026-11-27', '2026-11-29']);
    expect(range({ when: 'week' }, today)).toEqual(['2026-11-23', '2026-11-29']);
    expect(range({ when: 'month' }, today)).toEqual(['2026-11-23', '2026-11-30']);
  });

  it('on a Thursday the weekend starts tomorrow; on Friday, Saturday and Sunday it runs from today', () => {
    expect(range({ when: 'weekend' }, '2026-11-26')).toEqual(['2026-11-27', '2026-11-29']);
    expect(range({ when: 'weekend' }, '2026-11-27')).toEqual(['2026-11-27', '2026-11-29']);
    expect(range({ when: 'weekend' }, '2026-11-28')).toEqual(['2026-11-28', '2026-11-29']);
    expect(range({ when: 'weekend' }, '2026-11-29')).toEqual(['2026-11-29', '2026-11-29']);
  });

  it('on the Sunday clocks go back (Nov 1, 2026): today is still Sunday in Denver late at night', () => {
    // 11:30 PM MST on Sunday Nov 1 = 06:30 UTC on Monday Nov 2.
    const today = todayInZone(new Date('2026-11-02T06:30:00Z'));
    expect(today).toBe('2026-11-01');
    expect(range({ when: 'weekend' }, today)).toEqual(['2026-11-01', '2026-11-01']);
    expect(range({ when: 'tomorrow' }, today)).toEqual(['2026-11-02', '2026-11-02']);
    expect(range({ when: 'week' }, today)).toEqual(['2026-11-01', '2026-11-07']);
    expect(range({ when: 'month' }, today)).toEqual(['2026-11-01', '2026-11-30']);
  });

  it('on the Sunday clocks go forward (Mar 8, 2026) and the Saturday before it', () => {
    // 12:30 AM MST Sunday = 07:30 UTC; 11:30 PM MDT Saturday Mar 7 = 06:30 UTC Mar 8.
    expect(todayInZone(new Date('2026-03-08T07:30:00Z'))).toBe('2026-03-08');
    expect(todayInZone(new Date('2026-03-08T06:30:00Z'))).toBe('2026-03-07');
    expect(range({ when: 'weekend' }, '2026-03-07')).toEqual(['2026-03-07', '2026-03-08']);
    expect(range({ when: 'week' }, '2026-03-07')).toEqual(['2026-03-07', '2026-03-13']);
  });

  it('this month ends on the month’s last day, leap years included', () => {
    expect(range({ when: 'month' }, '2028-02-10')).toEqual(['2028-02-10', '2028-02-29']);
    expect(range({ when: 'month' }, '2026-12-31')).toEqual(['2026-12-31', '2026-12-31']);
  });
});

describe('custom days', () => {
  const today = '2026-11-23';

  it('are inclusive; from alone runs on, to alone starts today; reversed ends swap', () => {
    expect(range({ from: '2026-12-01', to: '2026-12-03' }, today)).toEqual(['2026-12-01', '2026-12-03']);
    expect(range({ from: '2026-12-03', to: '2026-12-01' }, today)).toEqual(['2026-12-01', '2026-12-03']);
    expect(range({ from: '2026-12-01' }, today)).toEqual(['2026-12-01', addDays(today, MAX_RANGE_DAYS)]);
    expect(resolveDates({ ...none, from: '2026-12-01' }, today)?.openEnd).toBe(true);
    expect(range({ to: '2026-12-01' }, today)).toEqual([today, '2026-12-01']);
  });

  it('start today when they start in the past; are ignored when wholly past', () => {
    expect(range({ from: '2026-11-01', to: '2026-11-25' }, today)).toEqual([today, '2026-11-25']);
    expect(range({ from: '2026-11-01', to: '2026-11-22' }, today)).toBeNull();
    expect(range({ to: '2026-11-22' }, today)).toBeNull();
  });

  it('reach at most two years ahead', () => {
    const limit = addDays(today, MAX_RANGE_DAYS);
    expect(limit).toBe('2028-11-22');
    expect(range({ from: '2027-01-01', to: '9999-12-31' }, today)).toEqual(['2027-01-01', limit]);
    expect(range({ from: '9999-12-31' }, today)).toBeNull();
  });

  it('give way to a valid quick choice; "any" and malformed days mean every upcoming day', () => {
    expect(range({ when: 'today', from: '2026-12-01', to: '2026-12-03' }, today)).toEqual([today, today]);
    expect(range({ when: 'any', from: '2026-12-01' }, today)).toBeNull();
    expect(range({ from: '2026-02-30', to: 'junk' }, today)).toBeNull();
    expect(range({}, today)).toBeNull();
  });

  it('are kept by the list as asked, swapped into order, or dropped when ignored', () => {
    expect(withDates({ ...none, from: '2026-12-03', to: '2026-12-01' }, 'events', today)).toEqual({ when: '', from: '2026-12-01', to: '2026-12-03' });
    expect(withDates({ ...none, from: '2026-11-01', to: '2026-11-30' }, 'events', today)).toEqual({ when: '', from: '2026-11-01', to: '2026-11-30' });
    expect(withDates({ ...none, from: '2026-11-01', to: '2026-11-02' }, 'events', today)).toEqual(none);
    expect(withDates({ when: 'week', from: '2026-12-01', to: '' }, 'events', today)).toEqual({ when: 'week', from: '', to: '' });
    expect(withDates({ when: 'week', from: '', to: '' }, null, today)).toEqual(none);
  });
});

describe('open now (lists of places)', () => {
  it('is today at the moment asked on lists of places, and ignored on the events list', () => {
    const today = '2026-11-26';
    expect(resolveDates({ when: 'now', from: '', to: '' }, today)).toEqual({ from: today, to: today, when: 'now', openEnd: false });
    expect(withDates({ when: 'now', from: '2026-12-01', to: '' }, 'hours', today)).toEqual({ when: 'now', from: '', to: '' });
    expect(withDates({ when: 'now', from: '', to: '' }, 'events', today)).toEqual({ when: '', from: '', to: '' });
    expect(withDates({ when: 'weekend', from: '', to: '' }, 'hours', today)).toEqual({ when: 'weekend', from: '', to: '' });
  });
});
