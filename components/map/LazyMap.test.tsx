import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MapViewProps } from './MapView';
import { createLazyMap, withTimeout } from './LazyMap';

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

describe('withTimeout', () => {
  it('passes a value through and rejects with a ChunkLoadError after the time-out', async () => {
    await expect(withTimeout(Promise.resolve(1), 10)).resolves.toBe(1);
    jest.useFakeTimers();
    const late = withTimeout(new Promise(() => {}), 120_000);
    jest.advanceTimersByTime(120_000);
    await expect(late).rejects.toMatchObject({ name: 'ChunkLoadError', message: expect.stringMatching(/^Loading chunk failed/) });
  });
});
