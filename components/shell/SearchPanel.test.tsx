import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchPanel } from './SearchPanel';
import { PANEL_RESULT_LIMIT } from './SearchPanelResults';

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const realFetch = global.fetch;

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterAll(() => {
  global.fetch = realFetch;
});
afterEach(() => jest.restoreAllMocks());

const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const ITEMS = [
  {
    htmlTitle: 'Whitefish <b>Ski</b> Lifts<script>alert(1)</script>',
    title: 'Whitefish Ski Lifts',
    link: '/entries/whitefish-ski-lifts/1',
    snippet: 'Eleven <b>lifts</b> <a href="javascript:alert(1)" onclick="x()">click</a><img src=x onerror=alert(1)>',
  },
  { htmlTitle: 'No link' },
  { link: '/entries/no-title/2', snippet: 'x' },
  { htmlTitle: 'Bad link', link: 'javascript:alert(1)' },
  { htmlTitle: 'Big Mountain', link: 'https://skiwhitefish.com/', snippet: '' },
];

async function openPanel() {
  const user = userEvent.setup();
  render(
    <>
      <SearchPanel />
      <p>Outside</p>
    </>,
  );
  const toggle = screen.getByRole('button', { name: 'Search', expanded: false });
  await user.click(toggle);
  const input = screen.getByRole('searchbox');
  const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  return { user, toggle, input, panel };
}

describe('open, close and focus (unchanged)', () => {
  it('opens focused, closes on the toggle, Escape (focus back on the toggle) or a click outside', async () => {
    const { user, toggle, input, panel } = await openPanel();
    expect(input).toHaveFocus();
    expect(panel).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveFocus();
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(input);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Outside'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('is a plain GET form to /search for visitors without JavaScript', async () => {
    const { input } = await openPanel();
    expect(input).toHaveAttribute('name', 'q');
    expect(input.closest('form')).toHaveAttribute('action', '/search');
    expect(input.closest('form')).toHaveAttribute('method', 'get');
  });
});

describe('running a search', () => {
  it('does nothing for a query under 2 characters (no request, no results, panel stays open)', async () => {
    const { user, input, toggle } = await openPanel();
    await user.type(input, ' a {Enter}');
    await user.click(within(document.getElementById('site-search')!).getByRole('button', { name: 'Search' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('runs on Enter: asks /api/search, keeps items with an html title and a link, sanitised (only <b>)', async () => {
    fetchMock.mockReturnValue(answer({ query: 'ski lifts', items: ITEMS }));
    const { user, input, panel } = await openPanel();
    await user.type(input, '  ski lifts {Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/search?q=ski+lifts');

    const list = await within(panel).findByRole('list', { name: 'Search' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/entries/whitefish-ski-lifts/1', 'https://skiwhitefish.com/']);
    expect(links[0]).toHaveTextContent('Whitefish Ski Lifts');
    expect(links[0].querySelector('b')).toHaveTextContent('Ski');
    expect(list.querySelector('script, img, [onclick], [onerror]')).toBeNull();
    expect(list.querySelectorAll('a')).toHaveLength(2); // the snippet's <a> was unwrapped to text
    expect(within(list).getByText(/Eleven/)).toHaveTextContent('Eleven lifts click');
    expect(screen.getByRole('status')).toHaveTextContent('2 results');
    expect(within(panel).getByRole('link', { name: 'See all results for “ski lifts”' })).toHaveAttribute('href', '/search?q=ski+lifts');
  });

  it('runs on the search button too, and shows at most the panel limit', async () => {
    const many = Array.from({ length: PANEL_RESULT_LIMIT + 3 }, (_, i) => ({ htmlTitle: `Trail ${i}`, link: `/entries/trail-${i}/${i}`, snippet: '' }));
    fetchMock.mockReturnValue(answer({ items: many }));
    const { user, input, panel } = await openPanel();
    await user.type(input, 'trail');
    await user.click(within(panel).getByRole('button', { name: 'Search' }));
    const list = await within(panel).findByRole('list', { name: 'Search' });
    expect(within(list).getAllByRole('link')).toHaveLength(PANEL_RESULT_LIMIT);
    expect(within(panel).getByRole('link', { name: /See all results/ })).toHaveAttribute('href', '/search?q=trail');
  });

  it('says so when nothing was found', async () => {
    fetchMock.mockReturnValue(answer({ items: [] }));
    const { user, input, panel } = await openPanel();
    await user.type(input, 'zzzz{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results were found.'));
    expect(within(panel).queryByRole('list')).toBeNull();
  });

  it('logs a failing backend and empties the results', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockReturnValueOnce(answer({ items: ITEMS })).mockReturnValueOnce(answer({ items: [], error: { id: 'request' } }, 502));
    const { user, input, panel } = await openPanel();
    await user.type(input, 'ski{Enter}');
    await within(panel).findByRole('list', { name: 'Search' });

    await user.type(input, ' lifts{Enter}');
    await waitFor(() => expect(within(panel).queryByRole('list')).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('Search is not available right now');
    expect(error).toHaveBeenCalledWith('Site search failed', expect.any(Error));
    expect(within(panel).getByRole('link', { name: /See all results/ })).toHaveAttribute('href', '/search?q=ski+lifts');
  });

  it('logs a network error and empties the results', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user, input, panel } = await openPanel();
    await user.type(input, 'ski{Enter}');
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(within(panel).queryByRole('list')).toBeNull();
  });

  it('shows only the latest query’s answer when an earlier one comes back late', async () => {
    let resolveFirst!: (response: Response) => void;
    fetchMock
      .mockImplementationOnce(
        (_url, init) =>
          new Promise<Response>((resolve, reject) => {
            resolveFirst = resolve;
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      )
      .mockReturnValueOnce(answer({ items: [{ htmlTitle: 'Second', link: '/second' }] }));
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, input, panel } = await openPanel();
    await user.type(input, 'first{Enter}');
    await user.clear(input);
    await user.type(input, 'second{Enter}');
    const list = await within(panel).findByRole('list', { name: 'Search' });
    await act(async () => resolveFirst(new Response(JSON.stringify({ items: [{ htmlTitle: 'First', link: '/first' }] }))));
    expect(within(list).getByRole('link')).toHaveAttribute('href', '/second');
    expect(error).not.toHaveBeenCalled();
  });

  it('drops a late answer for an older query even when the request was not stopped', async () => {
    let resolveFirst!: (response: Response) => void;
    fetchMock
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (resolveFirst = resolve))) // ignores abort
      .mockReturnValueOnce(answer({ items: [{ htmlTitle: 'Second', link: '/second' }] }));
    const { user, input, panel } = await openPanel();
    await user.type(input, 'first{Enter}');
    await user.clear(input);
    await user.type(input, 'second{Enter}');
    await within(panel).findByRole('list', { name: 'Search' });
    await act(async () => resolveFirst(new Response(JSON.stringify({ items: [{ htmlTitle: 'First', link: '/first' }, { htmlTitle: 'Other', link: '/other' }] }))));
    const list = within(panel).getByRole('list', { name: 'Search' });
    expect(within(list).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/second']);
    expect(screen.getByRole('status')).toHaveTextContent('1 result');
    expect(within(panel).getByRole('link', { name: /See all results/ })).toHaveTextContent('“second”');
  });

  it('on failure offers Retry, which runs the same query again; the input keeps what was typed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock
      .mockReturnValueOnce(answer({ items: [], error: { id: 'request' } }, 502))
      .mockReturnValueOnce(answer({ items: [{ htmlTitle: 'Lake <b>Swim</b>', link: '/swim' }] }));
    const { user, input, panel } = await openPanel();
    await user.type(input, 'lake swim{Enter}');
    const retry = await within(panel).findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('status')).toHaveTextContent('Search is not available right now');
    expect(input).toHaveValue('lake swim');

    await user.type(input, ' typed on'); // not yet sent
    await user.click(retry);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1][0]).toBe('/api/search?q=lake+swim');
    const list = await within(panel).findByRole('list', { name: 'Search' });
    expect(within(list).getByRole('link')).toHaveAttribute('href', '/swim');
    expect(screen.getByRole('status')).toHaveTextContent('1 result');
    expect(within(panel).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(input).toHaveValue('lake swim typed on');
  });

  it('closes the panel when a result is followed', async () => {
    fetchMock.mockReturnValue(answer({ items: [{ htmlTitle: 'Big Mountain', link: '#big-mountain' }, { htmlTitle: 'Lake', link: '/lake' }] }));
    const { user, input, toggle, panel } = await openPanel();
    await user.type(input, 'lake{Enter}');
    const list = await within(panel).findByRole('list', { name: 'Search' });
    const link = within(list).getByRole('link', { name: 'Lake' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
