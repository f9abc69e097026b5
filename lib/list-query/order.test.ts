import { normalizeEntry } from '../entries/entry';
import { countLabel } from './date-labels';
import { filterByCategory, orderEntries } from './order';

function item(title: string, ordinal: number, extra: { prioritized?: boolean; score?: number } = {}) {
  return { title, ordinal, prioritized: extra.prioritized ?? false, score: extra.score ?? null };
}

const list = [item('Bravo', 0), item('alpha', 1, { score: 1 }), item('Charlie', 2, { prioritized: true, score: 3 }), item('Delta', 3, { score: 2 })];
const titles = (xs: { title: string }[]) => xs.map((x) => x.title);

describe('orderEntries', () => {
  it('priority: prioritized first, then answer order', () => {
    expect(titles(orderEntries(list, 'priority'))).toEqual(['Charlie', 'Bravo', 'alpha', 'Delta']);
  });

  it('score: relevance when searching, else priority', () => {
    expect(titles(orderEntries(list, 'score', { search: 'ski' }))).toEqual(['Charlie', 'Delta', 'alpha', 'Bravo']);
    expect(titles(orderEntries(list, 'score', { search: '  ' }))).toEqual(['Charlie', 'Bravo', 'alpha', 'Delta']);
  });

  it('title / a-z ascending, z-a descending, case-insensitive', () => {
    expect(titles(orderEntries(list, 'title'))).toEqual(['alpha', 'Bravo', 'Charlie', 'Delta']);
    expect(titles(orderEntries(list, 'a-z'))).toEqual(['alpha', 'Bravo', 'Charlie', 'Delta']);
    expect(titles(orderEntries(list, 'z-a'))).toEqual(['Delta', 'Charlie', 'Bravo', 'alpha']);
  });

  it('time: by next occurrence, undated last', () => {
    const ev = (id: string, ranges: [string, string][]) =>
      normalizeEntry({ id, title: id, elements: [{ id: 'event-datetime', type: 'datetime', name: 'When', data: ranges }] })!;
    const entries = [
      ev('later', [['2026-12-01', '2026-12-01']]),
      ev('undated', []),
      ev('recurring', [
        ['2026-11-01', '2026-11-01'],
        ['2026-11-25', '2026-11-25'],
      ]),
    ];
    expect(orderEntries(entries, 'time', { today: '2026-11-22' }).map((e) => e.id)).toEqual(['recurring', 'later', 'undated']);
  });

  it('does not mutate its input', () => {
    const copy = [...list];
    orderEntries(list, 'z-a');
    expect(list).toEqual(copy);
  });
});

it('filters by category', () => {
  const xs = [{ categories: [{ id: 'a', label: 'A' }] }, { categories: [] }];
  expect(filterByCategory(xs, 'a')).toHaveLength(1);
  expect(filterByCategory(xs, '')).toHaveLength(2);
});

it('labels counts', () => {
  expect(countLabel(12)).toBe('12 items');
  expect(countLabel(12, 12)).toBe('12 items');
  expect(countLabel(12, 40)).toBe('12 of 40 items');
  expect(countLabel(1)).toBe('1 item');
  expect(countLabel(1, 1)).toBe('1 item');
  expect(countLabel(0, 40)).toBe('No items were found.');
});
