import { normalizeEntry } from '../entries';
import { wireEvent } from '../entries/fixtures';
import { hasEnded, searchHitPath } from './events';

/** A fixed "today" in America/Denver. */
const TODAY = '2026-11-20';
const range = (day: string): [string, string] => [`${day}T18:00:00-07:00`, `${day}T21:00:00-07:00`];
const event = (...days: string[]) => normalizeEntry(wireEvent({}, days.map(range)))!;

describe('hasEnded', () => {
  it('is true only when every date range ended before today', () => {
    expect(hasEnded(event('2026-11-19'), TODAY)).toBe(true);
    expect(hasEnded(event('2026-10-01', '2026-11-19'), TODAY)).toBe(true);
    expect(hasEnded(event('2026-11-20'), TODAY)).toBe(false); // today counts
    expect(hasEnded(event('2026-11-01', '2026-12-01'), TODAY)).toBe(false);
    const multiDay = normalizeEntry(wireEvent({}, [['2026-11-18T10:00:00-07:00', '2026-11-20T22:00:00-07:00']]))!;
    expect(hasEnded(multiDay, TODAY)).toBe(false);
  });

  it('never drops an entry without dates', () => {
    expect(hasEnded(event(), TODAY)).toBe(false);
    expect(hasEnded(normalizeEntry({ id: 'x', title: 'Lodge', types: [{ id: 'stay' }] })!, TODAY)).toBe(false);
  });
});

describe('searchHitPath', () => {
  it('links a recurring event to its next upcoming date, as its list card does', () => {
    expect(searchHitPath(event('2026-11-13', '2026-11-27', '2026-11-20'), TODAY)).toBe('/entries/winter-carnival/evt-1?date=2026-11-20');
  });

  it('links a single-date event and other entries to their page', () => {
    expect(searchHitPath(event('2026-12-01'), TODAY)).toBe('/entries/winter-carnival/evt-1');
    expect(searchHitPath(event(), TODAY)).toBe('/entries/winter-carnival/evt-1');
  });
});
