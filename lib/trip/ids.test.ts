import { cleanTripIds, TRIP_MAX_ITEMS } from './ids';
import { parseTripIdsParam, tripIdsValue } from './share-ids';

const id = (n: number) => `0b6f0c52-1111-4a4a-8c8c-${String(n).padStart(12, '0')}`;

test('keeps valid entry ids once, lower-cased, in order', () => {
  expect(cleanTripIds([id(2), id(1).toUpperCase(), id(2), ' ' + id(3) + ' '])).toEqual({ ids: [id(2), id(1), id(3)], overflow: 0 });
});

test('drops what cannot name an entry', () => {
  expect(cleanTripIds(['', 'abc', '../etc/passwd', 42, null, `${id(1)}x`, id(4)]).ids).toEqual([id(4)]);
});

test('caps the trip and counts what was left out', () => {
  const many = Array.from({ length: TRIP_MAX_ITEMS + 5 }, (_, n) => id(n));
  const { ids, overflow } = cleanTripIds(many);
  expect(ids).toHaveLength(TRIP_MAX_ITEMS);
  expect(ids[0]).toBe(id(0));
  expect(overflow).toBe(5);
});

test('reads and writes the share parameter', () => {
  expect(parseTripIdsParam(tripIdsValue([id(1), id(2)]))).toEqual({ ids: [id(1), id(2)], overflow: 0 });
  expect(parseTripIdsParam([`${id(3)},junk`, id(4)]).ids).toEqual([id(3)]);
  expect(parseTripIdsParam(undefined)).toEqual({ ids: [], overflow: 0 });
  expect(parseTripIdsParam(',,,')).toEqual({ ids: [], overflow: 0 });
});

test('ignores an endless parameter past the cap and its slack', () => {
  const huge = Array.from({ length: 5000 }, (_, n) => id(n)).join(',');
  expect(parseTripIdsParam(huge).ids).toHaveLength(TRIP_MAX_ITEMS);
});
