import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { LIST_VIEWS, type ListKey } from '@/lib/config/routes';
import { defaultsFor, LIST_PAGE_SIZE, listApiUrl, parseQuery, type CardData, type ListPage, type ListPayload, type ListQuery, type WhenKey } from '@/lib/list-query';
import { ListController, SEARCH_DEBOUNCE_MS } from './ListController';
import { ListProvider } from './ListProvider';

jest.mock('@/components/map/MapView', () => ({
  MapView: (props: { points: { features: unknown[] }; selected: string; onSelect: (id: string) => void }) => (
    <div data-testid="maplibre">
      {props.points.features.length} markers, selected {props.selected || 'none'}
      <button type="button" onClick={() => props.onSelect('cabin')}>
        marker cabin
      </button>
    </div>
  ),
}));

const view = (key: ListKey) => LIST_VIEWS.find((v) => v.key === key)!;
const STYLES = { light: '/map/style-light.json', hybrid: '/map/style-hybrid.json' };

function card(id: string, title: string, extra: Partial<CardData> = {}): CardData {
  return {
    id,
    sourceId: id,
    type: 'stay',
    title,
    href: `/entries/${id}/${id}`,
    image: null,
    categories: [],
    summary: '',
    when: null,
    point: [-114.34, 48.41],
    ...extra,
  };
}

const lodge = card('lodge', 'Grouse Mountain Lodge');
const cabin = card('cabin', 'Lakeside Cabin');
const inn = card('inn', 'Downtown Inn');
const payload = (items: CardData[], total = items.length, page = 1): ListPage => ({
  items,
  total,
  today: '2026-11-22',
  page,
  more: total > items.length,
});
/** The map tab's answer: every place of the results. */
const places = (items: CardData[]): ListPayload => ({ items, total: items.length, today: '2026-11-22' });

const fetchMock = jest.fn();

/** Answers /api/lists/... like the route handler would, from `answers` keyed by URL (a number: that status). */
function serve(answers: Record<string, ListPayload | number>) {
  fetchMock.mockImplementation(async (url: string) => {
    const body = answers[url];
    if (typeof body === 'number') return Response.json({ error: 'Content unavailable' }, { status: body });
    return body ? Response.json(body) : new Response('{}', { status: 404 });
  });
}

const apiCalls = () => fetchMock.mock.calls.map(([url]) => url as string);

/** The list as the server renders it for `url`: `initial` is what the shown tab gets (pages, or places on the map tab). */
function renderList(key: ListKey, url: string, initial: ListPayload | ListPage, props: { noScriptCopy?: boolean } = {}) {
  window.history.replaceState(null, '', url);
  const v = view(key);
  const query: ListQuery = parseQuery(new URL(url, 'http://localhost').search, defaultsFor(v));
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ListProvider fallback={{ [listApiUrl(v, query, { map: v.onMap && query.tab === 'map' })]: initial }}>
        <ListController
          view={v}
          initialQuery={query}
          categories={[
            { id: 'stay-cabins', label: 'Cabins' },
            { id: 'stay-hotels', label: 'Hotels' },
          ]}
          mapStyles={STYLES}
          {...props}
        />
      </ListProvider>
    </SWRConfig>,
  );
}

const results = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const status = () => screen.getByRole('status');

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
});

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

describe('ListController: tabs and the map', () => {
  it('has no map tab on lists whose type is not on the map', () => {
    renderList('events', '/events?tab=map', payload([]));
    expect(screen.queryByRole('link', { name: 'Map' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Loading map/)).not.toBeInTheDocument();
  });

  it('the map tab loads the map lazily, with every place of the results listed beside it', async () => {
    serve({ '/api/lists/stay/map': places([lodge, cabin, inn]) });
    const user = userEvent.setup();
    renderList('stay', '/stay', payload([lodge, cabin], 40));
    const mapTab = screen.getByRole('link', { name: 'Map' });
    expect(mapTab).toHaveAttribute('href', '/stay?tab=map');
    expect(screen.getByRole('link', { name: 'Grid' })).toHaveAttribute('aria-current', 'page');

    await user.click(mapTab);
    expect(window.location.search).toBe('?tab=map');
    expect(mapTab).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByTestId('maplibre')).toHaveTextContent('3 markers, selected none');

    const aside = screen.getByRole('complementary', { name: 'Places on the map' });
    expect(within(aside).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Grouse Mountain Lodge',
      'Lakeside Cabin',
      'Downtown Inn',
    ]);
    expect(status()).toHaveTextContent(/^3 items$/);
    expect(apiCalls()).toEqual(['/api/lists/stay/map']);
  });

  it('choosing a marker selects the place and shows its card; choosing a place highlights its marker', async () => {
    const user = userEvent.setup();
    renderList('stay', '/stay?tab=map', places([lodge, cabin]));
    await user.click(await screen.findByRole('button', { name: 'marker cabin' }));
    expect(window.location.search).toBe('?selected=cabin&tab=map');
    const aside = screen.getByRole('complementary', { name: 'Places on the map' });
    expect(within(aside).getByRole('heading', { level: 3, name: 'Lakeside Cabin' })).toBeInTheDocument();
    expect(within(aside).getByRole('link', { name: 'Lakeside Cabin', current: true })).toBeInTheDocument();

    await user.click(within(aside).getByRole('link', { name: 'Grouse Mountain Lodge' }));
    expect(screen.getByTestId('maplibre')).toHaveTextContent('selected lodge');
    expect(window.location.search).toBe('?selected=lodge&tab=map');
  });
});

it('links the list item for a place to its no-JS selection URL', async () => {
  renderList('stay', '/stay?tab=map', places([lodge]));
  const aside = screen.getByRole('complementary', { name: 'Places on the map' });
  expect(within(aside).getByRole('link', { name: 'Grouse Mountain Lodge' })).toHaveAttribute(
    'href',
    '/stay?selected=lodge&tab=map',
  );
  fireEvent.click(within(aside).getByRole('link', { name: 'Grouse Mountain Lodge' }));
  expect(within(aside).getByRole('heading', { level: 3, name: 'Grouse Mountain Lodge' })).toBeInTheDocument();
  await screen.findByTestId('maplibre');
});

describe('ListController: pages', () => {
  const lodges = (from: number, n: number) => Array.from({ length: n }, (_, i) => card(`l${from + i}`, `Lodge ${from + i}`));
  // Later pages fetched are kept for the page's lifetime, per result URL: each test has its own search.
  const P = LIST_PAGE_SIZE;
  const TOTAL = 2 * P + 10;
  const page1 = payload(lodges(1, P), TOTAL);
  const page2 = { ...payload(lodges(P + 1, P), TOTAL, 2), more: true };
  const page3 = { ...payload(lodges(2 * P + 1, 10), TOTAL, 3), more: false };

  it('"Show more" is a link to the next page that, with script, appends it, keeps the history entry and focuses the first new item', async () => {
    serve({ '/api/lists/stay?search=one&page=2': page2, '/api/lists/stay?search=one&page=3': page3 });
    const user = userEvent.setup();
    renderList('stay', '/stay?search=one', page1);
    const before = window.history.length;
    const more = screen.getByRole('link', { name: 'Show more' });
    expect(more).toHaveAttribute('href', '/stay?search=one&page=2#results-2');
    expect(status()).toHaveTextContent(`${P} of ${TOTAL} items`);

    await user.click(more);
    await waitFor(() => expect(results()).toHaveLength(2 * P));
    expect(results().slice(P - 2, P + 2)).toEqual([P - 1, P, P + 1, P + 2].map((n) => `Lodge ${n}`));
    expect(status()).toHaveTextContent(`${2 * P} of ${TOTAL} items`);
    expect(window.location.search).toBe('?search=one&page=2');
    expect(window.history.length).toBe(before);
    expect(screen.getByRole('link', { name: `Lodge ${P + 1}` })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Show more' })).toHaveAttribute('href', '/stay?search=one&page=3#results-3');

    await user.click(screen.getByRole('link', { name: 'Show more' }));
    await waitFor(() => expect(status()).toHaveTextContent(new RegExp(`^${TOTAL} items$`)));
    expect(screen.queryByRole('link', { name: 'Show more' })).not.toBeInTheDocument();
    expect(apiCalls()).toEqual(['/api/lists/stay?search=one&page=2', '/api/lists/stay?search=one&page=3']);
  });

  it('names the first item of each later page apart in the live results and in the copy without script (ids are unique in the page)', () => {
    const two = { ...payload([...page1.items, ...page2.items], 130, 2), more: true };
    const live = renderList('stay', '/stay?search=ids&page=2', two);
    expect(live.container.querySelector('#results-2')).toHaveTextContent(`Lodge ${P + 1}`);
    expect(screen.getByRole('link', { name: 'Show more' })).toHaveAttribute('href', '/stay?search=ids&page=3#results-3');
    live.unmount();
    const copy = renderList('stay', '/stay?search=ids&page=2', two, { noScriptCopy: true });
    expect(copy.container.querySelector('#page-2')).toHaveTextContent(`Lodge ${P + 1}`);
    expect(copy.container.querySelector('#results-2')).toBeNull();
    expect(screen.getByRole('link', { name: 'Show more' })).toHaveAttribute('href', '/stay?search=ids&page=3#page-3');
  });

  it('continues from the pages the server rendered for ?page=2', async () => {
    serve({ '/api/lists/stay?search=lodge&page=3': page3 });
    const user = userEvent.setup();
    renderList('stay', '/stay?search=lodge&page=2', { ...payload([...page1.items, ...page2.items], 130, 2), more: true });
    expect(results()).toHaveLength(2 * P);
    await user.click(screen.getByRole('link', { name: 'Show more' }));
    await waitFor(() => expect(results()).toHaveLength(TOTAL));
    expect(window.location.search).toBe('?search=lodge&page=3');
    expect(apiCalls()).toEqual(['/api/lists/stay?search=lodge&page=3']);
  });

  it('a new choice starts from page 1; back to the longer list shows its pages again without fetching them', async () => {
    serve({ '/api/lists/stay?search=three&page=2': page2, '/api/lists/stay?category=stay-cabins&search=three': payload([cabin]) });
    const user = userEvent.setup();
    renderList('stay', '/stay?search=three', page1);
    await user.click(screen.getByRole('link', { name: 'Show more' }));
    await waitFor(() => expect(results()).toHaveLength(2 * P));

    await user.selectOptions(screen.getByLabelText('Category'), 'stay-cabins');
    expect(window.location.search).toBe('?category=stay-cabins&search=three');
    await waitFor(() => expect(results()).toEqual(['Lakeside Cabin']));

    await act(async () => {
      window.history.replaceState(null, '', '/stay?search=three&page=2');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(results()).toHaveLength(2 * P);
    expect(apiCalls()).toEqual(['/api/lists/stay?search=three&page=2', '/api/lists/stay?category=stay-cabins&search=three']);
  });

  it('a failed "Show more" keeps what is shown, says so and tries again', async () => {
    serve({ '/api/lists/stay?search=four&page=2': 502 });
    const user = userEvent.setup();
    renderList('stay', '/stay?search=four', page1);
    await user.click(screen.getByRole('link', { name: 'Show more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More results could not be loaded. Please try again.');
    expect(results()).toHaveLength(P);
    expect(status()).toHaveTextContent(`${P} of ${TOTAL} items`);

    serve({ '/api/lists/stay?search=four&page=2': page2 });
    await user.click(screen.getByRole('link', { name: 'Try again' }));
    await waitFor(() => expect(results()).toHaveLength(2 * P));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when more match than a list can show', () => {
    renderList('stay', '/stay?search=five', { ...payload(lodges(1, P), 700), more: false });
    expect(status()).toHaveTextContent(`${P} of 700 items`);
    expect(screen.queryByRole('link', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getByText(`Only the first ${P} are listed. Choose a category or search to narrow the list.`)).toBeInTheDocument();
  });
});

describe('ListController: failures', () => {
  it('a failed request for a new choice shows a message instead of the old results, keeps the choice and retries', async () => {
    serve({ '/api/lists/stay?category=stay-cabins': 502 });
    const user = userEvent.setup();
    renderList('stay', '/stay', payload([lodge, cabin], 40));
    await user.selectOptions(screen.getByLabelText('Category'), 'stay-cabins');

    await waitFor(() => expect(status()).toHaveTextContent('These results could not be loaded. Please try again.'));
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    expect(screen.getByLabelText('Category')).toHaveValue('stay-cabins');

    serve({ '/api/lists/stay?category=stay-cabins': payload([cabin]) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(results()).toEqual(['Lakeside Cabin']));
    expect(status()).toHaveTextContent(/^1 item$/);
    expect(apiCalls()).toEqual(['/api/lists/stay?category=stay-cabins', '/api/lists/stay?category=stay-cabins']);
  });

  it('keeps the typed search text when its results fail to load', async () => {
    serve({ '/api/lists/stay?search=sauna': 503 });
    const user = userEvent.setup();
    renderList('stay', '/stay', payload([lodge]));
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'sauna{Enter}');
    await waitFor(() => expect(status()).toHaveTextContent('These results could not be loaded.'));
    expect(box).toHaveValue('sauna');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

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
