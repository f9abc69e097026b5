import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, useEffect, useImperativeHandle, type ReactNode } from 'react';
import { MAP } from '@/lib/config/constants';
import { featureBounds, frameCamera } from '@/lib/map/framing';
import type { MapElement, MapViewProps } from './MapView';

// A stand-in for MapLibre: records what the view asks of the map.
type Resolver = (id: string) => void | Promise<void>;
interface FakeMap {
  resolver: Resolver | null;
  images: Map<string, unknown>;
  canvas: HTMLCanvasElement;
  setMissingStyleImageResolver(resolver: Resolver | null): void;
  hasImage(id: string): boolean;
  addImage: jest.Mock;
  getCanvas(): HTMLCanvasElement;
  flyTo: jest.Mock;
  easeTo: jest.Mock;
  jumpTo: jest.Mock;
  /** The view the map was created with. */
  initialViewState: unknown;
}
const fakeMap: FakeMap = {
  resolver: null,
  images: new Map<string, unknown>(),
  canvas: document.createElement('canvas'),
  setMissingStyleImageResolver(resolver: Resolver | null) {
    this.resolver = resolver;
  },
  hasImage(id: string) {
    return this.images.has(id);
  },
  addImage: jest.fn((id: string, image: unknown) => {
    fakeMap.images.set(id, image);
  }),
  getCanvas() {
    return this.canvas;
  },
  flyTo: jest.fn(),
  easeTo: jest.fn(),
  jumpTo: jest.fn(),
  initialViewState: null,
};

jest.mock('maplibre-gl', () => ({ setWorkerUrl: jest.fn() }), { virtual: true });
jest.mock('react-map-gl/maplibre', () => {
  const Map = forwardRef(function FakeMap(
    props: { onLoad?: () => void; locale?: Record<string, string>; initialViewState?: unknown; children?: ReactNode },
    ref,
  ) {
    useImperativeHandle(
      ref,
      () => ({ getMap: () => fakeMap, flyTo: fakeMap.flyTo, easeTo: fakeMap.easeTo, jumpTo: fakeMap.jumpTo }),
      [],
    );
    useEffect(() => {
      fakeMap.initialViewState = props.initialViewState;
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    useEffect(() => {
      fakeMap.canvas.setAttribute('aria-label', props.locale?.['Map.Title'] ?? 'Map');
      props.onLoad?.();
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    return <div data-testid="gl">{props.children}</div>;
  });
  const Pass = ({ children }: { children?: ReactNode }) => <>{children}</>;
  return {
    Map,
    Source: Pass,
    Layer: () => null,
    NavigationControl: () => null,
    Popup: Pass,
    Marker: Pass,
  };
});
jest.mock('@/lib/map/icons', () => ({
  ...jest.requireActual('@/lib/map/icons'),
  drawIcon: jest.fn(() => ({ width: 48, height: 48, data: new Uint8ClampedArray(48 * 48 * 4) })),
}));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { MapView, REFRAME_MS } = require('./MapView') as typeof import('./MapView');

const props: MapViewProps = {
  points: { type: 'FeatureCollection', features: [] },
  selected: '',
  onSelect: () => {},
  mapStyles: { light: '/map/style-light.json', hybrid: '/map/style-hybrid.json' },
  label: 'Dine map',
};

beforeEach(() => {
  fakeMap.resolver = null;
  fakeMap.initialViewState = null;
  fakeMap.images.clear();
  jest.clearAllMocks();
});

it('names the focusable map after the page and describes how to use it by keyboard', () => {
  const { container } = render(<MapView {...props} />);
  expect(fakeMap.canvas).toHaveAttribute('aria-label', 'Dine map');
  const hint = document.getElementById(fakeMap.canvas.getAttribute('aria-describedby')!);
  expect(hint).toHaveTextContent(/arrow keys.*places on the map are listed/);
  const view = container.firstElementChild as MapElement;
  expect(view).toHaveAttribute('data-map-ready', 'true');
  expect(view.maplibreMap).toBe(fakeMap);
});

it('draws our feature icons when MapLibre asks for them, and leaves other images alone', () => {
  render(<MapView {...props} />);
  const ask = (id: string) => fakeMap.resolver!(id);
  ask('wf-icon:hiking:c0392b');
  ask('wf-icon:hiking:c0392b');
  ask('some-sprite-icon');
  expect(fakeMap.addImage).toHaveBeenCalledTimes(1);
  expect(fakeMap.addImage).toHaveBeenCalledWith('wf-icon:hiking:c0392b', expect.objectContaining({ width: 48 }), {
    pixelRatio: expect.any(Number),
  });
});

it('locating flies to the visitor at zoom 17 and marks the spot', async () => {
  const getCurrentPosition = jest.fn((ok: PositionCallback) =>
    ok({ coords: { longitude: -114.35, latitude: 48.42, accuracy: 10 } } as GeolocationPosition),
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  render(<MapView {...props} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Show my location' }));
  await act(async () => {});
  expect(fakeMap.flyTo).toHaveBeenCalledWith(expect.objectContaining({ center: [-114.35, 48.42], zoom: MAP.zoom.locate }));
  expect(MAP.zoom.locate).toBe(17);
  expect(screen.getByRole('img', { name: 'Your location' })).toBeInTheDocument();
});

it('selecting a place brings its marker into view', () => {
  const points: MapViewProps['points'] = {
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', id: 'a', geometry: { type: 'Point', coordinates: [-114.3, 48.4] }, properties: { id: 'a', title: 'A', href: '/entries/a/a' } },
    ],
  };
  const { rerender } = render(<MapView {...props} points={points} />);
  expect(fakeMap.easeTo).not.toHaveBeenCalled();
  rerender(<MapView {...props} points={points} selected="a" />);
  expect(fakeMap.easeTo).toHaveBeenCalledWith(expect.objectContaining({ center: [-114.3, 48.4] }));
  expect(screen.getByRole('link', { name: 'A' })).toHaveAttribute('href', '/entries/a/a');
});

describe('framing', () => {
  const SIZE = { width: 800, height: 500 };
  const place = (id: string, lon: number, lat: number): MapViewProps['points']['features'][number] => ({
    type: 'Feature',
    id,
    geometry: { type: 'Point', coordinates: [lon, lat] },
    properties: { id, title: id.toUpperCase(), href: `/entries/${id}/${id}` },
  });
  const places = (...features: MapViewProps['points']['features']): MapViewProps['points'] => ({ type: 'FeatureCollection', features });
  const spread = () => places(place('a', -114.5, 48.38), place('b', -114.2, 48.5), place('c', -114.33, 48.41));
  const framed = (...collections: Parameters<typeof featureBounds>[0]) => frameCamera(featureBounds(collections), SIZE);
  const matchMedia = window.matchMedia;

  beforeEach(() => {
    // jsdom lays nothing out: give the map's box the size of a real one.
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ ...SIZE, x: 0, y: 0, top: 0, left: 0, right: 800, bottom: 500, toJSON: () => ({}) });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    window.matchMedia = matchMedia;
  });

  it('the first view frames every place, zoomed out from the default as far as they need', () => {
    render(<MapView {...props} points={spread()} />);
    expect(fakeMap.initialViewState).toEqual(framed(spread()));
    expect((fakeMap.initialViewState as { zoom: number }).zoom).toBeLessThan(MAP.zoom.initial);
  });

  it("on /map the site's trails and areas are framed too", () => {
    const areas: MapViewProps['areas'] = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          id: 'trail',
          geometry: { type: 'LineString', coordinates: [[-114.4, 48.4], [-114.35, 48.55]] },
          properties: { id: 'trail', kind: 'path', typeId: 't', typeName: 'Trail', color: '#c0392b', text: '', icon: 'wf-icon:hiking:c0392b' },
        },
      ],
    };
    const points = places(place('a', -114.34, 48.41));
    render(<MapView {...props} points={points} areas={areas} />);
    expect(fakeMap.initialViewState).toEqual(framed(points, areas));
    expect(fakeMap.initialViewState).not.toEqual(framed(points));
  });

  it('one place opens centred on it at zoom 15; no place opens on Whitefish at zoom 15', () => {
    const { unmount } = render(<MapView {...props} points={places(place('a', -114.3, 48.4))} />);
    expect(fakeMap.initialViewState).toEqual({ longitude: expect.closeTo(-114.3, 9), latitude: expect.closeTo(48.4, 9), zoom: 15 });
    unmount();
    render(<MapView {...props} />);
    expect(fakeMap.initialViewState).toEqual({ longitude: -114.3379, latitude: 48.4112, zoom: 15 });
  });

  it('a place selected in the URL opens centred on it at the initial zoom', () => {
    render(<MapView {...props} points={spread()} selected="b" />);
    expect(fakeMap.initialViewState).toEqual({ longitude: -114.2, latitude: 48.5, zoom: MAP.zoom.initial });
  });

  it('reframes, eased, when the set of places changes — not for the same places in new objects, nor for a selection', () => {
    const { rerender } = render(<MapView {...props} points={spread()} />);
    expect(fakeMap.easeTo).not.toHaveBeenCalled();
    rerender(<MapView {...props} points={spread()} />);
    expect(fakeMap.easeTo).not.toHaveBeenCalled();

    const fewer = places(place('a', -114.5, 48.38), place('c', -114.33, 48.41));
    rerender(<MapView {...props} points={fewer} />);
    const camera = framed(fewer);
    expect(fakeMap.easeTo).toHaveBeenCalledTimes(1);
    expect(fakeMap.easeTo).toHaveBeenCalledWith({ center: [camera.longitude, camera.latitude], zoom: camera.zoom, duration: REFRAME_MS });

    fakeMap.easeTo.mockClear();
    rerender(<MapView {...props} points={places(...fewer.features)} selected="c" />);
    expect(fakeMap.easeTo).toHaveBeenCalledTimes(1);
    expect(fakeMap.easeTo).toHaveBeenCalledWith(expect.objectContaining({ center: [-114.33, 48.41] }));
    expect(fakeMap.easeTo.mock.calls[0][0]).not.toHaveProperty('zoom');

    // The same places and selection again, in new objects (a re-render of the list): the map stays put.
    fakeMap.easeTo.mockClear();
    rerender(<MapView {...props} points={places(place('a', -114.5, 48.38), place('c', -114.33, 48.41))} selected="c" />);
    expect(fakeMap.easeTo).not.toHaveBeenCalled();
  });

  it('an empty set leaves the map where it is; the places coming back need no move', () => {
    const { rerender } = render(<MapView {...props} points={spread()} />);
    rerender(<MapView {...props} points={places()} />);
    rerender(<MapView {...props} points={spread()} />);
    expect(fakeMap.easeTo).not.toHaveBeenCalled();
    expect(fakeMap.jumpTo).not.toHaveBeenCalled();
  });

  it('with reduced motion the reframe jumps instead of easing', () => {
    window.matchMedia = jest.fn((query: string) => ({ matches: query.includes('reduce') })) as unknown as typeof window.matchMedia;
    const { rerender } = render(<MapView {...props} points={spread()} />);
    rerender(<MapView {...props} points={places(place('a', -114.5, 48.38))} />);
    expect(fakeMap.easeTo).not.toHaveBeenCalled();
    expect(fakeMap.jumpTo).toHaveBeenCalledWith({ center: [expect.closeTo(-114.5, 9), expect.closeTo(48.38, 9)], zoom: 15 });
  });
});
