import { findDuplicates, titleSimilarity, type KnownEvent } from './duplicates';

const evening = (day: string): [string, string] => [`${day}T02:00:00Z`, `${day}T04:00:00Z`];
const known: KnownEvent[] = [
  { id: 'pub-1', title: 'Jazz on the Lake', dates: [evening('2026-12-09'), evening('2026-12-16')], venueId: 'v-1', source: 'published' },
  { id: 'pend-1', title: 'Winter Craft Market', dates: [evening('2026-12-12')], venueId: 'v-2', source: 'pending' },
  { id: 'pub-2', title: 'Jazz on the Lake', dates: [evening('2027-01-20')], source: 'published' },
];

test('a similar title on a shared day is flagged, with where it was found', () => {
  expect(findDuplicates({ title: 'JAZZ on  the lake!', dates: [evening('2026-12-16')] }, known)).toEqual([
    { id: 'pub-1', title: 'Jazz on the Lake', source: 'published', reason: 'title' },
  ]);
  expect(findDuplicates({ title: 'Winter Craft Market 2026', dates: [evening('2026-12-12')] }, known)).toEqual([
    { id: 'pend-1', title: 'Winter Craft Market', source: 'pending', reason: 'title' },
  ]);
});

test('another title at the same venue and start is flagged too', () => {
  expect(findDuplicates({ title: 'Holiday Makers Fair', dates: [evening('2026-12-12')], venueId: 'v-2' }, known)).toEqual([
    { id: 'pend-1', title: 'Winter Craft Market', source: 'pending', reason: 'venue_time' },
  ]);
});

test('the same title on other days, or another event on the same day, is not a duplicate', () => {
  expect(findDuplicates({ title: 'Jazz on the Lake', dates: [evening('2026-12-30')] }, known)).toEqual([]);
  expect(findDuplicates({ title: 'Ski Swap', dates: [evening('2026-12-09')], venueId: 'v-9' }, known)).toEqual([]);
  expect(findDuplicates({ title: 'Holiday Makers Fair', dates: [['2026-12-12T18:00:00Z', '2026-12-12T19:00:00Z']], venueId: 'v-2' }, known)).toEqual([]);
});

test('title similarity ignores case, accents, punctuation and small words', () => {
  expect(titleSimilarity('Café Night at the Lodge', 'cafe night - lodge')).toBe(1);
  expect(titleSimilarity('Jazz Night', 'Trivia Night')).toBeCloseTo(1 / 3);
  expect(titleSimilarity('', 'Anything')).toBe(0);
});
