/** Wire-shaped sample data for entry tests (not a test file itself). */
import type { WireEntry } from '@/content-client/wire';

export function wireEvent(overrides: Partial<WireEntry> = {}, ranges: [string, string][] = []): WireEntry {
  return {
    id: 'evt-1',
    date_time: { init: '2026-01-01T00:00:00Z', edit: '2026-01-02T00:00:00Z' },
    phase: 4,
    title: ' Winter Carnival ',
    users: ['u1'],
    types: [{ id: 'event', name: 'Event' }],
    groups: [],
    elements: [
      { id: 'event-datetime', name: ' Date & Time ', type: 'datetime', preferences: { data_type: 'date/time' }, data: ranges },
    ],
    ...overrides,
  };
}

/** `days` consecutive daily ranges 6–9 PM Denver (MST, -07:00) starting on `firstDay` (November). */
export function dailyRanges(firstDay: number, days: number): [string, string][] {
  return Array.from({ length: days }, (_, i) => {
    const d = String(firstDay + i).padStart(2, '0');
    return [`2026-11-${d}T18:00:00-07:00`, `2026-11-${d}T21:00:00-07:00`] as [string, string];
  });
}

/** A place (`dine` unless told) titled as its id, with machine-readable opening hours when given. */
export function wirePlace(id: string, hours?: string, type = 'dine'): WireEntry {
  return {
    ...wireEvent({ id, title: id, types: [{ id: type, name: type }] }),
    elements: hours ? [{ id: 'opening-hours', name: 'Opening Hours', type: 'text', preferences: { iana_type: 'text/plain' }, data: hours }] : [],
  };
}
