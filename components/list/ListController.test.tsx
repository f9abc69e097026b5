import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_DEBOUNCE_MS } from './ListController';
import { apiCalls, cabin, card, fetchMock, inn, lodge, payload, places, renderList, results, serve, setUpListTests, status } from '@/tests/fixtures/list/render-list';

setUpListTests();

describe('ListController: first render', () => {
  it('offers a Save toggle on each card, except in the copy for visitors without script', () => {
    const saveable = card('0b6f0c52-1111-4a4a-8c8c-000000000001', 'Grouse Mountain Lodge');
    const { unmount } = renderList('stay', '/stay', payload([saveable]));
    expect(screen.getByRole('button', { name: 'Save Grouse Mountain Lodge' })).toBeInTheDocument();
    unmount();
    renderList('stay', '/stay', payload([saveable]), { noScriptCopy: true });
    expect(results()).toEqual(['Grouse Mountain Lodge']);
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
  });

  it("fetches the first card's image at once and first, the others as they near the screen", () => {
    const withImage = (c: typeof lodge, image: string) => ({ ...c, image });
    const { container } = renderList('stay', '/stay', payload([withImage(lodge, '/images/lake.svg'), withImage(cabin, '/images/river.svg'), withImage(inn, '/images/town.svg')]));
    const images = [...container.querySelectorAll('[data-list-item] img')];
    expect(images.map((img) => [img.getAttribute('src'), img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['/images/lake.svg', null, 'high'],
      ['/images/river.svg', 'lazy', null],
      ['/images/town.svg', 'lazy', null],
    ]);
  });

  it('shows the server-rendered results from the fallback without fetching', async () => {
    renderList('stay', '/stay', payload([lodge, cabin], 40));
    expect(results()).toEqual(['Grouse Mountain Lodge', 'Lakeside Cabin']);
    expect(screen.getByRole('link', { name: 'Lakeside Cabin' })).toHaveAttribute('href', '/entries/cabin/cabin');
    expect(status()).toHaveTextContent('2 of 40 items');
    expect(status()).toHaveAttribute('aria-live', 'polite');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts without a total and announces an empty result', () => {
    const { unmount } = renderList('stay', '/stay', payload([lodge, cabin, inn]));
    expect(status()).toHaveTextContent(/^3 items$/);
    unmount();
    renderList('stay', '/stay?search=zzz', payload([]));
    expect(status()).toHaveTextContent('No items were found.');
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
  });

  it('is a plain GET form for visitors without JavaScript', async () => {
    renderList('stay', '/stay?tab=map', places([lodge]));
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/stay');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByLabelText('Category')).toHaveAttribute('name', 'category');
    expect(screen.getByLabelText('Sort by')).toHaveAttribute('name', 'order');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('name', 'search');
    expect(form.querySelector('input[type=hidden][name=tab]')).toHaveValue('map');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    await screen.findByTestId('maplibre');
  });

  it('offers the view categories and its order options', () => {
    const { unmount } = renderList('stay', '/stay', payload([lodge]));
    const category = screen.getByLabelText('Category');
    expect(within(category).getAllByRole('option').map((o) => o.textContent)).toEqual(['All categories', 'Cabins', 'Hotels']);
    expect(within(screen.getByLabelText('Sort by')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Featured',
      'Title',
      'A-Z',
      'Z-A',
    ]);
    unmount();
    renderList('events', '/events', payload([]));
    const order = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect(order.value).toBe('time');
    expect(within(order).getByRole('option', { name: 'Event date & time' })).toBeInTheDocument();
  });
});

describe('ListController: changing the state', () => {
  it('choosing a category pushes the URL and refreshes the results in place', async () => {
    serve({ '/api/lists/stay?category=stay-cabins': payload([cabin]) });
    const user = userEvent.setup();
    renderList('stay', '/stay', payload([lodge, cabin]));
    const before = window.history.length;

    await user.selectOptions(screen.getByLabelText('Category'), 'stay-cabins');

    expect(window.location.pathname + window.location.search).toBe('/stay?category=stay-cabins');
    expect(window.history.length).toBe(before + 1);
    await waitFor(() => expect(results()).toEqual(['Lakeside Cabin']));
    expect(status()).toHaveTextContent(/^1 item$/);
    expect(apiCalls()).toEqual(['/api/lists/stay?category=stay-cabins']);
  });

  it('keeps the old results visible and marks them busy while loading', async () => {
    let release!: () => void;
    fetchMock.mockImplementation(
      () => new Promise((resolve) => (release = () => resolve(Response.json(payload([inn]))))),
    );
    const user = userEvent.setup();
    renderList('stay', '/stay', payload([lodge]));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'title');
    const region = screen.getByText('Grouse Mountain Lodge').closest('[aria-busy]')!;
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'true'));
    expect(results()).toEqual(['Grouse Mountain Lodge']);
    await act(async () => release());
    await waitFor(() => expect(results()).toEqual(['Downtown Inn']));
    expect(region).toHaveAttribute('aria-busy', 'false');
    expect(apiCalls()).toEqual(['/api/lists/stay?order=title']);
  });

  it('debounces search typing: one request after the pause, URL replaced not pushed', async () => {
    jest.useFakeTimers();
    serve({ '/api/lists/stay?search=hot+tub': payload([inn]) });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderList('stay', '/stay', payload([lodge, cabin]));
    const before = window.history.length;

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'hot tub');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.location.search).toBe('');

    await act(async () => {
      jest.advanceTimersByTime(60);
    });
    expect(window.location.search).toBe('?search=hot+tub');
    expect(window.history.length).toBe(before);
    await waitFor(() => expect(results()).toEqual(['Downtown Inn']));
    expect(apiCalls()).toEqual(['/api/lists/stay?search=hot+tub']);
    // With search terms, relevance becomes an order option.
    expect(within(screen.getByLabelText('Sort by')).getByRole('option', { name: 'Relevance to search terms' })).toBeInTheDocument();
  });

  it('back and forward walk the states', async () => {
    serve({ '/api/lists/stay?category=stay-cabins': payload([cabin]) });
    const user = userEvent.setup();
    renderList('stay', '/stay', payload([lodge, cabin]));
    await user.selectOptions(screen.getByLabelText('Category'), 'stay-cabins');
    await waitFor(() => expect(results()).toEqual(['Lakeside Cabin']));

    await act(async () => {
      window.history.replaceState(null, '', '/stay');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByLabelText('Category')).toHaveValue('');
    expect(results()).toEqual(['Grouse Mountain Lodge', 'Lakeside Cabin']);

    await act(async () => {
      window.history.replaceState(null, '', '/stay?category=stay-cabins');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByLabelText('Category')).toHaveValue('stay-cabins');
    expect(results()).toEqual(['Lakeside Cabin']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
