import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ListPage, type WhenKey } from '@/lib/list-query';
import { SEARCH_DEBOUNCE_MS } from './ListController';
import { apiCalls, card, lodge, payload, renderList, results, serve, setUpListTests, status } from '@/tests/fixtures/list/render-list';

setUpListTests();

describe('ListController: dates on the events list', () => {
  // The server answers for Sunday Nov 22, 2026 (payload().today) and says which days its results are for.
  const concert = card('concert', 'Jazz on the Lake', { type: 'event', point: null });
  const market = card('market', 'Winter Market', { type: 'event', point: null });
  const when = () => screen.getByLabelText('When') as HTMLSelectElement;
  /** An answer for some days, as the server resolved them. */
  const forDays = (page: ListPage, from: string, to: string, choice: WhenKey | null = null): ListPage => ({
    ...page,
    dates: { from, to, when: choice, openEnd: false },
  });

  it('offers the quick choices, Any date and custom From/To days as fields of the GET form', () => {
    const { unmount } = renderList('events', '/events', payload([concert]));
    expect(when()).toHaveAttribute('name', 'when');
    expect(when().value).toBe('any');
    expect(within(when()).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Any date',
      'Today',
      'Tomorrow',
      'This weekend',
      'Next 7 days',
      'This month',
      'Choose dates…',
    ]);
    expect(screen.getByLabelText('From')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('From')).toHaveAttribute('name', 'from');
    expect(screen.getByLabelText('To')).toHaveAttribute('name', 'to');
    expect(screen.getByRole('group', { name: 'Dates' })).toContainElement(screen.getByLabelText('To'));
    expect(status()).toHaveTextContent(/^1 item$/);
    unmount();
    renderList('stay', '/stay', payload([lodge]));
    expect(screen.queryByLabelText('When')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
  });

  it('counts the events of the range and says when there are none', () => {
    const { unmount } = renderList('events', '/events?from=2027-01-08&to=2027-01-10', forDays(payload([concert, market]), '2027-01-08', '2027-01-10'));
    expect(when().value).toBe('dates');
    expect(screen.getByLabelText('From')).toHaveValue('2027-01-08');
    expect(screen.getByLabelText('To')).toHaveValue('2027-01-10');
    expect(status()).toHaveTextContent(/^2 events between 01\/08\/27 and 01\/10\/27$/);
    unmount();
    renderList('events', '/events?when=week', forDays(payload([]), '2026-11-22', '2026-11-28', 'week'));
    expect(when().value).toBe('week');
    expect(status()).toHaveTextContent(/^No events between 11\/22\/26 and 11\/28\/26\.$/);
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
  });

  it('a quick choice pushes the URL, empties the days and shows its results with its count', async () => {
    serve({ '/api/lists/events?when=weekend': forDays(payload([market]), '2026-11-22', '2026-11-22', 'weekend') });
    const user = userEvent.setup();
    renderList('events', '/events?from=2027-01-08', forDays(payload([concert, market]), '2027-01-08', '2028-11-21'));
    const before = window.history.length;

    await user.selectOptions(when(), 'weekend');

    expect(window.location.search).toBe('?when=weekend');
    expect(window.history.length).toBe(before + 1);
    expect(screen.getByLabelText('From')).toHaveValue('');
    await waitFor(() => expect(results()).toEqual(['Winter Market']));
    // Sunday: the weekend is today alone.
    expect(status()).toHaveTextContent(/^1 event on 11\/22\/26$/);

    serve({ '/api/lists/events': payload([concert, market]) });
    await user.selectOptions(when(), 'any');
    expect(window.location.search).toBe('');
    await waitFor(() => expect(results()).toEqual(['Jazz on the Lake', 'Winter Market']));
    expect(status()).toHaveTextContent(/^2 items$/);
  });

  it('custom days apply after a pause, with the other choices kept', async () => {
    jest.useFakeTimers();
    serve({ '/api/lists/events?category=stay-cabins&from=2027-01-08&to=2027-01-10': forDays(payload([concert]), '2027-01-08', '2027-01-10') });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderList('events', '/events?category=stay-cabins', payload([concert, market]));

    // (The list also asks again once for the real today, which differs from the answer's: not a dated request.)
    const datedCalls = () => apiCalls().filter((url) => url.includes('from='));
    await user.selectOptions(when(), 'dates');
    expect(when().value).toBe('dates');
    expect(window.location.search).toBe('?category=stay-cabins');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2027-01-08' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2027-01-10' } });
    expect(window.location.search).toBe('?category=stay-cabins');
    expect(datedCalls()).toEqual([]);

    await act(async () => {
      jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 10);
    });
    expect(window.location.search).toBe('?category=stay-cabins&from=2027-01-08&to=2027-01-10');
    await waitFor(() => expect(results()).toEqual(['Jazz on the Lake']));
    expect(status()).toHaveTextContent(/^1 event between 01\/08\/27 and 01\/10\/27$/);
    expect(datedCalls()).toEqual(['/api/lists/events?category=stay-cabins&from=2027-01-08&to=2027-01-10']);
  });

  it('back to a dated URL shows its choice and days again', async () => {
    serve({ '/api/lists/events?when=today': forDays(payload([market]), '2026-11-22', '2026-11-22', 'today') });
    const user = userEvent.setup();
    renderList('events', '/events?from=2027-01-08&to=2027-01-10', forDays(payload([concert]), '2027-01-08', '2027-01-10'));
    await user.selectOptions(when(), 'today');
    await waitFor(() => expect(results()).toEqual(['Winter Market']));

    await act(async () => {
      window.history.replaceState(null, '', '/events?from=2027-01-08&to=2027-01-10');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(when().value).toBe('dates');
    expect(screen.getByLabelText('From')).toHaveValue('2027-01-08');
    expect(results()).toEqual(['Jazz on the Lake']);
  });
});

describe('ListController: calendar feed links', () => {
  it('the events list offers its feed for the chosen category; other lists do not', async () => {
    serve({ '/api/lists/events?category=stay-cabins': payload([]) });
    const user = userEvent.setup();
    const { unmount } = renderList('events', '/events', payload([]));
    expect(screen.getByRole('link', { name: 'Download .ics' })).toHaveAttribute('href', '/events.ics');
    await user.selectOptions(screen.getByLabelText('Category'), 'stay-cabins');
    expect(screen.getByRole('link', { name: 'Download .ics' })).toHaveAttribute('href', '/events.ics?category=stay-cabins');
    unmount();
    renderList('stay', '/stay', payload([lodge]));
    expect(screen.queryByRole('link', { name: 'Download .ics' })).toBeNull();
  });
});

describe('ListController: open on my dates (lists of places)', () => {
  const bar = card('bar', 'Late Bar', {
    type: 'dine',
    hours: { steps: [[Date.parse('2026-11-22T07:00:00Z'), 'open', 'Open now · closes 2 am']], until: Date.parse('2026-11-24T07:00:00Z') },
  });
  const when = () => screen.getByLabelText('When') as HTMLSelectElement;

  it('offers Open now beside the events list’s choices, and shows each card’s badge', () => {
    renderList('dine', '/dine', payload([bar]));
    const options = within(when()).getAllByRole('option').map((o) => o.textContent);
    // the events list's choices, with Open now after Any date
    expect(options.slice(0, 3)).toEqual(['Any date', 'Open now', 'Today']);
    expect(options.at(-1)).toBe('Choose dates…');
    expect(options).toHaveLength(8);
    expect(screen.getByText('Open now · closes 2 am')).toHaveAttribute('data-state', 'open');
  });

  it('Open now pushes the URL and counts the places open and those without hours', async () => {
    serve({
      '/api/lists/dine?when=now': { ...payload([bar]), dates: { from: '2026-11-22', to: '2026-11-22', when: 'now', openEnd: false }, withoutHours: 3 },
    });
    const user = userEvent.setup();
    renderList('dine', '/dine', payload([bar]));
    await user.selectOptions(when(), 'now');
    await waitFor(() => expect(window.location.search).toBe('?when=now'));
    await waitFor(() => expect(status()).toHaveTextContent(/^1 place open now · 3 places do not list hours\.$/));
  });
});
