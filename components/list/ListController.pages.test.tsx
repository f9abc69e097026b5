import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIST_PAGE_SIZE } from '@/lib/list-query';
import { apiCalls, cabin, card, lodge, payload, renderList, results, serve, setUpListTests, status } from '@/tests/fixtures/list/render-list';

setUpListTests();

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
