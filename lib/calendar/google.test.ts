import { googleCalendarUrl } from './google';

const params = (url: string | null) => Object.fromEntries(new URL(url!).searchParams);

describe('googleCalendarUrl', () => {
  it('opens Google Calendar’s new-event form with the occurrence in Whitefish time', () => {
    const url = googleCalendarUrl({
      title: 'Winter Carnival & Parade',
      range: ['2026-11-02T18:00:00-07:00', '2026-11-02T21:00:00-07:00'],
      details: 'Yetis, floats.\n\nhttps://x.test/e',
      location: 'Central Ave, Whitefish, MT',
    });
    expect(url!.startsWith('https://calendar.google.com/calendar/render?')).toBe(true);
    expect(params(url)).toEqual({
      action: 'TEMPLATE',
      text: 'Winter Carnival & Parade',
      dates: '20261102T180000/20261102T210000',
      ctz: 'America/Denver',
      details: 'Yetis, floats.\n\nhttps://x.test/e',
      location: 'Central Ave, Whitefish, MT',
    });
  });

  it('writes local time on either side of a daylight-saving change', () => {
    expect(params(googleCalendarUrl({ title: 'T', range: ['2026-07-04T02:30:00Z', '2026-07-04T04:00:00Z'] })).dates).toBe('20260703T203000/20260703T220000');
    expect(params(googleCalendarUrl({ title: 'T', range: ['2026-12-01T02:30:00Z', '2026-12-01T02:30:00Z'] })).dates).toBe('20261130T193000/20261130T193000');
  });

  it('gives all-day events whole days with an exclusive end', () => {
    expect(params(googleCalendarUrl({ title: 'Fair', range: ['2026-08-01', '2026-08-03'] })).dates).toBe('20260801/20260804');
    expect(params(googleCalendarUrl({ title: 'Fair', range: ['2026-08-01', ''] })).dates).toBe('20260801/20260802');
  });

  it('shortens long details and leaves out what is missing; no link for an unusable date', () => {
    const p = params(googleCalendarUrl({ title: 'T', range: ['2026-08-01', '2026-08-01'], details: 'x'.repeat(5000) }));
    expect(p.details).toHaveLength(1000);
    expect('location' in p).toBe(false);
    expect(googleCalendarUrl({ title: 'T', range: ['soon', 'later'] })).toBeNull();
  });
});
