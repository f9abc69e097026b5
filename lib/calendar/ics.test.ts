import { parseCalendar } from '@/tests/fixtures/ical';
import { buildCalendar, calendarFileName, escapeText, foldLine } from './ics';

const NOW = new Date('2026-10-01T12:00:00Z');

function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n');
}

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
  it('drops control characters', () => {
    expect(escapeText('a\u0000b\u0007c')).toBe('abc');
  });
});

describe('foldLine', () => {
  const octets = (s: string) => new TextEncoder().encode(s).length;

  it('leaves short lines alone', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    const exact = `X:${'a'.repeat(73)}`;
    expect(foldLine(exact)).toBe(exact);
  });

  it('folds at 75 octets with CRLF + space, continuation lines count the space', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(2);
    physical.forEach((p, i) => {
      expect(octets(p)).toBeLessThanOrEqual(75);
      if (i > 0) expect(p.startsWith(' ')).toBe(true);
    });
    expect(physical[0]).toHaveLength(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}🎿🎿🎿${'ü'.repeat(30)}`;
    const physical = foldLine(line).split('\r\n');
    for (const p of physical) {
      expect(octets(p)).toBeLessThanOrEqual(75);
      expect(p).not.toMatch(/\uFFFD/);
      // every segment is valid UTF-16 (no lone surrogates)
      expect(() => encodeURIComponent(p)).not.toThrow();
    }
    expect(foldLine(line).replace(/\r\n /g, '')).toBe(line);
  });
});

describe('buildCalendar', () => {
  const event = {
    id: 'evt-1',
    title: 'Winter Carnival; Parade, Yetis & more',
    description: 'Line one\nLine two, with comma',
    location: 'Central Avenue, Whitefish, MT',
    url: 'https://explorewhitefish.com/entries/winter-carnival/evt-1',
    edited: '2026-09-20T08:15:00Z',
    ranges: [
      // The night before and the night after the end of daylight saving time (1 November 2026).
      ['2026-10-31T18:00:00-06:00', '2026-10-31T21:00:00-06:00'],
      ['2026-11-02T18:00:00-07:00', '2026-11-02T21:00:00-07:00'],
    ] as [string, string][],
  };

  it('uses CRLF line endings only and ends with CRLF', () => {
    const ics = buildCalendar(event, { now: NOW, domain: 'explorewhitefish.com' });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes times as Whitefish wall-clock time with the zone, and parses back to the same instants', () => {
    const ics = buildCalendar(event, { now: NOW, domain: 'explorewhitefish.com' });
    const lines = unfold(ics);
    expect(lines).toContain('DTSTART;TZID=America/Denver:20261031T180000');
    expect(lines).toContain('DTSTART;TZID=America/Denver:20261102T180000');
    expect(lines).toContain('DTEND;TZID=America/Denver:20261102T210000');
    const parsed = parseCalendar(ics);
    expect(parsed.timezones).toEqual(['America/Denver']);
    expect(parsed.timezone).toBe('America/Denver');
    expect(parsed.events.map((e) => [e.tzid, e.start, e.end])).toEqual(
      event.ranges.map(([s, e]) => ['America/Denver', new Date(s).toISOString(), new Date(e).toISOString()]),
    );
  });

  it('has one VEVENT per occurrence with a UID from the event id and its start, stamped with the last edit', () => {
    const ics = buildCalendar(event, { now: NOW, domain: 'explorewhitefish.com' });
    const { events } = parseCalendar(ics);
    expect(events.map((e) => e.uid)).toEqual(['evt-1-20261101T000000Z@explorewhitefish.com', 'evt-1-20261103T010000Z@explorewhitefish.com']);
    expect(events.map((e) => [e.dtstamp, e.lastModified])).toEqual([
      ['2026-09-20T08:15:00.000Z', '2026-09-20T08:15:00.000Z'],
      ['2026-09-20T08:15:00.000Z', '2026-09-20T08:15:00.000Z'],
    ]);
    const lines = unfold(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines[lines.length - 2]).toBe('END:VCALENDAR');
  });

  it('gives the same bytes for the same content at any time, and other bytes after an edit', () => {
    const first = buildCalendar(event, { now: NOW });
    expect(buildCalendar(event, { now: new Date('2026-10-02T09:00:00Z') })).toBe(first);
    expect(buildCalendar({ ...event, edited: '2026-09-21T08:15:00Z' }, { now: NOW })).not.toBe(first);
  });

  it('stamps an event without an edit time with `now`, and writes no LAST-MODIFIED', () => {
    const { events } = parseCalendar(buildCalendar({ ...event, edited: undefined }, { now: NOW }));
    expect(events[0].dtstamp).toBe(NOW.toISOString());
    expect(events[0].lastModified).toBe('');
  });

  it('holds many events in the order given, with unique UIDs and each occurrence’s own address', () => {
    const series = {
      id: 'market',
      title: 'Market',
      url: 'https://x.test/entries/market/m',
      occurrenceUrl: (range: readonly [string, string]) => `https://x.test/entries/market/m?date=${range[0].slice(0, 10)}`,
      ranges: [['2026-11-05T09:00:00-07:00', '2026-11-05T12:00:00-07:00'], ['2026-11-12T09:00:00-07:00', '2026-11-12T12:00:00-07:00']] as [string, string][],
    };
    const ics = buildCalendar([event, series, event], { now: NOW, domain: 'x.test' });
    const { events } = parseCalendar(ics);
    expect(events.map((e) => e.summary)).toEqual([event.title, event.title, 'Market', 'Market']);
    expect(new Set(events.map((e) => e.uid)).size).toBe(4);
    expect(events.slice(2).map((e) => e.url)).toEqual(['https://x.test/entries/market/m?date=2026-11-05', 'https://x.test/entries/market/m?date=2026-11-12']);
    expect(events[0].url).toBe(event.url);
  });

  it('is a valid calendar with its zone and no events when there is nothing to show', () => {
    const parsed = parseCalendar(buildCalendar([], { now: NOW, name: 'My trip', feed: true }));
    expect(parsed).toMatchObject({ name: 'My trip', timezones: ['America/Denver'], events: [] });
  });

  it('asks calendar apps to refresh a feed hourly, and only a feed', () => {
    const feed = parseCalendar(buildCalendar([event], { now: NOW, feed: true, name: 'Whitefish events' }));
    expect(feed).toMatchObject({ name: 'Whitefish events', refreshInterval: 'PT1H', publishedTtl: 'PT1H' });
    const file = parseCalendar(buildCalendar(event, { now: NOW }));
    expect(file).toMatchObject({ refreshInterval: '', publishedTtl: '' });
  });

  it('escapes text values, which parse back to the original text', () => {
    const ics = buildCalendar(event, { now: NOW });
    const lines = unfold(ics);
    expect(lines).toContain('SUMMARY:Winter Carnival\\; Parade\\, Yetis & more');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two\\, with comma');
    expect(lines).toContain('LOCATION:Central Avenue\\, Whitefish\\, MT');
    expect(lines).toContain(`URL:${event.url}`);
    const [parsed] = parseCalendar(ics).events;
    expect([parsed.summary, parsed.description, parsed.location]).toEqual([event.title, event.description, event.location]);
  });

  it('folds long lines to at most 75 octets, and they parse back whole', () => {
    const description = `${'Long '.repeat(60)}— ünïcödé 🎿 ${'x'.repeat(80)}`;
    const ics = buildCalendar({ ...event, description }, { now: NOW });
    for (const physical of ics.split('\r\n')) expect(new TextEncoder().encode(physical).length).toBeLessThanOrEqual(75);
    expect(parseCalendar(ics).events[0].description).toBe(description);
  });

  it('writes all-day dates as dates with an exclusive end, skips invalid and duplicate ranges', () => {
    const ics = buildCalendar(
      { id: 'e', title: 'Fair', ranges: [['2026-08-01', '2026-08-03'], ['nonsense', 'nonsense'], ['2026-08-01', '2026-08-03']] },
      { now: NOW },
    );
    const lines = unfold(ics);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('DTSTART;VALUE=DATE:20260801');
    expect(lines).toContain('DTEND;VALUE=DATE:20260804');
    expect(parseCalendar(ics).events).toMatchObject([{ allDay: true, start: '2026-08-01', end: '2026-08-04', uid: 'e-20260801@localhost' }]);
  });

  it('writes only http(s) URLs and omits a DTEND equal to the start', () => {
    const lines = unfold(
      buildCalendar({ id: 'e', title: 'T', url: 'javascript:alert(1)', ranges: [['2026-08-01T10:00:00Z', '2026-08-01T10:00:00Z']] }, { now: NOW }),
    );
    expect(lines.some((l) => l.startsWith('URL'))).toBe(false);
    expect(lines.some((l) => l.startsWith('DTEND'))).toBe(false);
  });

  it('gives a safe file name', () => {
    expect(calendarFileName('winter-carnival')).toBe('winter-carnival.ics');
    expect(calendarFileName('../"evil"\r\n')).toBe('evil.ics');
    expect(calendarFileName('')).toBe('event.ics');
  });
});
