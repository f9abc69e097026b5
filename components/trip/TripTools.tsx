'use client';

import Link from 'next/link';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useHydrated } from '@/components/hydration/use-hydrated';
import { tripPageFirstLoadMessages as text } from '@/lib/trip/first-load-messages';
import type { CardData } from '@/lib/list-query/cards';
import type { MapStyles } from '@/lib/map/config';
import { TRIP_PATH } from '@/lib/trip/paths';
import styles from './TripTools.module.css';

// Only the buttons are first-load code: the map (panel, then MapLibre) loads when "Show on map" is pressed, and
// "Save all" brings the store's code when pressed. React.lazy rather than next/dynamic: the own trip renders this
// from lazily loaded code (docs/development.md, client code per page).
const TripMapView = lazy(() => import('./TripMapView'));
const loadSaveAll = () => import('./save-all');

export interface TripToolsProps {
  items: readonly CardData[];
  mapStyles: MapStyles;
  /** A shared trip's ids to offer "Save all to my trip" for. */
  saveAllIds?: readonly string[];
  /** More tools, between Print and the map (the own trip's calendar link). */
  children?: ReactNode;
}

/** The trip's buttons: Save all (shared trips), Print, Show on map. Seen only where the script runs. */
export function TripTools({ items, mapStyles, saveAllIds, children }: TripToolsProps) {
  const hydrated = useHydrated();
  const [saved, setSaved] = useState<{ message: string; openLabel: string } | null>(null);
  const [mapShown, setMapShown] = useState(false);
  const placed = items.filter((item) => item.point);

  const saveAll = async (ids: readonly string[]) => setSaved((await loadSaveAll()).saveAll(ids));

  // Rendered with the page so that they take their place from the first paint (nothing moves when they come), but
  // seen only once they work: unseen until hydrated, and gone without script (TripTools.module.css).
  const ready = hydrated || undefined;
  return (
    <div className={styles.tools}>
      {saveAllIds ? (
        <>
          <button type="button" className="button" data-ready={ready} onClick={() => void saveAll(saveAllIds)}>
            {text.save_all}
          </button>
          <p role="status" className={styles.saved}>
            {saved ? (
              <>
                {saved.message} <Link href={TRIP_PATH}>{saved.openLabel}</Link>
              </>
            ) : null}
          </p>
        </>
      ) : null}
      <button type="button" className="button button--secondary" data-ready={ready} onClick={() => window.print()}>
        {text.print}
      </button>
      {children}
      {placed.length > 0 && !mapShown ? (
        <button type="button" className="button button--secondary" data-ready={ready} onClick={() => setMapShown(true)}>
          {text.map_show}
        </button>
      ) : null}
      {mapShown ? (
        <div className={styles.map}>
          <Suspense fallback={null}>
            <TripMapView items={placed} mapStyles={mapStyles} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
