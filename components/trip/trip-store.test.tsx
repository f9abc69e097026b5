import { act, renderHook } from '@testing-library/react';
import { TRIP_MAX_ITEMS } from '@/lib/trip/ids';
import { saveAllToTrip } from './save-all';
import { getTripIds, removeFromTrip, saveToTrip, TRIP_STORAGE_KEY, useTripIds } from './trip-store';

const id = (n: number) => `0b6f0c52-1111-4a4a-8c8c-${String(n).padStart(12, '0')}`;

beforeEach(() => localStorage.clear());

test('saves, keeps order and removes; the stored value is a JSON array of ids', () => {
  saveToTrip(id(1));
  saveToTrip(id(2));
  saveToTrip(id(1));
  expect(getTripIds()).toEqual([id(1), id(2)]);
  expect(JSON.parse(localStorage.getItem(TRIP_STORAGE_KEY) ?? '')).toEqual([id(1), id(2)]);
  removeFromTrip(id(1));
  expect(getTripIds()).toEqual([id(2)]);
});

test('a malformed stored value counts as an empty trip and is replaced on the next save', () => {
  localStorage.setItem(TRIP_STORAGE_KEY, '{not json');
  expect(getTripIds()).toEqual([]);
  localStorage.setItem(TRIP_STORAGE_KEY, JSON.stringify(['junk', id(3), 7]));
  expect(getTripIds()).toEqual([id(3)]);
  saveToTrip(id(4));
  expect(getTripIds()).toEqual([id(3), id(4)]);
});

test('a full trip refuses one more and says so; save-all reports what did not fit', () => {
  saveAllToTrip(Array.from({ length: TRIP_MAX_ITEMS }, (_, n) => id(n)));
  expect(saveToTrip(id(999))).toBe('full');
  expect(getTripIds()).toHaveLength(TRIP_MAX_ITEMS);
  removeFromTrip(id(0));
  expect(saveAllToTrip([id(1), id(998), id(999)])).toBe(1);
  expect(getTripIds()).toContain(id(998));
});

test('components follow saves in this tab and in other tabs (the storage event)', () => {
  const { result } = renderHook(() => useTripIds());
  expect(result.current).toEqual([]);
  act(() => void saveToTrip(id(5)));
  expect(result.current).toEqual([id(5)]);
  act(() => {
    localStorage.setItem(TRIP_STORAGE_KEY, JSON.stringify([id(6)]));
    window.dispatchEvent(new StorageEvent('storage', { key: TRIP_STORAGE_KEY }));
  });
  expect(result.current).toEqual([id(6)]);
});
