import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { normalizeGeoData } from '@/lib/entries';
import type { CardData } from '@/lib/list-query';
import { MapExplorer } from './MapExplorer';

jest.mock('./MapView', () => ({
  MapView: (props: { points: { features: unknown[] }; areas?: { features: unknown[] } | null; selected: string }) => (
    <div data-testid="maplibre">
      {props.points.features.length} places, {props.areas?.features.length ?? 0} features, selected {props.selected || 'none'}
    </div>
  ),
}));

const card = (id: string, title: string): CardData => ({
  id,
  sourceId: id,
  type: 'dine',
  title,
  href: `/entries/${id}/${id}`,
  image: null,
  categories: ['Breweries & Taprooms'],
  summary: '',
  when: null,
  point: [-114.34, 48.41],
});

const geo = normalizeGeoData({
  features: [
    { id: 't', ordinal: 1, type: { id: 'trail', type: 'path', name: 'Trail', color: 'c0392b' }, json: '{"type":"LineString","coordinates":[[0,0],[1,1]]}' },
    { id: 'p', ordinal: 2, type: { id: 'park', type: 'polygon', name: 'Park', color: '2e8b57' }, json: '{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,0]]]}' },
  ],
})!;

const STYLES = { light: '/map/style-light.json', hybrid: '/map/style-hybrid.json' };

beforeEach(() => window.history.replaceState(null, '', '/map'));

it('draws every place and the site features, with a legend and the places as text', async () => {
  render(
    <MapExplorer
      payload={{ items: [card('brew', 'Bonsai Brewing'), card('pub', 'Great Northern Bar')], total: 2, today: '2026-11-22' }}
      features={geo.features}
      initialSelected=""
      mapStyles={STYLES}
    />,
  );
  expect(screen.getByText('2 items')).toHaveAttribute('role', 'status');
  expect(await screen.findByTestId('maplibre')).toHaveTextContent('2 places, 2 features, selected none');
  const legend = screen.getByRole('heading', { name: 'Legend' }).parentElement!;
  expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Trail (path)', 'Park (area)']);
  const places = screen.getByRole('complementary', { name: 'Places on the map' });
  expect(within(places).getAllByRole('link').map((a) => a.textContent)).toEqual(['Bonsai Brewing', 'Great Northern Bar']);
});

it('selecting a place keeps it in the URL and shows its card', async () => {
  render(
    <MapExplorer
      payload={{ items: [card('brew', 'Bonsai Brewing')], total: 1, today: '2026-11-22' }}
      features={[]}
      initialSelected=""
      mapStyles={STYLES}
    />,
  );
  await userEvent.setup().click(screen.getByRole('link', { name: 'Bonsai Brewing' }));
  expect(window.location.pathname + window.location.search).toBe('/map?selected=brew');
  expect(screen.getByRole('heading', { level: 3, name: 'Bonsai Brewing' })).toBeInTheDocument();
  expect(await screen.findByTestId('maplibre')).toHaveTextContent('selected brew');
  expect(screen.queryByRole('heading', { name: 'Legend' })).not.toBeInTheDocument();
});
