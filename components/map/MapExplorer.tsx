'use client';

import { useCallback, useEffect, useState } from 'react';
import { PATHS } from '@/lib/config/routes';
import type { GeoFeature } from '@/lib/entries/types';
import { countLabel, parseQuery, type ListPayload } from '@/lib/list-query';
import type { MapStyles } from '@/lib/map/config';
import { MapPanel } from './MapPanel';

const DEFAULTS = { selected: '' };

function hrefFor(selected: string): string {
  return selected ? `${PATHS.map}?selected=${encodeURIComponent(selected)}` : PATHS.map;
}

export interface MapExplorerProps {
  payload: ListPayload;
  features: readonly GeoFeature[];
  initialSelected: string;
  mapStyles: MapStyles;
}

/** The /map page's client part: every map-listed place and the site's trails and areas; `selected` in the URL. */
export function MapExplorer({ payload, features, initialSelected, mapStyles }: MapExplorerProps) {
  const [selected, setSelected] = useState(initialSelected);

  useEffect(() => {
    const sync = () => {
      if (window.location.pathname === PATHS.map) setSelected(parseQuery(window.location.search, DEFAULTS).selected);
    };
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);

  const select = useCallback((id: string) => {
    setSelected(id);
    window.history.replaceState(null, '', hrefFor(id));
  }, []);

  return (
    <>
      <p role="status" aria-live="polite">
        {countLabel(payload.items.length, payload.total)}
      </p>
      <MapPanel
        items={payload.items}
        features={features}
        selected={selected}
        onSelect={select}
        selectHref={hrefFor}
        mapStyles={mapStyles}
        label="Map of Whitefish"
      />
    </>
  );
}
