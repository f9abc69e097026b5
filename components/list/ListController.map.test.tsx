import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiCalls, cabin, inn, lodge, payload, places, renderList, serve, setUpListTests, status } from '@/tests/fixtures/list/render-list';

setUpListTests();

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
