import { LIST_VIEWS } from '../config/routes';
import { normalizeEntry, upcomingOccurrences } from '../entries';
import { dailyRanges, wireEvent } from '../entries/fixtures';
import type { ListQuery } from './state';
import { CARD_TEXT_LENGTH, entryPoint, toCardData } from './cards';
import { orderOptionsFor } from './options';

const stay = LIST_VIEWS.find((v) => v.key === 'stay')!;
const events = LIST_VIEWS.find((v) => v.key === 'events')!;

function place(extra: Record<string, unknown> = {}) {
  return normalizeEntry({
    id: 'lodge-1',
    title: 'Grouse Mountain Lodge',
    types: [{ id: 'stay', name: 'Stay' }],
    elements: [
      { id: 'overview', type: 'text', name: 'Overview', preferences: { iana_type: 'text/plain' }, data: 'word '.repeat(100) },
      { id: 'geo', type: 'geo', name: 'Location', data: { id: 'g', point: '-114.35,48.41', features: [] } },
    ],
    ...extra,
  })!;
}

describe('toCardData', () => {
  it('gives a place its link, shortened text and map point', () => {
    const card = toCardData(place(), '2026-11-22');
    expect(card.href).toBe('/entries/grouse-mountain-lodge/lodge-1');
    expect(card.summary.endsWith('...')).toBe(true);
    expect(card.summary.length).toBeLessThanOrEqual(CARD_TEXT_LENGTH + 3);
    expect(card.point).toEqual([-114.35, 48.41]);
    expect(card.when).toBeNull();
    expect(JSON.parse(JSON.stringify(card))).toEqual(card);
  });

  it('links each occurrence of a recurring event to its date and shows that date', () => {
    const entry = normalizeEntry(wireEvent({}, dailyRanges(20, 4)))!;
    const [first, second] = upcomingOccurrences([entry], '2026-11-22').map((e) => toCardData(e, '2026-11-22'));
    expect(first.id).toBe('evt-1::2026-11-22');
    expect(first.href).toBe('/entries/winter-carnival/evt-1?date=2026-11-22');
    expect(first.when?.label).toMatch(/11\/22\/26/);
    expect(second.href).toBe('/entries/winter-carnival/evt-1?date=2026-11-23');
  });

  it('falls back to the first Point feature when the geo element has no point', () => {
    const entry = place({
      elements: [
        {
          id: 'geo',
          type: 'geo',
          name: 'Location',
          data: { id: 'g', features: [{ id: 'f', type: { type: 'point' }, json: '{"type":"Point","coordinates":[-114.3,48.4]}' }] },
        },
      ],
    });
    expect(entryPoint(entry)).toEqual([-114.3, 48.4]);
    expect(entryPoint(normalizeEntry({ id: 'x', title: 'x', elements: [] })!)).toBeNull();
  });
});

describe('orderOptionsFor', () => {
  const values = (view = stay, search = '', order: ListQuery['order'] = 'priority') =>
    orderOptionsFor(view, { search, order }).map((o) => o.value);

  it('offers event date only on events', () => {
    expect(values(events)).toContain('time');
    expect(values(stay)).not.toContain('time');
  });

  it('offers relevance only with search terms (or while it is the chosen order)', () => {
    expect(values(stay)).toEqual(['priority', 'title', 'a-z', 'z-a']);
    expect(values(stay, 'ski')).toContain('score');
    expect(values(stay, '', 'score')).toContain('score');
  });

  it('uses the documented labels', () => {
    expect(orderOptionsFor(events, { search: 'x', order: 'time' }).map((o) => o.label)).toEqual([
      'Featured',
      'Relevance to search terms',
      'Event date & time',
      'Title',
      'A-Z',
      'Z-A',
    ]);
  });
});
