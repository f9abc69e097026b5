import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { EntryCard } from '@/components/entry/EntryCard';
import { ListCard } from '@/components/list/ListCard';
import { normalizeEntry } from '@/lib/entries';
import { wireEvent } from '@/lib/entries/fixtures';
import type { CardData } from '@/lib/list-query';
import { TRIP_MAX_ITEMS } from '@/lib/trip/ids';
import { SaveToggle } from './SaveToggle';
import { TRIP_STORAGE_KEY } from './trip-store';

const id = (n: number) => `0b6f0c52-1111-4a4a-8c8c-${String(n).padStart(12, '0')}`;
const stored = (): unknown => JSON.parse(localStorage.getItem(TRIP_STORAGE_KEY) ?? '[]');
/** The toggle's visible label (its name is always "Save <title>"). */
const label = (button: HTMLElement) => button.querySelector('[aria-hidden="true"]')?.textContent;
const FULL = `Your trip holds at most ${TRIP_MAX_ITEMS} places and events. Remove one on My trip to save another.`;

/** Renders `ui` on the "server" and hydrates that HTML, as a page loaded directly does. */
function hydrate(ui: ReactElement) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(ui);
  const serverButton = container.querySelector('button');
  const result = render(ui, { container, hydrate: true });
  return { ...result, serverButton };
}

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

test('the server HTML is unpressed and not ready (hidden); hydrated, it shows what is stored', () => {
  localStorage.setItem(TRIP_STORAGE_KEY, JSON.stringify([id(1)]));
  const html = renderToString(<SaveToggle id={id(1)} title="Lodge" />);
  expect(html).toContain('aria-pressed="false"');
  expect(html).not.toContain('data-ready');

  hydrate(<SaveToggle id={id(1)} title="Lodge" />);
  const button = screen.getByRole('button', { name: 'Save Lodge' });
  expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(button).toHaveAttribute('data-ready', 'true');
  expect(label(button)).toBe('Saved');
});

test('a click saves and a second click removes; the name stays "Save <title>" and the label follows', async () => {
  const user = userEvent.setup();
  render(<SaveToggle id={id(2)} title="Big Mountain Lodge" />);
  const button = screen.getByRole('button', { name: 'Save Big Mountain Lodge' });
  expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(label(button)).toBe('Save');

  await user.click(button);
  expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Save Big Mountain Lodge' })).toBe(button);
  expect(label(button)).toBe('Saved');
  expect(stored()).toEqual([id(2)]);

  await user.click(button);
  expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(stored()).toEqual([]);
});

test('Space and Enter toggle it from the keyboard', async () => {
  const user = userEvent.setup();
  render(<SaveToggle id={id(3)} title="Lodge" />);
  await user.tab();
  const button = screen.getByRole('button', { name: 'Save Lodge' });
  expect(button).toHaveFocus();
  await user.keyboard(' ');
  expect(button).toHaveAttribute('aria-pressed', 'true');
  await user.keyboard('{Enter}');
  expect(button).toHaveAttribute('aria-pressed', 'false');
});

test('the id is the entry’s, whatever its case; toggles of the same entry stay in step, also with other tabs', async () => {
  const user = userEvent.setup();
  render(
    <>
      <SaveToggle id={id(4).toUpperCase()} title="Parade" />
      <SaveToggle id={id(4)} title="Parade again" />
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Save Parade' }));
  expect(stored()).toEqual([id(4)]);
  expect(screen.getByRole('button', { name: 'Save Parade again' })).toHaveAttribute('aria-pressed', 'true');

  act(() => {
    localStorage.setItem(TRIP_STORAGE_KEY, '[]');
    window.dispatchEvent(new StorageEvent('storage', { key: TRIP_STORAGE_KEY }));
  });
  expect(screen.getByRole('button', { name: 'Save Parade' })).toHaveAttribute('aria-pressed', 'false');
});

test('a full trip keeps the entry unsaved and says so in a polite status line, until a save works', async () => {
  const user = userEvent.setup();
  const full = Array.from({ length: TRIP_MAX_ITEMS }, (_, n) => id(100 + n));
  localStorage.setItem(TRIP_STORAGE_KEY, JSON.stringify(full));
  render(<SaveToggle id={id(5)} title="Lodge" />);
  const status = screen.getByRole('status');
  expect(status).toBeEmptyDOMElement();
  expect(status).toHaveAttribute('role', 'status'); // polite by role

  const button = screen.getByRole('button', { name: 'Save Lodge' });
  await user.click(button);
  expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(status).toHaveTextContent(FULL);
  expect(stored()).toEqual(full);

  act(() => {
    localStorage.setItem(TRIP_STORAGE_KEY, JSON.stringify(full.slice(1)));
    window.dispatchEvent(new StorageEvent('storage', { key: TRIP_STORAGE_KEY }));
  });
  await user.click(button);
  expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(status).toBeEmptyDOMElement();
});

test('an id that cannot name an entry gets no toggle', () => {
  const { container } = render(<SaveToggle id="evt-1::2026-11-28" title="Parade" />);
  expect(container).toBeEmptyDOMElement();
});

describe('on cards', () => {
  const card: CardData = {
    id: `${id(6)}::2026-11-28`,
    sourceId: id(6),
    type: 'event',
    href: '/entries/parade/x?date=2026-11-28',
    title: 'Parade',
    categories: [],
    image: null,
    summary: '',
    when: null,
    point: null,
  };

  test('a list card saves the entry (not the occurrence), with a toggle outside its link', async () => {
    const user = userEvent.setup();
    render(<ListCard card={card} />);
    const button = screen.getByRole('button', { name: 'Save Parade' });
    expect(button.closest('a')).toBeNull();
    expect(within(button.closest('article')!).getByRole('link', { name: 'Parade' })).toBeInTheDocument();
    await user.click(button);
    expect(stored()).toEqual([id(6)]);
  });

  test('an entry card (home, references) has its own toggle outside its link', async () => {
    const user = userEvent.setup();
    const entry = normalizeEntry(wireEvent({ id: id(7), title: 'Winter Carnival' }))!;
    render(<EntryCard entry={entry} today="2026-11-24" />);
    const button = screen.getByRole('button', { name: 'Save Winter Carnival' });
    expect(button.closest('a')).toBeNull();
    await user.click(button);
    expect(stored()).toEqual([id(7)]);
  });
});
