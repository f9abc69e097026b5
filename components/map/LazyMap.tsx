'use client';

import dynamic from 'next/dynamic';
import {
  Component,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@/lib/config/constants';
import { format } from '@/lib/config/format';
import { chunkMessages, mapMessages } from '@/components/map/messages';
import type { MapViewProps } from './MapView';
import { useHydrated } from '@/components/hydration/use-hydrated';
import { MapPlaceholder } from './MapPlaceholder';
import styles from './LazyMap.module.css';

export { MapPlaceholder };

/** Rejects with a ChunkLoadError when `promise` has not settled within `ms` (120000 ms, docs/product.md#map). */
export function withTimeout<T>(promise: Promise<T>, ms: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new Error(`${chunkMessages.failed} (timeout: ${ms}ms)`);
      error.name = 'ChunkLoadError';
      reject(error);
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}


type MapViewModule = { MapView: ComponentType<MapViewProps> };

/** The loading slot: a placeholder; a load error (pages-style loadable passes it here) goes to the boundary. */
function Loading({ error }: { error?: Error | null }) {
  if (error) throw error;
  return <MapPlaceholder />;
}

const noSubscription = () => () => {};

/**
 * True when the component first rendered on the server or while hydrating the server's HTML, false when it
 * first mounted on the client later (useSyncExternalStore reads the server snapshot in the first two cases).
 * The first value is kept: React renders again with the client snapshot right after hydrating.
 */
export function useMountedDuringHydration(): boolean {
  const hydrating = useSyncExternalStore(noSubscription, () => false, () => true);
  const [first] = useState(hydrating);
  return first;
}

/** The facade's line under its button: what the map would show. */
export function facadeSummary({ points, areas }: Pick<MapViewProps, 'points' | 'areas'>): string {
  const n = points.features.length;
  const places = n === 1 ? mapMessages.place : format(mapMessages.places, { n });
  return areas && areas.features.length > 0 ? format(mapMessages.with_areas, { places }) : places;
}

interface FacadeProps {
  summary: string;
  onIntent: () => void;
  onStart: () => void;
}

/**
 * A map look-alike drawn in CSS with a button that shows the real map. Hovering, touching or focusing it starts
 * fetching the chunk. A click anywhere on it starts the map (the button takes Enter and Space as clicks); a
 * click rather than a pointerdown, so that a finger scrolling the page past it does not.
 */
function MapFacade({ summary, onIntent, onStart }: FacadeProps) {
  const summaryId = useId();
  // The server's button does nothing until hydrated; `data-hydrated` (as on the forms) says when it works.
  const hydrated = useHydrated();
  return (
    <div
      className={styles.facade}
      data-hydrated={hydrated || undefined}
      onPointerEnter={onIntent}
      onTouchStart={onIntent}
      onFocus={onIntent}
      onClick={onStart}
    >
      <button type="button" className={styles.show} aria-describedby={summaryId}>
        {mapMessages.show}
      </button>
      <p id={summaryId} className={styles.summary}>
        {summary}
      </p>
    </div>
  );
}

/**
 * MapLibre and react-map-gl live only in the MapView chunk, fetched when a map is first shown — never on pages
 * without a map. A map that is part of the page's first HTML shows a facade until the visitor asks for it, so
 * the page loads without MapLibre (Lighthouse's third-party-facades pattern); a map that appears later (a tab
 * switch, a client-side navigation) was asked for and starts at once.
 * A failed load cannot be retried through the same lazy component (it caches the rejection), so each retry
 * makes a new one and fetches again.
 */
export function createLazyMap(load: () => Promise<MapViewModule>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS) {
  let pending: Promise<MapViewModule> | null = null;
  const fetchChunk = () => (pending ??= load());
  // A failed prefetch is reported by the map when it is shown.
  const prefetch = () => void fetchChunk().catch(() => {});
  const make = () =>
    dynamic<MapViewProps>(() => withTimeout(fetchChunk(), timeoutMs).then((mod) => mod.MapView), {
      ssr: false,
      loading: Loading,
    });
  let current = make();

  /** A fixed-height frame (no layout shift) that shows the facade or a placeholder, then the map, or a retryable error. */
  /** `startAtOnce`: the visitor asked for this map (e.g. switched to the map tab), so no facade whatever the render. */
  return function LazyMapFrame({ startAtOnce = false, ...props }: MapViewProps & { startAtOnce?: boolean }) {
    const frame = useRef<HTMLDivElement>(null);
    const mountedDuringHydration = useMountedDuringHydration();
    const [started, setStarted] = useState(startAtOnce || !mountedDuringHydration);
    const [attempt, setAttempt] = useState(0);
    const View = useMemo(() => {
      if (attempt > 0) {
        pending = null;
        current = make();
      }
      return current;
    }, [attempt]);

    const start = () => {
      // The focused button goes away: keep keyboard focus in the frame rather than losing it to the page.
      if (frame.current?.contains(document.activeElement)) frame.current.focus();
      setStarted(true);
    };

    return (
      <div className={styles.frame} ref={frame} tabIndex={-1}>
        {started ? (
          <ChunkErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
            <View {...props} />
          </ChunkErrorBoundary>
        ) : (
          <MapFacade summary={facadeSummary(props)} onIntent={prefetch} onStart={start} />
        )}
      </div>
    );
  };
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

class ChunkErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('Map chunk failed to load', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles.placeholder} role="alert">
        <p>{chunkMessages.failed}</p>
        <button type="button" className={styles.retry} onClick={this.props.onRetry}>
          Retry
        </button>
      </div>
    );
  }
}

/** The site's lazily loaded map (MapLibre fetched on first use). */
export const LazyMap = createLazyMap(() => import('./MapView'));
