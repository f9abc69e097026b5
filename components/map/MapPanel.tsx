'use client';

import { useMemo, type MouseEvent } from 'react';
import { ListCard } from '@/components/list/ListCard';
import type { GeoFeature } from '@/lib/entries/types';
import type { CardData } from '@/lib/list-query';
import type { MapStyles } from '@/lib/map/config';
import { entryPoints, legendOf, siteFeatures } from '@/lib/map/geojson';
import { LazyMap } from './LazyMap';
import { MapLegend } from './MapLegend';
import styles from './MapPanel.module.css';

export interface MapPanelProps {
  items: readonly CardData[];
  /** The site's own geo features (the /map page); list views pass none. */
  features?: readonly GeoFeature[];
  selected: string;
  onSelect: (id: string) => void;
  /** URL that selects an item without JavaScript (each selection is a URL). */
  selectHref: (id: string) => string;
  mapStyles: MapStyles;
  label?: string;
  /** The visitor asked for the map in the page (a tab switch): start it without the facade. */
  startAtOnce?: boolean;
}

/**
 * The map with its text alternative: the places drawn on it as a list of links beside it. Choosing a place
 * highlights its marker; choosing a marker selects the place and shows its card.
 */
export function MapPanel({ items, features, selected, onSelect, selectHref, mapStyles, label = 'Map', startAtOnce = false }: MapPanelProps) {
  const points = useMemo(() => entryPoints(items), [items]);
  const areas = useMemo(() => (features && features.length > 0 ? siteFeatures(features) : null), [features]);
  const legend = useMemo(() => legendOf(features ?? []), [features]);
  const placed = items.filter((item) => item.point);
  const selectedCard = selected ? items.find((item) => item.id === selected) : undefined;

  const choose = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onSelect(id === selected ? '' : id);
  };

  return (
    <div className={styles.panel}>
      <div className={styles.mapColumn}>
        <LazyMap
          points={points}
          areas={areas}
          selected={selected}
          onSelect={onSelect}
          mapStyles={mapStyles}
          label={label}
          startAtOnce={startAtOnce}
        />
        <MapLegend items={legend} />
      </div>
      <aside className={styles.places} aria-label="Places on the map">
        {selectedCard && (
          <div className={styles.selectedCard} aria-live="polite">
            <ListCard card={selectedCard} headingLevel={3} selected compact />
          </div>
        )}
        <h2 className={styles.heading}>Places on the map ({placed.length})</h2>
        <ol className={styles.list}>
          {placed.map((card) => (
            <li key={card.id}>
              <a
                href={selectHref(card.id === selected ? '' : card.id)}
                aria-current={card.id === selected ? 'true' : undefined}
                className={card.id === selected ? styles.current : undefined}
                onClick={choose(card.id)}
              >
                {card.title}
              </a>
            </li>
          ))}
        </ol>
      </aside>
    </div>
  );
}
