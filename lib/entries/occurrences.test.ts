import { todayInZone } from '../dates';
import { eventRanges } from './access';
import { normalizeEntry } from './entry';
import { dailyRanges, wireEvent } from './fixtures';
import { expandOccurrences, entryNextOccurrence, upcomingOccurrences } from './occurrences';

describe('recurring events', () => {
  // 10 evenings, Nov 18–27, 6–9 PM Denver. "Now" is 8 PM Nov 22 in Denver = 03:00 UTC on Nov 23.
  const now = new Date('2026-11-23T03:00:00Z');
  const today = todayInZone(now);
  const entry = normalizeEntry(wireEvent({}, dailyRanges(18, 10)))!;

  it('gives one item per day from today on, in Denver time', () => {
    expect(today).toBe('2026-11-22');
    const items = expandOccurrences(entry, today);
    expect(items.map((e) => e.id)).toEqual([
      'evt-1::2026-11-22',
      'evt-1::2026-11-23',
      'evt-1::2026-11-24',
      'evt-1::2026-11-25',
      'evt-1::2026-11-26',
      'evt-1::2026-11-27',
    ]);
    expect(items.every((e) => e.sourceId === 'evt-1')).toBe(true);
  });

  it("puts each item's occurrence first in its event-datetime list", () => {
    const [first, second] = expandOccurrences(entry, today);
    expect(first.occurrence).toEqual(['2026-11-22T18:00:00-07:00', '2026-11-22T21:00:00-07:00']);
    expect(eventRanges(first)[0]).toEqual(first.occurrence);
    expect(eventRanges(second)[0][0]).toBe('2026-11-23T18:00:00-07:00');
    expect(entryNextOccurrence(second, today)).toEqual(second.occurrence);
    // the source entry is untouched
    expect(eventRanges(entry)).toHaveLength(10);
  });

  it('keeps a single-date event under its own id and drops past events', () => {
    const single = normalizeEntry(wireEvent({ id: 'one' }, dailyRanges(24, 1)))!;
    expect(expandOccurrences(single, today).map((e) => e.id)).toEqual(['one']);
    const past = normalizeEntry(wireEvent({ id: 'past' }, dailyRanges(10, 3)))!;
    expect(expandOccurrences(past, today)).toEqual([]);
    const undated = normalizeEntry(wireEvent({ id: 'none' }))!;
    expect(expandOccurrences(undated, today)).toEqual([]);
  });

  it('merges all events into one list sorted by date', () => {
    const single = normalizeEntry(wireEvent({ id: 'one', title: 'One' }, [['2026-11-23T12:00:00-07:00', '2026-11-23T13:00:00-07:00']]))!;
    const list = upcomingOccurrences([entry, single], today).map((e) => e.id);
    expect(list.slice(0, 3)).toEqual(['evt-1::2026-11-22', 'one', 'evt-1::2026-11-23']);
    expect(list).toHaveLength(7);
  });
});
