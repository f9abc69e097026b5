import { normalizeEntry, type Entry } from '@/lib/entries';
import { wireEvent } from '@/lib/entries/fixtures';
import { groupTripEntries } from './groups';

const TODAY = '2026-11-10';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const at = (day: string): [string, string] => [`${day}T18:00:00-07:00`, `${day}T21:00:00-07:00`];

function entry(n: number, title: string, types: string[], ranges: [string, string][] = []): Entry {
  const wire = wireEvent({ id: id(n), title, types: types.map((t) => ({ id: t, name: t })) }, ranges);
  if (ranges.length === 0) wire.elements = [];
  return normalizeEntry(wire)!;
}

const market = entry(1, 'Farmers Market', ['event'], [at('2026-11-20'), at('2026-11-27')]);
const carnival = entry(2, 'Winter Carnival', ['event'], [at('2026-11-12')]);
const pastShow = entry(3, 'Old Show', ['event'], [at('2026-10-01')]);
const lodge = entry(4, 'Lakeside Lodge', ['stay']);
const cafe = entry(5, 'Corner Cafe', ['dine']);
const story = entry(6, 'Local Legends', ['article', 'here']);
const about = entry(7, 'About Us', ['article', 'about']);
const notice = entry(8, 'Road closed', ['notice']);

const titles = (result: ReturnType<typeof groupTripEntries>) =>
  result.groups.map((group) => [group.label, group.items.map((item) => item.title)]);

it('groups events first by next date (none left: last), then the list views in the site order, then other pages', () => {
  const saved = [lodge, pastShow, about, market, cafe, story, carnival];
  const result = groupTripEntries(saved.map((e) => e.sourceId), [...saved].reverse(), TODAY);
  expect(titles(result)).toEqual([
    ['Events', ['Winter Carnival', 'Farmers Market', 'Old Show']],
    ['Dine', ['Corner Cafe']],
    ['Here', ['Local Legends']],
    ['Stay', ['Lakeside Lodge']],
    ['Pages', ['About Us']],
  ]);
  expect(result.leftOut).toBe(0);
});

it("shows an event's next date and a place's saved order, as cards linking to the entry", () => {
  const second = entry(9, 'Hilltop Inn', ['stay']);
  const result = groupTripEntries([second.sourceId, market.sourceId, lodge.sourceId], [lodge, market, second], TODAY);
  const [events, stays] = result.groups;
  expect(events.items[0]).toMatchObject({ sourceId: id(1), href: `/entries/farmers-market/${id(1)}`, when: { start: at('2026-11-20')[0] } });
  expect(events.items[0].when?.label).toMatch(/^11\/20\/26/);
  expect(stays.items.map((item) => item.title)).toEqual(['Hilltop Inn', 'Lakeside Lodge']);
  expect(stays.key).toBe('stay');
});

it('counts ids it could not show — unknown, unpublished or deleted (not returned), or not a page — without failing', () => {
  const result = groupTripEntries([id(4), id(99), id(8), id(98)], [lodge, notice], TODAY);
  expect(titles(result)).toEqual([['Stay', ['Lakeside Lodge']]]);
  expect(result.leftOut).toBe(3);
});

it('shows nothing for an empty trip', () => {
  expect(groupTripEntries([], [lodge], TODAY)).toEqual({ groups: [], leftOut: 0 });
});
