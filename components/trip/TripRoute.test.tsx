import { fireEvent, render, screen } from '@testing-library/react';
import { getTrip } from '@/lib/content/trip';
import { TRIP_MAX_ITEMS } from '@/lib/trip/ids';
import { tripCard, tripId, tripPayload } from './trip-fixtures';
import { tripMetadata, TripRoute } from './TripRoute';
import { saveAllToTrip } from './save-all';
import { getTripIds, TRIP_STORAGE_KEY } from './trip-store';

jest.mock('@/lib/content/trip', () => ({ getTrip: jest.fn() }));
const mockGetTrip = getTrip as jest.Mock;

const carnival = tripCard(1, 'Winter Carnival', 'event', '2026-11-12');
const lodge = tripCard(2, 'Lakeside Lodge', 'stay');
const SHARED = tripPayload([
  { key: 'events', label: 'Events', items: [carnival] },
  { key: 'stay', label: 'Stay', items: [lodge] },
]);

beforeEach(() => {
  localStorage.clear();
  mockGetTrip.mockReset().mockResolvedValue(SHARED);
});

async function renderRoute(searchParams: Record<string, string | string[]>) {
  return render(await TripRoute({ searchParams }));
}

test('a shared trip is read from the link on the server: groups, read-only, with Save all and Print', async () => {
  await renderRoute({ ids: `${tripId(2)},junk,${tripId(1)}` });
  expect(mockGetTrip).toHaveBeenCalledWith({ ids: [tripId(2), tripId(1)], overflow: 0 });
  expect(screen.getByRole('heading', { level: 1, name: 'A shared trip' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Events', 'Stay']);
  expect(screen.getByRole('link', { name: 'Lakeside Lodge' })).toHaveAttribute('href', lodge.href);
  expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Print' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Show on map' })).toBeInTheDocument();
});

test('Save all adds the shown entries to this browser’s trip and says how many, and how many did not fit', async () => {
  await renderRoute({ ids: `${tripId(2)},${tripId(1)},${tripId(9)}` });
  fireEvent.click(await screen.findByRole('button', { name: 'Save all to my trip' }));
  expect(await screen.findByText(/Added 2 to your trip\./)).toHaveTextContent('Added 2 to your trip. Open my trip');
  expect(screen.getByRole('link', { name: 'Open my trip' })).toHaveAttribute('href', '/trip');
  // What is shown, in the link's order (the order it was saved in).
  expect(getTripIds()).toEqual([tripId(2), tripId(1)]);
  fireEvent.click(screen.getByRole('button', { name: 'Save all to my trip' }));
  expect(await screen.findByText(/All of these are already in your trip\./)).toHaveAttribute('role', 'status');

  localStorage.setItem(TRIP_STORAGE_KEY, '[]');
  saveAllToTrip(Array.from({ length: TRIP_MAX_ITEMS - 1 }, (_, n) => tripId(100 + n)));
  fireEvent.click(screen.getByRole('button', { name: 'Save all to my trip' }));
  expect(await screen.findByText(`Added 1 to your trip. 1 did not fit: a trip holds at most ${TRIP_MAX_ITEMS}.`, { exact: false })).toBeInTheDocument();
  expect(getTripIds()).toHaveLength(TRIP_MAX_ITEMS);
});

test('says when ids were left out or the link held more than the cap', async () => {
  mockGetTrip.mockResolvedValue({ ...SHARED, leftOut: 2, overflow: 3 });
  await renderRoute({ ids: tripId(1) });
  expect(screen.getByText('2 saved items are no longer available.')).toBeInTheDocument();
  expect(screen.getByText(`This link held more than ${TRIP_MAX_ITEMS} items; only the first ${TRIP_MAX_ITEMS} are shown.`)).toBeInTheDocument();
});

test('a shared trip with nothing left, or that cannot be loaded, says so instead of failing', async () => {
  mockGetTrip.mockResolvedValue(tripPayload([], 1));
  const { unmount } = await renderRoute({ ids: tripId(9) });
  expect(screen.getByText('Nothing in this shared trip is available.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save all to my trip' })).not.toBeInTheDocument();
  unmount();

  jest.spyOn(console, 'error').mockImplementation(() => {});
  mockGetTrip.mockRejectedValue(new Error('content unavailable'));
  await renderRoute({ ids: tripId(1) });
  expect(screen.getByRole('alert')).toHaveTextContent('This trip could not be loaded right now.');
});

test('without ids it is the own trip: nothing read on the server, a note for browsers without JavaScript', async () => {
  const { container } = await renderRoute({});
  expect(mockGetTrip).not.toHaveBeenCalled();
  expect(screen.getByRole('heading', { level: 1, name: 'My trip' })).toBeInTheDocument();
  expect(container.querySelector('noscript')).not.toBeNull();
});

test('metadata: titled for what it shows, never indexed, canonical /trip', () => {
  expect(tripMetadata({})).toEqual({ title: 'My trip', robots: { index: false, follow: true }, alternates: { canonical: '/trip' } });
  expect(tripMetadata({ ids: ['a', 'b'] })).toMatchObject({ title: 'A shared trip', alternates: { canonical: '/trip' } });
});
