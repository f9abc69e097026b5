'use client';

import dynamic from 'next/dynamic';
import { Component, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@/lib/config/constants';
import { messages } from '@/lib/config/messages';
import type { MapViewProps } from './MapView';
import styles from './LazyMap.module.css';

/** Rejects with a ChunkLoadError when `promise` has not settled within `ms` (spec §4/§9: 120000 ms). */
export function withTimeout<T>(promise: Promise<T>, ms: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new Error(`${messages.chunk.failed} (timeout: ${ms}ms)`);
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

export function MapPlaceholder() {
  return (
    <div className={styles.placeholder} role="status">
      Loading map…
    </div>
  );
}

type MapViewModule = { MapView: ComponentType<MapViewProps> };

/** The loading slot: a placeholder; a load error (pages-style loadable passes it here) goes to the boundary. */
function Loading({ error }: { error?: Error | null }) {
  if (error) throw error;
  return <MapPlaceholder />;
}

/**
 * MapLibre and react-map-gl live only in the MapView chunk, fetched when a map is first shown — never on pages
 * without a map. A failed load cannot be retried through the same lazy component (it caches the rejection),
 * so each retry makes a new one.
 */
export function createLazyMap(load: () => Promise<MapViewModule>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS) {
  const make = () =>
    dynamic<MapViewProps>(() => withTimeout(load(), timeoutMs).then((mod) => mod.MapView), {
      ssr: false,
      loading: Loading,
    });
  let current = make();

  /** A fixed-height frame (no layout shift) that shows a placeholder, then the map, or a retryable error. */
  return function LazyMapFrame(props: MapViewProps) {
    const [attempt, setAttempt] = useState(0);
    const View = useMemo(() => {
      if (attempt > 0) current = make();
      return current;
    }, [attempt]);
    return (
      <div className={styles.frame}>
        <ChunkErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
          <View {...props} />
        </ChunkErrorBoundary>
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
        <p>{messages.chunk.failed}</p>
        <button type="button" className={styles.retry} onClick={this.props.onRetry}>
          Retry
        </button>
      </div>
    );
  }
}

/** The site's lazily loaded map (MapLibre fetched on first use). */
export const LazyMap = createLazyMap(() => import('./MapView'));
