import { datedCountLabel, datedTitle, dateSpan, hoursCountLabel, hoursTitle } from './date-labels';
import { resolveDates } from './dates';

const today = '2026-11-23'; // a Monday
const resolve = (q: { when?: string; from?: string; to?: string }) => resolveDates({ when: '', from: '', to: '', ...q } as never, today)!;

describe('what the events list says about its dates', () => {
  it('names one day, a range, or an open end in the site’s date format', () => {
    expect(dateSpan(resolve({ when: 'today' }))).toBe('on 11/23/26');
    expect(dateSpan(resolve({ when: 'weekend' }))).toBe('between 11/27/26 and 11/29/26');
    expect(dateSpan(resolve({ from: '2026-12-01' }))).toBe('from 12/01/26 on');
  });

  it('counts events in the range, and says when there are none', () => {
    const weekend = resolve({ when: 'weekend' });
    expect(datedCountLabel(0, 0, weekend)).toBe('No events between 11/27/26 and 11/29/26.');
    expect(datedCountLabel(1, 1, weekend)).toBe('1 event between 11/27/26 and 11/29/26');
    expect(datedCountLabel(12, 12, weekend)).toBe('12 events between 11/27/26 and 11/29/26');
    expect(datedCountLabel(60, 75, resolve({ when: 'tomorrow' }))).toBe('60 of 75 events on 11/24/26');
  });

  it('titles the page with the choice and its days', () => {
    expect(datedTitle(resolve({ when: 'weekend' }))).toBe('Events this weekend (11/27/26 – 11/29/26)');
    expect(datedTitle(resolve({ when: 'today' }))).toBe('Events today (11/23/26)');
    expect(datedTitle(resolve({ when: 'week' }))).toBe('Events in the next 7 days (11/23/26 – 11/29/26)');
    expect(datedTitle(resolve({ when: 'month' }))).toBe('Events this month (11/23/26 – 11/30/26)');
    expect(datedTitle(resolve({ from: '2026-12-01', to: '2026-12-03' }))).toBe('Events between 12/01/26 and 12/03/26');
    expect(datedTitle(resolve({ to: '2026-11-23' }))).toBe('Events on 11/23/26');
  });
});

describe('lists of places with dates', () => {
  const now = { from: '2026-11-27', to: '2026-11-27', when: 'now' as const, openEnd: false };
  const weekend = { from: '2026-11-27', to: '2026-11-29', when: 'weekend' as const, openEnd: false };
  it('counts the places open and, apart, those that list no hours', () => {
    expect(hoursCountLabel(5, 5, now)).toBe('5 places open now');
    expect(hoursCountLabel(1, 1, now, 1)).toBe('1 place open now · 1 place does not list hours.');
    expect(hoursCountLabel(24, 30, weekend, 12)).toBe('24 of 30 places open between 11/27/26 and 11/29/26 · 12 places do not list hours.');
    expect(hoursCountLabel(0, 0, now, 2)).toBe('No places are open now · 2 places do not list hours.');
    expect(hoursCountLabel(0, 0, weekend)).toBe('No places are open between 11/27/26 and 11/29/26.');
  });
  it('titles the page with the choice', () => {
    expect(hoursTitle('Dine', now)).toBe('Dine open now');
    expect(hoursTitle('Shop', weekend)).toBe('Shop open between 11/27/26 and 11/29/26');
  });
});
