import { buildCalendar, calendarFileName, escapeText, foldLine } from './calendar';

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
    ranges: [
      ['2026-11-02T18:00:00-07:00', '2026-11-02T21:00:00-07:00'],
      ['2026-11-03T18:00:00-07:00', '2026-11-03T21:00:00-07:00'],
    ] as [string, string][],
  };

  it('uses CRLF line endings only and ends with CRLF', () => {
    const ics = buildCalendar(event, { now: NOW, domain: 'explorewhitefish.com' });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('has a VCALENDAR with one VEVENT per occurrence', () => {
    const lines = unfold(buildCalendar(event, { now: NOW, domain: 'explorewhitefish.com' }));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(2);
    expect(lines).toContain('DTSTART:20261103T010000Z');
    expect(lines).toContain('DTEND:20261103T040000Z');
    expect(lines).toContain('DTSTART:20261104T010000Z');
    expect(lines).toContain('DTSTAMP:20261001T120000Z');
    expect(lines).toContain('UID:evt-1-20261103T010000Z@explorewhitefish.com');
    expect(lines[lines.length - 2]).toBe('END:VCALENDAR');
    expect(lines[lines.length - 1]).toBe('');
  });

  it('escapes text values', () => {
    const lines = unfold(buildCalendar(event, { now: NOW }));
    expect(lines).toContain('SUMMARY:Winter Carnival\\; Parade\\, Yetis & more');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two\\, with comma');
    expect(lines).toContain('LOCATION:Central Avenue\\, Whitefish\\, MT');
    expect(lines).toContain(`URL:${event.url}`);
  });

  it('folds long lines', () => {
    const ics = buildCalendar({ ...event, description: 'Long '.repeat(60) }, { now: NOW });
    for (const physical of ics.split('\r\n')) expect(new TextEncoder().encode(physical).length).toBeLessThanOrEqual(75);
    expect(unfold(ics)).toContain(`DESCRIPTION:${'Long '.repeat(60)}`);
  });

  it('writes all-day dates with an exclusive end, skips invalid and duplicate ranges', () => {
    const lines = unfold(
      buildCalendar(
        { id: 'e', title: 'Fair', ranges: [['2026-08-01', '2026-08-03'], ['nonsense', 'nonsense'], ['2026-08-01', '2026-08-03']] },
        { now: NOW },
      ),
    );
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('DTSTART;VALUE=DATE:20260801');
    expect(lines).toContain('DTEND;VALUE=DATE:20260804');
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
