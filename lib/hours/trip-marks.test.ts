import { normalizeEntry, type Entry } from '../entries';
import { wireEvent, wirePlace } from '../entries/fixtures';
import { tripClosedMarks, tripDays } from './trip-marks';

const place = (id: string, hours?: string): Entry => normalizeEntry(wirePlace(id, hours))!;
const event = (id: string, days: string[]): Entry =>
  normalizeEntry(wireEvent({ id, title: id }, days.map((d) => [`${d}T09:00:00-07:00`, `${d}T12:00:00-07:00`] as [string, string])))!;

const TODAY = '2026-11-26'; // Thanksgiving, a Thursday

describe('the trip page marks', () => {
  it('takes today and the saved events’ upcoming days as the trip’s days', () => {
    const days = tripDays([event('Market', ['2026-11-20', '2026-11-28', '2026-12-05']), event('Concert', ['2026-11-28'])], TODAY);
    expect([...days]).toEqual([
      [TODAY, []],
      ['2026-11-28', ['Market', 'Concert']],
      ['2026-12-05', ['Market']],
    ]);
  });

  it('marks places closed today or on an event’s day; places without hours or always open get none', () => {
    const entries = [
      event('Market', ['2026-11-29', '2026-12-01']),
      place('bakery', 'Tu-Sa 07:00-13:00; PH off'),
      place('bar', 'Mo-Su 16:00-02:00'),
      place('no-hours'),
      place('season', 'Dec 1-Apr 5: Mo-Su 10:00-15:00'),
    ];
    const marks = tripClosedMarks(entries, TODAY);
    expect(marks.get('bakery')).toEqual(['Closed today', 'Closed Sun, Nov 29 (Market)']);
    expect(marks.get('season')).toEqual(['Closed today', 'Closed Sun, Nov 29 (Market)']);
    expect(marks.has('bar')).toBe(false);
    expect(marks.has('no-hours')).toBe(false);
    expect(marks.has('Market')).toBe(false);
  });
});
