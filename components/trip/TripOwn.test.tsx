import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { tripPayload, tripCard, tripId } from './trip-fixtures';
import { TRIP_HEADING_ID } from './trip-heading';
import { TripOwn } from './TripOwn';
import { getTripIds, TRIP_STORAGE_KEY } from './trip-store';

const STYLES = { light: 'https://tiles.example/light.json', hybrid: 'https://tiles.example/hybrid.json' };
const carnival = tripCard(1, 'Winter Carnival', 'event', '2026-11-12');
const lodge = tripCard(2, 'Lakeside Lodge', 'stay');
const cafe = tripCard(3, 'Corner Cafe', 'dine');
const GROUPS = [
  { key: 'events', label: 'Events', items: [carnival] },
  { key: 'dine', label: 'Dine', items: [cafe] },
  { key: 'stay', label: 'Stay', items: [lodge] },
];

let fetchMock: jest.Mock;

function store(ids: string[]) {
  localStorage.setItem(TRIP_STORAGE_KEY, JSON.stringify(ids));
}

/** The page's frame as the server renders it around TripOwn. */
function renderPage() {
  return render(
    <div>
      <h1 id={TRIP_HEADING_ID} tabIndex={-1}>
        My trip
      </h1>
      <TripOwn origin="https://whitefish.example" mapStyles={STYLES} />
    </div>,
  );
}

beforeEach(() => {
  localStorage.clear();
  fetchMock = jest.fn(async () => Response.json(tripPayload(GROUPS)));
  global.fetch = fetchMock;
});

test('an empty trip says how to fill it and asks the server for nothing', async () => {
  renderPage();
  expect(await screen.findByText('Nothing saved yet — use Save on any place or event.')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('lists the saved entries by type with links and dates, a calendar link for the saved ids and a share link', async () => {
  store([lodge.sourceId, carnival.sourceId, cafe.sourceId]);
  renderPage();
  expect(await screen.findByRole('heading', { level: 2, name: 'Events' })).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith(`/api/trip?ids=${tripId(2)},${tripId(1)},${tripId(3)}`, expect.anything());
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Offline', 'Events', 'Dine', 'Stay', 'Share link']);
  expect(screen.getByRole('link', { name: 'Winter Carnival' })).toHaveAttribute('href', carnival.href);
  expect(screen.getByText('11/12/26 6:00 PM')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add saved events to my calendar (.ics)' })).toHaveAttribute(
    'href',
    `/trip.ics?ids=${tripId(2)},${tripId(1)},${tripId(3)}`,
  );
  const share = screen.getByRole('region', { name: 'Share link' });
  expect(within(share).getByRole('link')).toHaveAttribute('href', `https://whitefish.example/trip?ids=${tripId(2)},${tripId(1)},${tripId(3)}`);
});

test('no calendar link when no event is saved', async () => {
  fetchMock.mockImplementation(async () => Response.json(tripPayload([GROUPS[2]])));
  store([lodge.sourceId]);
  renderPage();
  expect(await screen.findByRole('link', { name: 'Lakeside Lodge' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /calendar/ })).not.toBeInTheDocument();
});

test('Remove takes the item out of the trip, says so, and moves focus to the next Remove button, then the heading', async () => {
  store([carnival.sourceId, cafe.sourceId, lodge.sourceId]);
  renderPage();
  const removeCafe = await screen.findByRole('button', { name: 'Remove Corner Cafe' });
  removeCafe.focus();
  fireEvent.click(removeCafe);
  expect(screen.queryByRole('link', { name: 'Corner Cafe' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Dine' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remove Lakeside Lodge' })).toHaveFocus();
  expect(screen.getByText('Removed Corner Cafe from your trip.')).toBeInTheDocument();
  expect(getTripIds()).toEqual([carnival.sourceId, lodge.sourceId]);

  fireEvent.click(screen.getByRole('button', { name: 'Remove Lakeside Lodge' }));
  expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  fireEvent.click(screen.getByRole('button', { name: 'Remove Winter Carnival' }));
  expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  expect(await screen.findByText('Nothing saved yet — use Save on any place or event.')).toBeInTheDocument();
  // Removing only hides what was loaded: no new request.
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('follows other tabs: a removal there hides the item, a new save there is loaded', async () => {
  store([carnival.sourceId, lodge.sourceId]);
  renderPage();
  expect(await screen.findByRole('link', { name: 'Lakeside Lodge' })).toBeInTheDocument();
  act(() => {
    store([carnival.sourceId]);
    window.dispatchEvent(new StorageEvent('storage', { key: TRIP_STORAGE_KEY }));
  });
  expect(screen.queryByRole('link', { name: 'Lakeside Lodge' })).not.toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  act(() => {
    store([carnival.sourceId, cafe.sourceId]);
    window.dispatchEvent(new StorageEvent('storage', { key: TRIP_STORAGE_KEY }));
  });
  expect(await screen.findByRole('link', { name: 'Corner Cafe' })).toBeInTheDocument();
  expect(fetchMock).toHaveBeenLastCalledWith(`/api/trip?ids=${tripId(1)},${tripId(3)}`, expect.anything());
});

test('says how many saved items are no longer available and can remove them', async () => {
  const gone = tripId(9);
  fetchMock.mockImplementation(async () => Response.json(tripPayload([GROUPS[2]], 1)));
  store([gone, lodge.sourceId]);
  renderPage();
  expect(await screen.findByText(/1 saved item is no longer available\./)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Remove them from my trip' }));
  expect(getTripIds()).toEqual([lodge.sourceId]);
  expect(screen.queryByText(/no longer available/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Lakeside Lodge' })).toBeInTheDocument();
});

test('copies the share link and confirms it politely; a refused copy says what to do', async () => {
  const writeText = jest.fn(async () => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  store([lodge.sourceId]);
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
  expect(await screen.findByText('Link copied.')).toHaveAttribute('role', 'status');
  expect(writeText).toHaveBeenCalledWith(`https://whitefish.example/trip?ids=${tripId(2)}`);
  writeText.mockRejectedValueOnce(new Error('denied'));
  fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(await screen.findByText('The link could not be copied. Select it and copy it yourself.')).toBeInTheDocument();
});

test('a failed load says so and tries again on request', async () => {
  fetchMock.mockImplementationOnce(async () => new Response('{}', { status: 502 }));
  store([lodge.sourceId]);
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Lakeside Lodge' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
});
