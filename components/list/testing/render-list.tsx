/**
 * What the list's component tests share: a list rendered as the server renders it (seeded with its results, swr's
 * cache fresh for each test), fetch answering like the list route handlers, and the map replaced by a stub.
 */
import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { LIST_VIEWS, type ListKey } from '@/lib/config/routes';
import { defaultsFor, listApiUrl, parseQuery, type CardData, type ListPage, type ListPayload, type ListQuery } from '@/lib/list-query';
import { ListController } from '../ListController';

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

export const view = (key: ListKey) => LIST_VIEWS.find((v) => v.key === key)!;
export const STYLES = { light: '/map/style-light.json', hybrid: '/map/style-hybrid.json' };

export function card(id: string, title: string, extra: Partial<CardData> = {}): CardData {
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

export const lodge = card('lodge', 'Grouse Mountain Lodge');
export const cabin = card('cabin', 'Lakeside Cabin');
export const inn = card('inn', 'Downtown Inn');
export const payload = (items: CardData[], total = items.length, page = 1): ListPage => ({
  items,
  total,
  today: '2026-11-22',
  page,
  more: total > items.length,
});
/** The map tab's answer: every place of the results. */
export const places = (items: CardData[]): ListPayload => ({ items, total: items.length, today: '2026-11-22' });

export const fetchMock = jest.fn();

/** Answers /api/lists/... like the route handler would, from `answers` keyed by URL (a number: that status). */
export function serve(answers: Record<string, ListPayload | number>) {
  fetchMock.mockImplementation(async (url: string) => {
    const body = answers[url];
    if (typeof body === 'number') return Response.json({ error: { id: 'unavailable', message: 'The list cannot be read right now.' } }, { status: body });
    return body ? Response.json(body) : new Response('{}', { status: 404 });
  });
}

export const apiCalls = () => fetchMock.mock.calls.map(([url]) => url as string);

/** The list as the server renders it for `url`: `initial` is what the shown tab gets (pages, or places on the map tab). */
export function renderList(key: ListKey, url: string, initial: ListPayload | ListPage, props: { noScriptCopy?: boolean } = {}) {
  window.history.replaceState(null, '', url);
  const v = view(key);
  const query: ListQuery = parseQuery(new URL(url, 'http://localhost').search, defaultsFor(v));
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ListController
        view={v}
        initialQuery={query}
        fallback={{ [listApiUrl(v, query, { map: v.onMap && query.tab === 'map' })]: initial }}
        categories={[
          { id: 'stay-cabins', label: 'Cabins' },
          { id: 'stay-hotels', label: 'Hotels' },
        ]}
        mapStyles={STYLES}
        {...props}
      />
    </SWRConfig>,
  );
}

export const results = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
export const status = () => screen.getByRole('status');

/** Registers each test's fresh fetch stub and real timers. */
export function setUpListTests() {
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  afterEach(() => {
    jest.useRealTimers();
  });
}
