import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, useEffect, useImperativeHandle, type ReactNode } from 'react';
import { MAP } from '@/lib/config/constants';
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
};

jest.mock('maplibre-gl', () => ({ setWorkerUrl: jest.fn() }), { virtual: true });
jest.mock('react-map-gl/maplibre', () => {
  const Map = forwardRef(function FakeMap(
    props: { onLoad?: () => void; locale?: Record<string, string>; children?: ReactNode },
    ref,
  ) {
    useImperativeHandle(ref, () => ({ getMap: () => fakeMap, flyTo: fakeMap.flyTo, easeTo: fakeMap.easeTo }), []);
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
const { MapView } = require('./MapView') as typeof import('./MapView');

const props: MapViewProps = {
  points: { type: 'FeatureCollection', features: [] },
  selected: '',
  onSelect: () => {},
  mapStyles: { light: '/map/style-light.json', hybrid: '/map/style-hybrid.json' },
  label: 'Dine map',
};

beforeEach(() => {
  fakeMap.resolver = null;
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
