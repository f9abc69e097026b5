import { render, screen, within } from '@testing-library/react';
import { todayInZone } from '@/lib/dates';
import { entryOccurrenceOn, normalizeEntry } from '@/lib/entries';
import { wireEvent } from '@/lib/entries/fixtures';
import { EntryView } from './EntryView';

jest.mock('@/lib/content/contacts', () => ({ getContacts: jest.fn(async () => []) }));

/** A weekly market 5–7 PM Denver, three weeks from tomorrow on (relative to the real today, as the page reads it). */
function weeklyMarket() {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const ranges = [8, 1, 15].map((n) => [`${day(n)}T17:00:00-07:00`, `${day(n)}T19:00:00-07:00`] as [string, string]);
  const entry = normalizeEntry(wireEvent({ id: 'market', title: 'Weekly Market' }, ranges))!;
  return { entry, days: [1, 8, 15].map(day) };
}

const PATH = '/entries/weekly-market/market';

function jsonLdEvent(container: HTMLElement) {
  const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
  return (data['@graph'] as Array<Record<string, unknown>>).find((node) => node['@type'] === 'Event')!;
}

it('opened for an occurrence: that date leads, is the Event in JSON-LD, and is what "Add to calendar" adds', async () => {
  const { entry, days } = weeklyMarket();
  const occurrence = entryOccurrenceOn(entry, days[1], todayInZone())!;
  const { container } = render(await EntryView({ entry, path: PATH, occurrence }));
  const [first, chosen, last] = days.map((day) => day.split('-')).map(([yyyy, mm, dd]) => `${mm}/${dd}/${yyyy.slice(2)}`);
  expect(screen.getByText('Selected date').parentElement).toHaveTextContent(`${chosen},`);
  const others = screen.getByRole('heading', { name: 'Other upcoming dates' }).nextElementSibling as HTMLElement;
  expect(within(others).getAllByRole('listitem').map((li) => li.textContent?.slice(0, 8))).toEqual([first, last]);
  expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `/api/calendar/market%3A%3A${days[1]}`);
  const google = new URL(screen.getByRole('link', { name: /^Google Calendar/ }).getAttribute('href')!);
  expect(google.searchParams.get('dates')).toBe(`${days[1].replace(/-/g, '')}T170000/${days[1].replace(/-/g, '')}T190000`);
  expect(google.searchParams.get('details')).toContain(`http://localhost:3000${PATH}?date=${days[1]}`);
  expect(screen.getByRole('link', { name: 'All dates (.ics)' })).toHaveAttribute('href', '/api/calendar/market');
  const event = jsonLdEvent(container);
  expect(event.startDate).toBe(`${days[1]}T17:00:00-07:00`);
  expect(event.url).toBe(`http://localhost:3000${PATH}?date=${days[1]}`);
  const subEvents = event.subEvent as Array<Record<string, unknown>>;
  expect(subEvents.map((e) => e.startDate)).toEqual([`${days[0]}T17:00:00-07:00`, `${days[2]}T17:00:00-07:00`]);
  expect(subEvents[0].url).toBe(`http://localhost:3000${PATH}?date=${days[0]}`);
});

it('opened at its plain address: the next date leads and is what "Add to calendar" adds; "All dates" has every one', async () => {
  const { entry, days } = weeklyMarket();
  const { container } = render(await EntryView({ entry, path: PATH }));
  expect(screen.getByText('Next date')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `/api/calendar/market%3A%3A${days[0]}`);
  expect(screen.getByRole('link', { name: 'All dates (.ics)' })).toHaveAttribute('href', '/api/calendar/market');
  const google = screen.getByRole('link', { name: 'Google Calendar (opens in a new tab)' });
  expect(google).toHaveAttribute('target', '_blank');
  expect(google).toHaveAttribute('rel', expect.stringContaining('noopener'));
  expect(new URL(google.getAttribute('href')!).searchParams.get('text')).toBe('Weekly Market');
  const event = jsonLdEvent(container);
  expect(event.startDate).toBe(`${days[0]}T17:00:00-07:00`);
  expect(event.url).toBe(`http://localhost:3000${PATH}`);
});

it('a one-date event: "Add to calendar" and Google Calendar for it, no "All dates"; a past event: none of them', async () => {
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const fair = normalizeEntry(wireEvent({ id: 'fair', title: 'Fair' }, [[day, day]]))!;
  const { unmount } = render(await EntryView({ entry: fair, path: '/entries/fair/fair' }));
  expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/api/calendar/fair');
  const google = new URL(screen.getByRole('link', { name: /^Google Calendar/ }).getAttribute('href')!);
  expect(google.searchParams.get('location')).toBe('Whitefish, Montana');
  expect(screen.queryByRole('link', { name: 'All dates (.ics)' })).toBeNull();
  unmount();
  const past = normalizeEntry(wireEvent({ id: 'old', title: 'Old' }, [['2001-01-01', '2001-01-01']]))!;
  render(await EntryView({ entry: past, path: '/entries/old/old' }));
  expect(screen.queryByRole('link', { name: 'Add to calendar' })).toBeNull();
  expect(screen.queryByRole('link', { name: /^Google Calendar/ })).toBeNull();
});
