import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { SaveToggle } from './SaveToggle';
import { removeFromTrip, saveToTrip, TRIP_STORAGE_KEY } from './trip-store';
import { TripCount } from './TripCount';

const id = (n: number) => `0b6f0c52-2222-4a4a-8c8c-${String(n).padStart(12, '0')}`;

function otherTabWrites(ids: string[]) {
  act(() => {
    localStorage.setItem(TRIP_STORAGE_KEY, JSON.stringify(ids));
    window.dispatchEvent(new StorageEvent('storage', { key: TRIP_STORAGE_KEY }));
  });
}

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

test('a link to /trip named "My trip, 0 saved" with no count shown when nothing is saved', () => {
  render(<TripCount />);
  const link = screen.getByRole('link', { name: 'My trip, 0 saved' });
  expect(link).toHaveAttribute('href', '/trip');
  expect(link).toHaveTextContent(/^My trip$/);
});

test('the server HTML says 0; hydrated, it counts what is stored', () => {
  localStorage.setItem(TRIP_STORAGE_KEY, JSON.stringify([id(1), id(2)]));
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<TripCount />);
  expect(container.querySelector('a')).toHaveAttribute('aria-label', 'My trip, 0 saved');
  render(<TripCount />, { container, hydrate: true });
  expect(screen.getByRole('link', { name: 'My trip, 2 saved' })).toHaveTextContent(/^My trip2$/);
});

test('follows saves and removals in this tab at once, from a toggle or the store', async () => {
  const user = userEvent.setup();
  render(
    <>
      <TripCount />
      <SaveToggle id={id(3)} title="Lodge" />
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Save Lodge' }));
  expect(screen.getByRole('link', { name: 'My trip, 1 saved' })).toBeInTheDocument();
  act(() => void saveToTrip(id(4)));
  expect(screen.getByRole('link', { name: 'My trip, 2 saved' })).toBeInTheDocument();
  act(() => removeFromTrip(id(3)));
  expect(screen.getByRole('link', { name: 'My trip, 1 saved' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save Lodge' })).toHaveAttribute('aria-pressed', 'false');
});

test('follows another tab’s changes (the storage event), including a cleared trip', () => {
  render(<TripCount />);
  otherTabWrites([id(5), id(6), id(7)]);
  expect(screen.getByRole('link', { name: 'My trip, 3 saved' })).toHaveTextContent('3');
  act(() => {
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
  });
  expect(screen.getByRole('link', { name: 'My trip, 0 saved' })).toBeInTheDocument();
});
