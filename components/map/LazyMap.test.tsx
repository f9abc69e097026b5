import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { MapViewProps } from './MapView';
import { createLazyMap, facadeSummary, useMountedDuringHydration, withTimeout } from './LazyMap';

const props: MapViewProps = {
  points: { type: 'FeatureCollection', features: [] },
  selected: '',
  onSelect: () => {},
  mapStyles: { light: '/map/style-light.json', hybrid: '/map/style-hybrid.json' },
  label: 'Stay map',
};

const FakeMap = ({ label }: MapViewProps) => <div data-testid="map">{label} drawn</div>;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Renders `ui` on the "server" and hydrates that HTML, as a page loaded directly does. */
function hydrate(ui: ReactElement) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(ui);
  return render(ui, { container, hydrate: true });
}

const places = (n: number): MapViewProps['points'] => ({
  type: 'FeatureCollection',
  features: Array.from({ length: n }, (_, i) => ({
    type: 'Feature',
    id: `p${i}`,
    geometry: { type: 'Point', coordinates: [-114.34, 48.41] },
    properties: { id: `p${i}`, title: `Place ${i}`, href: `/entries/p${i}/p${i}` },
  })) as MapViewProps['points']['features'],
});

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

it('shows a placeholder in a fixed frame until the map chunk arrives, then the map', async () => {
  const chunk = deferred<{ MapView: typeof FakeMap }>();
  const load = jest.fn(() => chunk.promise);
  const LazyMap = createLazyMap(load);
  const { container } = render(<LazyMap {...props} />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading map…');
  expect(container.firstElementChild).toHaveClass('frame');
  await act(async () => chunk.resolve({ MapView: FakeMap }));
  expect(await screen.findByTestId('map')).toHaveTextContent('Stay map drawn');
  expect(screen.queryByText('Loading map…')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('does not load the map chunk until a map is rendered', () => {
  const load = jest.fn(() => new Promise<never>(() => {}));
  createLazyMap(load);
  expect(load).not.toHaveBeenCalled();
});

it("shows 'Loading chunk failed' with a Retry button that loads again", async () => {
  const load = jest
    .fn<Promise<{ MapView: typeof FakeMap }>, []>()
    .mockRejectedValueOnce(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }))
    .mockResolvedValue({ MapView: FakeMap });
  const LazyMap = createLazyMap(load);
  render(<LazyMap {...props} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk failed');

  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTestId('map')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('gives up on a chunk that takes longer than the time-out', async () => {
  jest.useFakeTimers();
  const LazyMap = createLazyMap(() => new Promise<never>(() => {}), 120_000);
  render(<LazyMap {...props} />);
  await act(async () => {
    jest.advanceTimersByTime(119_999);
  });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await act(async () => {
    jest.advanceTimersByTime(1);
  });
  expect(screen.getByRole('alert')).toHaveTextContent('Loading chunk failed');
});

describe('useMountedDuringHydration', () => {
  function Probe() {
    return <output>{String(useMountedDuringHydration())}</output>;
  }

  it('is true on the server and while hydrating, and stays true after hydration', async () => {
    expect(renderToString(<Probe />)).toContain('true');
    hydrate(<Probe />);
    await act(async () => {});
    expect(screen.getByRole('status')).toHaveTextContent('true');
  });

  it('is false on a client-only mount', () => {
    render(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('false');
  });
});

describe('the facade of a map in the first HTML', () => {
  it('is in the server HTML instead of the map placeholder', () => {
    const LazyMap = createLazyMap(jest.fn(() => new Promise<never>(() => {})));
    const html = renderToString(<LazyMap {...props} points={places(12)} />);
    expect(html).toMatch(/<button type="button"[^>]*>Show interactive map<\/button>/);
    expect(html).toContain('12 places on the map');
    expect(html).not.toContain('Loading map');
    expect(html).not.toContain('data-hydrated');
  });

  it('hydrates without loading the chunk; hovering prefetches it, a click shows the map', async () => {
    const chunk = deferred<{ MapView: typeof FakeMap }>();
    const load = jest.fn(() => chunk.promise);
    const LazyMap = createLazyMap(load);
    const { container } = hydrate(<LazyMap {...props} points={places(1)} />);
    await act(async () => {});
    expect(console.error).not.toHaveBeenCalled(); // no hydration mismatch
    const button = screen.getByRole('button', { name: 'Show interactive map' });
    expect(button).toHaveAccessibleDescription('1 place on the map');
    expect(container.querySelector('.frame')).toContainElement(button);
    expect(button.parentElement).toHaveAttribute('data-hydrated', 'true');
    expect(load).not.toHaveBeenCalled();

    fireEvent.pointerEnter(button.parentElement!);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await userEvent.setup().click(button);
    expect(screen.getByRole('status')).toHaveTextContent('Loading map…');
    await act(async () => chunk.resolve({ MapView: FakeMap }));
    expect(await screen.findByTestId('map')).toHaveTextContent('Stay map drawn');
    expect(screen.queryByRole('button', { name: 'Show interactive map' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('by keyboard: focus prefetches, Enter shows the map and focus stays in the frame', async () => {
    const load = jest.fn(() => Promise.resolve({ MapView: FakeMap }));
    const LazyMap = createLazyMap(load);
    const { container } = hydrate(<LazyMap {...props} />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show interactive map' })).toHaveFocus();
    expect(load).toHaveBeenCalledTimes(1);
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('map')).toBeInTheDocument();
    expect(container.querySelector('.frame')).toHaveFocus();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a click anywhere on the facade shows the map; a failed prefetch can be retried', async () => {
    const load = jest
      .fn<Promise<{ MapView: typeof FakeMap }>, []>()
      .mockRejectedValueOnce(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }))
      .mockResolvedValue({ MapView: FakeMap });
    const LazyMap = createLazyMap(load);
    hydrate(<LazyMap {...props} />);
    const facade = screen.getByRole('button', { name: 'Show interactive map' }).parentElement!;
    fireEvent.touchStart(facade);
    const user = userEvent.setup();
    await user.click(screen.getByText('0 places on the map'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk failed');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('map')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is not shown when the map mounts after hydration (a tab switch): the map starts at once', async () => {
    const load = jest.fn(() => Promise.resolve({ MapView: FakeMap }));
    const LazyMap = createLazyMap(load);
    render(<LazyMap {...props} />);
    expect(screen.queryByRole('button', { name: 'Show interactive map' })).not.toBeInTheDocument();
    expect(await screen.findByTestId('map')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says what the map shows', () => {
    expect(facadeSummary({ points: places(3) })).toBe('3 places on the map');
    expect(facadeSummary({ points: places(1), areas: null })).toBe('1 place on the map');
    expect(facadeSummary({ points: places(2), areas: { type: 'FeatureCollection', features: [{} as never] } })).toBe(
      '2 places on the map, with trails and areas',
    );
  });
});

describe('withTimeout', () => {
  it('passes a value through and rejects with a ChunkLoadError after the time-out', async () => {
    await expect(withTimeout(Promise.resolve(1), 10)).resolves.toBe(1);
    jest.useFakeTimers();
    const late = withTimeout(new Promise(() => {}), 120_000);
    jest.advanceTimersByTime(120_000);
    await expect(late).rejects.toMatchObject({ name: 'ChunkLoadError', message: expect.stringMatching(/^Loading chunk failed/) });
  });
});
