import { todayInZone } from '../dates';
import { eventRanges } from './access';
import { normalizeEntry } from './entry';
import { dailyRanges, wireEvent } from './fixtures';
import { canonicalEntryRedirect, entryHref, entryOccurrenceOn, expandOccurrences, entryNextOccurrence, MAX_OCCURRENCES, occurrenceOn, upcomingOccurrences } from './occurrences';

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

describe('occurrences within a range of days (docs/product.md#dates-on-the-events-list)', () => {
  const today = '2026-11-22';
  const recurring = normalizeEntry(wireEvent({}, dailyRanges(18, 10)))!; // Nov 18–27, 6–9 PM Denver
  const festival = normalizeEntry(
    wireEvent({ id: 'fest', title: 'Festival' }, [['2026-11-24T10:00:00-07:00', '2026-11-28T16:00:00-07:00']]),
  )!;
  const allDay = normalizeEntry(
    wireEvent({ id: 'fair', title: 'Fair', elements: [{ id: 'event-datetime', name: 'Date', type: 'datetime', preferences: { data_type: 'date' }, data: [['2026-11-26', '2026-11-26']] }] }),
  )!;
  const ids = (from: string, to: string) => upcomingOccurrences([recurring, festival, allDay], from, to).map((e) => e.id);

  it('gives each occurrence of a series that falls in the range, in date order', () => {
    expect(ids('2026-11-25', '2026-11-26')).toEqual(['fest', 'evt-1::2026-11-25', 'fair', 'evt-1::2026-11-26']);
  });

  it('includes a multi-day event when any of its days is in the range: spanning its start, or its end', () => {
    expect(ids('2026-11-28', '2026-11-30')).toEqual(['fest']);
    expect(ids('2026-11-23', '2026-11-24')).toEqual(['evt-1::2026-11-23', 'fest', 'evt-1::2026-11-24']);
    expect(ids('2026-11-29', '2026-12-31')).toEqual([]);
  });

  it('counts an evening by its day in Denver, not in UTC', () => {
    // 6 PM MST on Nov 27 is already Nov 28 in UTC: still the 27th here.
    expect(ids('2026-11-27', '2026-11-27')).toEqual(['fest', 'evt-1::2026-11-27']);
  });

  it('without an end keeps every upcoming occurrence', () => {
    expect(upcomingOccurrences([recurring], today)).toHaveLength(6);
  });
});

describe('the occurrence an entry page was opened for (?date=)', () => {
  const today = '2026-11-22';
  const entry = normalizeEntry(wireEvent({}, dailyRanges(18, 10)))!; // Nov 18–27, 6–9 PM Denver
  const ranges = eventRanges(entry);

  it('is the upcoming range starting on that day in Denver, today included', () => {
    expect(occurrenceOn(ranges, '2026-11-25', today)).toEqual(['2026-11-25T18:00:00-07:00', '2026-11-25T21:00:00-07:00']);
    expect(occurrenceOn(ranges, today, today)?.[0]).toBe('2026-11-22T18:00:00-07:00');
    // 6 PM in Denver is 01:00 UTC the next day: the Denver day counts
    expect(occurrenceOn([['2026-11-26T01:00:00Z', '2026-11-26T04:00:00Z']], '2026-11-25', today)).not.toBeNull();
    expect(occurrenceOn([['2026-11-26T01:00:00Z', '2026-11-26T04:00:00Z']], '2026-11-26', today)).toBeNull();
  });

  it('is null for a past occurrence, a day without one, or anything that is not a day', () => {
    for (const day of ['2026-11-20', '2026-11-28', '2026-11-25T18:00', '11/25/26', '2026-11-5', '', null, undefined]) {
      expect(occurrenceOn(ranges, day, today)).toBeNull();
    }
  });

  it('counts a range that started before today and has not ended (a festival in progress) by its start day', () => {
    const festival: [string, string][] = [['2026-11-21T10:00:00-07:00', '2026-11-23T18:00:00-07:00']];
    expect(occurrenceOn(festival, '2026-11-21', today)).toEqual(festival[0]);
  });

  it('gives the day with the range for an entry, and links each list occurrence to its day', () => {
    expect(entryOccurrenceOn(entry, '2026-11-26', today)).toEqual({ day: '2026-11-26', range: ranges[8] });
    expect(entryOccurrenceOn(entry, '2026-11-19', today)).toBeNull();
    const [first, second] = expandOccurrences({ ...entry, title: 'Ski Swap' }, today);
    expect(entryHref(first)).toBe('/entries/ski-swap/evt-1?date=2026-11-22');
    expect(entryHref(second)).toBe('/entries/ski-swap/evt-1?date=2026-11-23');
    // every link a list makes names an occurrence the entry page accepts
    for (const item of expandOccurrences(entry, today)) {
      const day = new URL(entryHref(item), 'http://x').searchParams.get('date');
      expect(occurrenceOn(ranges, day, today)).toEqual(item.occurrence);
    }
    const single = normalizeEntry(wireEvent({ id: 'one', title: 'One' }, dailyRanges(24, 1)))!;
    expect(entryHref(expandOccurrences(single, today)[0])).toBe('/entries/one/one');
  });
});

describe('an event with thousands of dates (an import, a partner feed)', () => {
  // Every 30 minutes for six months from Nov 23: 8,640 ranges, all upcoming.
  const start = Date.parse('2026-11-23T18:00:00Z');
  const ranges = Array.from({ length: 8_640 }, (_, i) => {
    const from = new Date(start + i * 30 * 60_000).toISOString();
    return [from, from] as [string, string];
  });
  const entry = normalizeEntry(wireEvent({}, ranges))!;

  it('lists a year of daily occurrences at most, each carrying at most that many later dates', () => {
    const items = expandOccurrences(entry, '2026-11-22');
    expect(items.length).toBeLessThanOrEqual(MAX_OCCURRENCES);
    expect(items[0].occurrence?.[0]).toBe(ranges[0][0]);
    expect(Math.max(...items.map((item) => eventRanges(item).length))).toBeLessThanOrEqual(MAX_OCCURRENCES);
    expect(upcomingOccurrences([entry], '2026-11-22').length).toBeLessThanOrEqual(MAX_OCCURRENCES);
  });
});

describe('canonicalEntryRedirect', () => {
  const canonical = '/entries/big-mountain/abc';
  it('sends a wrong title slug to the canonical path, keeping the occurrence day', () => {
    expect(canonicalEntryRedirect('/entries/old-title/abc', canonical, null)).toBe(canonical);
    expect(canonicalEntryRedirect('/entries/old-title/abc', canonical, '2026-12-01')).toBe(`${canonical}?date=2026-12-01`);
  });
  it('leaves the canonical path where it is', () => {
    expect(canonicalEntryRedirect(canonical, canonical, '2026-12-01')).toBeNull();
  });
});
