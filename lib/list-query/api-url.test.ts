import { LIST_VIEWS } from '../config/routes';
import { listApiUrl } from './api-url';
import { defaultsFor, type ListQuery } from './state';

const stay = LIST_VIEWS.find((v) => v.key === 'stay')!;
const events = LIST_VIEWS.find((v) => v.key === 'events')!;

describe('listApiUrl', () => {
  const q = (patch: Partial<ListQuery> = {}) => ({ ...defaultsFor(stay), ...patch });

  it('is the bare list URL for the default state', () => {
    expect(listApiUrl(stay, q())).toBe('/api/lists/stay');
    expect(listApiUrl(events, defaultsFor(events))).toBe('/api/lists/events');
  });

  it('carries only the keys that change results, in a stable order', () => {
    expect(listApiUrl(stay, q({ tab: 'map', selected: 'x', search: 'hot tub', category: 'stay-cabins' }))).toBe(
      '/api/lists/stay?category=stay-cabins&search=hot+tub',
    );
    expect(listApiUrl(events, { ...defaultsFor(events), order: 'priority' })).toBe('/api/lists/events?order=priority');
  });

  it('asks for one page (last, after the result keys) or for every place of the results', () => {
    expect(listApiUrl(stay, q({ page: 4 }))).toBe('/api/lists/stay');
    expect(listApiUrl(stay, q({ search: 'spa' }), { page: 2 })).toBe('/api/lists/stay?search=spa&page=2');
    expect(listApiUrl(stay, q(), { page: 2 })).toBe('/api/lists/stay?page=2');
    expect(listApiUrl(stay, q({ tab: 'map', search: 'spa' }), { map: true })).toBe('/api/lists/stay/map?search=spa');
  });
});
